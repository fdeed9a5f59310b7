import { escapeHtml } from '../util/html.ts';

export interface TocHeading {
  id: string;
  text: string;
  level: number;
}

/**
 * `<TOCInline toc={toc} />`: the page's headings from minHeadingLevel to maxHeadingLevel (2 and 3 by default, as in
 * Docusaurus) as nested lists, each level under the last heading above it.
 */
export function renderTocInline(
  headings: readonly TocHeading[],
  { min, max, className }: { min: number; max: number; className?: string },
): string {
  const shown = headings.filter((h) => h.level >= min && h.level <= max);
  if (!shown.length) return '';
  let html = '';
  const open: number[] = [];
  for (const heading of shown) {
    while (open.length && open.at(-1)! > heading.level) {
      html += '</li></ul>';
      open.pop();
    }
    if (open.at(-1) === heading.level) html += '</li>';
    else {
      html += '<ul>';
      open.push(heading.level);
    }
    html += `<li><a href="#${escapeHtml(encodeURIComponent(heading.id))}">${escapeHtml(heading.text)}</a>`;
  }
  html += '</li></ul>'.repeat(open.length);
  return `<nav class="toc-inline${className ? ` ${escapeHtml(className)}` : ''}" aria-label="Nesta página">${html}</nav>\n`;
}
