import { type CSSProperties, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SidebarFile, SidebarItem, SidebarWindowRef } from '../../format/site-format.ts';

type Side = 'before' | 'after';

/** How the items of a window are drawn: Sidebar's entries (a render prop, so that this file need not import Sidebar). */
type DrawItems = (items: SidebarItem[]) => ReactNode;

/**
 * How windows are read, from the sidebar: `usePart` a hook (undefined while the file loads), `load` a promise. Given, not
 * imported, so that this chunk shares no module with the viewer's main script: esbuild would move each one it shared
 * into a chunk of its own, which a first load then fetches as one more file (0.7 KB more of it, by the mermaid test).
 */
export interface PartFiles {
  usePart(file: string): SidebarFile | undefined;
  load(file: string): Promise<SidebarFile>;
}

/**
 * The items of a split sidebar's category, from its part file (`first`, the category's itemsFile). A long category's
 * part is a chain of windows (SidebarFile.before and after): the one holding the page shown (`current`) or the first
 * shows first; the others load as they scroll into view or as a reader focuses or clicks the row that stands for
 * them. So a page of a 300-page category loads a few dozen of its links, and the category still scrolls as a whole.
 */
export function PartItems({
  first,
  current,
  files: parts,
  children,
}: {
  first: string;
  current: { file: string; category: string } | undefined;
  files: PartFiles;
  children: DrawItems;
}) {
  const list = useRef<HTMLUListElement>(null);
  // The windows shown, in order: first the page's own once the reader reaches a page inside, else the category's first.
  const holdsCurrent = current?.category === first;
  const [files, setFiles] = useState([holdsCurrent ? current.file : first]);
  // A page in a window not shown yet starts the chain again from its window: set while rendering, not in an effect, so
  // that the page's link is there when the sidebar scrolls to it.
  if (holdsCurrent && !files.includes(current.file)) setFiles([current.file]);
  const head = parts.usePart(files[0]!);
  const tail = parts.usePart(files.at(-1)!);
  // The row a reader had focused is replaced by the items it stood for: focus goes to the nearest of them.
  const focusRow = useRef<number | null>(null);
  useLayoutEffect(() => {
    const row = focusRow.current === null ? undefined : list.current?.children[focusRow.current];
    focusRow.current = null;
    row?.querySelector<HTMLElement>('a, button')?.focus();
  });
  const more = (side: Side, beyond: SidebarWindowRef) => (
    <MoreItems
      key={`${side}:${beyond.file}`}
      side={side}
      beyond={beyond}
      load={parts.load}
      onLoaded={(part, focused) => {
        // Before: the window's items come first, after its own row for what lies before it, if any. After: they take the row's place.
        if (focused)
          focusRow.current =
            side === 'before' ? part.items.length - (part.before ? 0 : 1) : (list.current?.children.length ?? 1) - 1;
        setFiles((loaded) =>
          loaded.includes(beyond.file)
            ? loaded
            : side === 'before'
              ? [beyond.file, ...loaded]
              : [...loaded, beyond.file],
        );
      }}
    />
  );
  return (
    <ul ref={list} className="sidebar-items">
      {head?.before && more('before', head.before)}
      {files.map((file) => (
        <WindowItems key={file} file={file} parts={parts}>
          {children}
        </WindowItems>
      ))}
      {tail?.after && more('after', tail.after)}
    </ul>
  );
}

function WindowItems({ file, parts, children }: { file: string; parts: PartFiles; children: DrawItems }) {
  const part = parts.usePart(file);
  return part ? children(part.items) : null;
}

const moreLabel = (side: Side, count: number) => {
  const items = count === 1 ? UI.oneItem : `${count} ${UI.items}`;
  return side === 'before'
    ? `${UI.show} ${count === 1 ? UI.previousItem : `${UI.the} ${items} ${UI.before}`}`
    : `${UI.showMore} ${items}`;
};

/**
 * Whether the reader has scrolled to a row or past it: its edge nearest the items shown is within its scroll box and
 * the window. Past counts: a jump (the scrollbar, End) can carry a row across the view between two frames, which an
 * IntersectionObserver would never report.
 */
function reached(row: HTMLElement, side: Side): boolean {
  const box = row.getBoundingClientRect();
  // Not laid out: the desktop sidebar on a phone.
  if (!box.height) return false;
  const scroller = scrollParent(row);
  const view = scroller?.getBoundingClientRect();
  const top = Math.max(view?.top ?? 0, 0);
  const bottom = Math.min(view?.bottom ?? window.innerHeight, window.innerHeight);
  return side === 'after' ? box.top < bottom : box.bottom > top;
}

/** The nearest ancestor that scrolls its content, if any. */
function scrollParent(element: HTMLElement): HTMLElement | undefined {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowY } = getComputedStyle(parent);
    if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight) return parent;
  }
  return undefined;
}

/**
 * The row that stands for the items of the windows beyond, as tall as they will be, so the sidebar scrolls as if they
 * were there. It loads the next window when the reader scrolls to it or past it, focuses it or clicks it, and reports
 * the window once loaded.
 */
function MoreItems({
  side,
  beyond,
  load: loadPart,
  onLoaded,
}: {
  side: Side;
  beyond: SidebarWindowRef;
  load: PartFiles['load'];
  onLoaded: (part: SidebarFile, focused: boolean) => void;
}) {
  const row = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  // A ref, not the state: focus scrolls the row into view, so a focus and a scroll can ask in the same frame.
  const loading = useRef(false);
  const load = useRef(() => {});
  load.current = () => {
    if (loading.current) return;
    loading.current = true;
    setState('loading');
    loadPart(beyond.file).then(
      (part) => onLoaded(part, document.activeElement === button.current),
      () => {
        loading.current = false;
        setState('failed');
      },
    );
  };
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    let frame = 0;
    // A frame later: the sidebar scrolls to the page's link in an effect of its own, which runs after this one.
    const check = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        if (reached(element, side)) load.current();
      });
    };
    check();
    // Scroll events do not bubble, but a listener on window in the capture phase hears the sidebar's and the menu's.
    window.addEventListener('scroll', check, { capture: true, passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check, { capture: true });
      window.removeEventListener('resize', check);
    };
  }, [side]);
  const label =
    state === 'loading' ? UI.loading : state === 'failed' ? UI.loadFailedRetry : moreLabel(side, beyond.count);
  return (
    <li
      ref={row}
      className={`sidebar-more sidebar-more-${side}`}
      style={{ '--sidebar-more-items': beyond.count } as CSSProperties}
    >
      <button
        ref={button}
        type="button"
        className="sidebar-more-button"
        aria-busy={state === 'loading'}
        onClick={() => load.current()}
        onFocus={() => load.current()}
      >
        {label}
      </button>
    </li>
  );
}
