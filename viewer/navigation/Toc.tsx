import { useEffect, useId, useState } from 'react';
import type { TocItem } from '../../format/site-format.ts';
import { ChevronIcon } from '../layout/icons.tsx';

/** How far below the top of the window a heading counts as the one being read. */
const READING_LINE = 120;

/** The id of the last heading that scrolled past the reading line. */
function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  // A new array arrives on every render; joined, the ids change only when the headings do (an id holds no whitespace).
  const key = ids.join('\n');
  useEffect(() => {
    const headingIds = key ? key.split('\n') : [];
    if (!headingIds.length) return;
    // A heading in a hidden tab panel or a closed details has no box: its top reads 0, as if it had been passed.
    const shown = (id: string) => {
      const heading = document.getElementById(id);
      return heading?.getClientRects().length ? heading : null;
    };
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | undefined;
      for (const id of headingIds) {
        const heading = shown(id);
        if (!heading) continue;
        if (heading.getBoundingClientRect().top > READING_LINE) break;
        current = id;
      }
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (atBottom && window.scrollY > 0)
        current =
          headingIds.filter((id) => (shown(id)?.getBoundingClientRect().top ?? Infinity) < window.innerHeight).at(-1) ??
          current;
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);
  return active;
}

function TocLinks({ items, active, onFollow }: { items: TocItem[]; active?: string; onFollow?: () => void }) {
  const top = Math.min(...items.map((i) => i.level));
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id} className={`toc-level-${item.level - top}`}>
          <a
            href={`#${encodeURIComponent(item.id)}`}
            className={item.id === active ? 'toc-link-active' : undefined}
            {...(item.id === active ? { 'aria-current': 'location' as const } : {})}
            onClick={onFollow}
          >
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The page's table of contents, the heading being read highlighted; links are plain hashes, handled by the browser. */
export function Toc({ items }: { items: TocItem[] }) {
  const active = useActiveHeading(items.map((i) => i.id));
  if (!items.length) return null;
  return (
    <nav className="toc" aria-label={UI.onThisPage}>
      <p className="toc-title">{UI.onThisPage}</p>
      <TocLinks items={items} active={active} />
    </nav>
  );
}

/**
 * The same contents above the title where the column beside the page is gone (CSS shows one or the other), behind a
 * "Nesta página" button as Docusaurus's TOCCollapsible. A followed link closes it: React hides the list before the
 * browser scrolls to the heading, so the heading lands where it would without the list.
 */
export function TocCollapsible({ items }: { items: TocItem[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (!items.length) return null;
  return (
    <div className="toc-collapsible">
      <button
        type="button"
        className="toc-collapsible-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {UI.onThisPage}
        <ChevronIcon size={14} />
      </button>
      <nav id={listId} className="toc" aria-label={UI.onThisPage} hidden={!open}>
        <TocLinks items={items} onFollow={() => setOpen(false)} />
      </nav>
    </div>
  );
}
