/**
 * Headers every response of `serve` and `watch` carries: no MIME sniffing (a
 * JSON payload or a Markdown file is never run as script or shown as HTML),
 * no framing by other sites (clickjacking: `frame-ancestors`, which the
 * policy each HTML file carries in a <meta> cannot say, and X-Frame-Options
 * for older browsers), and no full address in the Referer of a request to
 * another origin (an address may hold a route the reader would not share).
 * The nginx example in the README sends the same.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * An SVG opened directly is a document that may run script in the site's
 * origin; a policy that forbids script keeps a hostile SVG inert. Images
 * embedded with <img> never run script anyway.
 */
export function fileSecurityHeaders(file: string): Record<string, string> {
  return /\.svgz?$/i.test(file)
    ? {
        'Content-Security-Policy':
          "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; sandbox",
      }
    : {};
}
