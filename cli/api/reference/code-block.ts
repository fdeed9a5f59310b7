import type { CodeHighlighter } from '../../core/render-env.ts';
import { escapeHtml as escape } from '../../util/html.ts';

/** A highlighted code block as the page's own fences are written, with an optional title. */
export function codeBlock(highlight: CodeHighlighter, code: string, lang: string, title?: string): string {
  return `<div class="code-block" data-lang="${lang}">${title ? `<div class="code-title">${escape(title)}</div>` : ''}${highlight(code, lang, new Set())}</div>`;
}
