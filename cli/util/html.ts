import markdownIt from 'markdown-it';

/** Text for an HTML attribute or element body. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Markdown from places other than pages (API descriptions, the announcement
 * bar): raw HTML in it stays text, so nothing there can inject markup.
 */
export const safeMarkdown = markdownIt({ html: false, linkify: true });

export const inlineMarkdown = (s: string) => safeMarkdown.renderInline(s);

/** The text of inline Markdown, for places that show text only: `[Idempotência](https://…)` reads "Idempotência". */
export function plainMarkdown(s: string): string {
  const tokens = safeMarkdown.parseInline(s, {})[0]?.children ?? [];
  return tokens
    .map((t) =>
      t.type === 'text' || t.type === 'code_inline'
        ? t.content
        : t.type === 'softbreak' || t.type === 'hardbreak'
          ? ' '
          : '',
    )
    .join('');
}
