import { useEffect, useEffectEvent, useState, type RefObject } from 'react';

interface QueryEditorProps {
  /** Where the editor goes; an empty element until it does. */
  host: RefObject<HTMLDivElement | null>;
  /** The plain field the reader has until then, and keeps if the editor cannot load. */
  textarea: RefObject<HTMLTextAreaElement | null>;
  query: string;
  sdl: string;
  labelId: string;
  descriptionId: string;
  onChange: (query: string) => void;
}

/**
 * Loads the query editor (CodeMirror, in a chunk of its own: no other page carries it) and puts it in place of the
 * textarea, with what the reader typed meanwhile, and the focus and cursor if the textarea had them. Returns whether
 * it is in place; if the chunk fails to load, the textarea simply stays.
 */
export function useQueryEditor(props: QueryEditorProps): boolean {
  const { host, textarea, sdl, labelId, descriptionId } = props;
  const [ready, setReady] = useState(false);
  // The query as it is when the chunk arrives, and the listener of the moment, without making a new editor for them.
  const currentQuery = useEffectEvent(() => props.query);
  const changed = useEffectEvent((query: string) => props.onChange(query));
  useEffect(() => {
    let destroy: (() => void) | undefined;
    let cancelled = false;
    import('./query-editor.ts')
      .then(({ createQueryEditor }) => {
        const parent = host.current;
        if (cancelled || !parent) return;
        const editor = createQueryEditor({
          parent,
          doc: currentQuery(),
          sdl,
          labelId,
          descriptionId,
          onChange: changed,
        });
        destroy = editor.destroy;
        const field = textarea.current;
        if (field && document.activeElement === field) {
          editor.view.focus();
          editor.view.dispatch({ selection: { anchor: field.selectionStart, head: field.selectionEnd } });
        }
        // The textarea leaves at once, in this task: it and the editor, both named "Consulta", are never on the page
        // together. (Not with flushSync: importing react-dom here split it out of the initial chunk, 0.5 KB more.)
        if (field) field.hidden = true;
        setReady(true);
      })
      // An enhancement only: the textarea and the check before a run still work without it.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [host, textarea, sdl, labelId, descriptionId]);
  return ready;
}
