import type { TocItem } from '../../cli/site-format.ts';

/** The page's table of contents; links are plain hashes, handled by the browser. */
export function Toc({ items }: { items: TocItem[] }) {
  if (!items.length) return null;
  const top = Math.min(...items.map((i) => i.level));
  return (
    <nav className="toc" aria-label="Nesta página">
      <p className="toc-title">Nesta página</p>
      <ul>
        {items.map((item) => (
          <li key={item.id} className={`toc-level-${item.level - top}`}>
            <a href={`#${encodeURIComponent(item.id)}`}>{item.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
