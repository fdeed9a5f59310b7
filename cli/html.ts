import markdownIt from 'markdown-it';

/** Text for an HTML attribute or element body. */
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Markdown from places other than pages (API descriptions, the announcement
 * bar): raw HTML in it stays text, so nothing there can inject markup.
 */
export const safeMarkdown = markdownIt({ html: false, linkify: true });

export const inlineMarkdown = (s: string) => safeMarkdown.renderInline(s);
