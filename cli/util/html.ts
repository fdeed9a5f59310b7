import markdownIt from 'markdown-it';

const HTML_SPECIAL = /[&<>"]/;

/**
 * Text for an HTML attribute or element body. Most texts (ids, property names, types) have nothing to escape and come
 * back as they are, without the four copies the replacements make: GitHub's reference escapes millions of them.
 */
export const escapeHtml = (s: string) =>
  HTML_SPECIAL.test(s)
    ? s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
    : s;

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
