/**
 * Where a URL stands in a page's Markdown while the site is still being compiled: which pages have a Markdown export
 * is known only once every doc and post is rendered, so a page's Markdown holds each link and image as a marker, and
 * the marker becomes its absolute URL at the end (see finishMarkdown).
 */
const START = '\u0000url:';
const END = '\u0000';
const MARKER = /\u0000url:([^\u0000]*)\u0000/g;

/** A URL as the page's Markdown holds it until it is finished. */
export function urlMarker(href: string): string {
  return `${START}${href}${END}`;
}

/** The page's Markdown with every marked URL as `resolve` gives it. Markdown source cannot hold NUL: markdown-it replaces it. */
export function resolveUrlMarkers(markdown: string, resolve: (href: string) => string): string {
  return markdown.replace(MARKER, (_marker, href: string) => resolve(href));
}

/** Marks the URLs of raw HTML (`href` and `src` attributes) so that they become absolute like the Markdown's. */
export function markHtmlUrls(html: string): string {
  return html.replace(
    /(?<=\s)(href|src)=(["'])([^"']*)\2/gi,
    (_whole, name: string, quote: string, value: string) => `${name}=${quote}${urlMarker(value)}${quote}`,
  );
}
