import { escapeHtml } from '../../util/html.ts';

/**
 * What Docusaurus 3.8.1 shows when a `<details>` has no `<summary>` is its untranslated "Details"; this portal's
 * interface speaks Portuguese.
 */
export const DEFAULT_SUMMARY = 'Detalhes';

/**
 * `@theme/Details`, which MDX also uses for a plain `<details>`: the native element, so it opens and closes without
 * any script, with the Infima classes Docusaurus gives it (`alert alert--info`) and the author's `className`, so CSS
 * written for a Docusaurus site still finds it. `summaryHtml` is the inside of the `<summary>` child, already
 * rendered; the body is wrapped as Docusaurus wraps it, below a rule that separates it from the summary.
 */
export function renderDetails(input: {
  summaryHtml: string | undefined;
  bodyHtml: string;
  open?: boolean;
  className?: string;
}): string {
  const className = ['details', 'alert', 'alert--info', input.className].filter(Boolean).join(' ');
  const summary = input.summaryHtml ?? escapeHtml(DEFAULT_SUMMARY);
  return `<details class="${escapeHtml(className)}"${input.open ? ' open' : ''}>\n<summary>${summary}</summary>\n<div class="details-content">\n${input.bodyHtml}\n</div>\n</details>`;
}
