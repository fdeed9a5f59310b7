import type { ApiStrings } from '../../../format/ui-strings/api/api-strings.ts';
import type { CodeHighlighter } from '../../core/render-env.ts';
import { highlightJsonHead } from '../../highlight/highlight.ts';
import { escapeHtml as escape } from '../../util/html.ts';

/**
 * A highlighted code block as the page's own fences are written, with an optional title. `generated`: code docsgen
 * wrote itself (see CodeHighlighter).
 */
export function codeBlock(
  highlight: CodeHighlighter,
  code: string,
  lang: string,
  title?: string,
  generated = false,
): string {
  return `<div class="code-block" data-lang="${lang}">${titleHtml(title)}${highlight(code, lang, new Set(), generated)}</div>`;
}

const titleHtml = (title: string | undefined) => (title ? `<div class="code-title">${escape(title)}</div>` : '');

/**
 * Lines of an example shown at most. GitHub's emojis-get answers with 1,870 lines of emoji URLs, 40 KB of its page's
 * first load twice over (its HTML and its payload); a reader learns the shape from the first lines, and the
 * description holds the whole example.
 */
export const EXAMPLE_MAX_LINES = 200;

/** An example as a code block, cut after EXAMPLE_MAX_LINES lines with a note that says so. */
export function exampleBlock(
  highlight: CodeHighlighter,
  code: string,
  lang: string,
  title: string,
  t: ApiStrings,
): string {
  const lines = code.split('\n');
  if (lines.length <= EXAMPLE_MAX_LINES) return codeBlock(highlight, code, lang, title);
  const shown = lines.slice(0, EXAMPLE_MAX_LINES).join('\n');
  const total = lines.length.toLocaleString(t.numberLocale);
  const cut = `${t.exampleCut} ${EXAMPLE_MAX_LINES} ${t.exampleCutOf} ${total} ${t.exampleCutEnd}`;
  const note = `<p class="api-example-cut">${cut}</p>`;
  // JSON cut short is no longer JSON, which shiki's grammar would take seconds over on GitHub's long examples.
  const head = lang === 'json' ? highlightJsonHead(code, EXAMPLE_MAX_LINES) : undefined;
  const block = head ? `<div class="code-block" data-lang="json">${titleHtml(title)}${head}</div>` : undefined;
  return `${block ?? codeBlock(highlight, shown, lang, title)}${note}`;
}
