import { useEffect, type RefObject } from 'react';

/**
 * A table wider than the content column scrolls sideways inside it (see
 * `.markdown table` in content.css). A keyboard reaches its hidden columns
 * only if the table itself takes focus, so a table that overflows joins the
 * tab order (arrow keys then scroll it), and leaves it when the column grows
 * wide enough to show it whole: a table that fits is no extra stop. Display
 * math (KaTeX's `.katex-display`) scrolls the same way.
 */
export function useScrollableTables(ref: RefObject<HTMLElement | null>, html: string): void {
  useEffect(() => {
    const root = ref.current;
    const tables = root ? [...root.querySelectorAll<HTMLElement>('table, .katex-display')] : [];
    if (!root || tables.length === 0) return;
    const update = () => {
      for (const table of tables) {
        if (table.scrollWidth > table.clientWidth) table.tabIndex = 0;
        else table.removeAttribute('tabindex');
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(root);
    return () => observer.disconnect();
  }, [ref, html]);
}
