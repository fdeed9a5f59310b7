import {
  type Completion,
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionStatus,
  startCompletion,
} from '@codemirror/autocomplete';
import { bracketMatching, getIndentation, IndentContext, indentOnInput, indentString } from '@codemirror/language';
import { linter, lintKeymap } from '@codemirror/lint';
import { Compartment, EditorSelection, EditorState, Text, type Transaction } from '@codemirror/state';
import { EditorView, keymap, type Command } from '@codemirror/view';
import { completion, graphqlLanguageSupport, stateExtensions } from 'cm6-graphql';
import { schemaOf } from './check-query.ts';
import { queryDiagnostics } from './query-diagnostics.ts';
import { queryEditorTheme } from './query-editor-theme.ts';

/** What the explorer hands its editor: the query so far, the page's schema, and the ids naming and describing it. */
export interface QueryEditorOptions {
  parent: HTMLElement;
  doc: string;
  sdl: string;
  labelId: string;
  descriptionId: string;
  onChange: (query: string) => void;
}

/** The running editor, and what stops it (the colour-mode observer with it). */
export interface QueryEditor {
  view: EditorView;
  destroy: () => void;
}

/**
 * The explorer's query editor: GraphQL highlighting, completion of the schema's fields, arguments and types
 * (cm6-graphql), and the check that runs before a query is sent, marked inline. Tab is not bound, so it leaves the
 * editor as it leaves any field; this module is the entry of a chunk of its own, loaded when an explorer mounts.
 */
export function createQueryEditor(options: QueryEditorOptions): QueryEditor {
  const mode = new Compartment();
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.doc,
      extensions: [
        graphqlLanguageSupport(),
        completion,
        stateExtensions(schemaOf(options.sdl)),
        autocompletion({ compareCompletions: schemaFieldsFirst }),
        suggestAtOpening,
        linter((v) => queryDiagnostics(options.sdl, v.state.doc.toString()).map((d) => ({ ...d, severity: 'error' }))),
        closeBrackets(),
        bracketMatching(),
        indentOnInput(),
        // autocompletion() binds its keys (Ctrl+Space, arrows, Enter, Escape) above these, so Enter accepts a suggestion.
        keymap.of([{ key: 'Enter', run: newlineAndIndent }, ...closeBracketsKeymap, ...lintKeymap]),
        // As the textarea it replaces: a long query stays in the column instead of scrolling sideways.
        EditorView.lineWrapping,
        queryEditorTheme,
        mode.of(EditorView.darkTheme.of(isDark())),
        EditorView.contentAttributes.of({
          'aria-labelledby': options.labelId,
          'aria-describedby': options.descriptionId,
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  // CodeMirror's own colours (those the theme leaves) follow the page's mode, as the mermaid drawings do.
  const observer = new MutationObserver(() =>
    view.dispatch({ effects: mode.reconfigure(EditorView.darkTheme.of(isDark())) }),
  );
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return {
    view,
    destroy: () => {
      observer.disconnect();
      view.destroy();
    },
  };
}

const isDark = () => document.documentElement.dataset.theme === 'dark';

/**
 * cm6-graphql suggests as a name is typed; at the start of a selection or of arguments no name is typed yet, and
 * that is where a reader most wants the schema's choices: a space after "{" or "(" opens them. Only a space: were "{"
 * itself or a new line to open them, the next Enter would accept a suggestion instead of starting a line.
 */
const suggestAtOpening = EditorView.updateListener.of((update) => {
  // A pending completion is cm6-graphql's own, which finds no name typed and closes: this one replaces it.
  if (completionStatus(update.state) === 'active') return;
  if (!update.transactions.some((tr) => tr.isUserEvent('input.type') && insertsSpace(tr))) return;
  const head = update.state.selection.main.head;
  const before = update.state.sliceDoc(Math.max(0, head - 80), head);
  // Not from inside the update: a listener may not dispatch.
  if (/[{(] +$/.test(before)) queueMicrotask(() => startCompletion(update.view));
});

function insertsSpace(tr: Transaction): boolean {
  let space = false;
  tr.changes.iterChanges((_fromA, _toA, _fromB, _toB, inserted) => {
    space ||= inserted.toString() === ' ';
  });
  return space;
}

/** The schema's own fields first, the introspection ones (__schema, __typename) last: readers rarely want those. */
function schemaFieldsFirst(a: Completion, b: Completion): number {
  const meta = (c: Completion) => (c.label.startsWith('__') ? 1 : 0);
  return meta(a) - meta(b) || a.label.localeCompare(b.label);
}

/**
 * Enter: a new line at the indentation the grammar gives it, and between "{}" or "()" the closing one on a line of
 * its own (what @codemirror/commands' insertNewlineAndIndent does, which this viewer does not otherwise need).
 */
const newlineAndIndent: Command = (view) => {
  const { state } = view;
  const changes = state.changeByRange((range) => {
    const around = state.sliceDoc(Math.max(0, range.from - 1), range.to + 1);
    const between = around === '{}' || around === '()';
    const context = new IndentContext(state, { simulateBreak: range.from, simulateDoubleBreak: between });
    const line = state.doc.lineAt(range.from);
    const inner = indentString(state, getIndentation(context, range.from) ?? 0);
    const outer = /^\s*/.exec(line.text)?.[0] ?? '';
    const lines = between ? ['', inner, outer] : ['', inner];
    return {
      changes: { from: range.from, to: range.to, insert: Text.of(lines) },
      range: EditorSelection.cursor(range.from + 1 + inner.length),
    };
  });
  view.dispatch(changes, { scrollIntoView: true, userEvent: 'input' });
  return true;
};
