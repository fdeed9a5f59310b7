import { lookup } from 'mrmime';
import { rendersAsDocument } from '../util/document-types.ts';

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
 * The policy of a file that a browser would render as a document but that the build only copied (an SVG, an XML
 * file, a static HTML page): no script at all (`sandbox` without `allow-scripts` also gives it an origin of its own,
 * so nothing it does can reach the site's storage), its own inline styles and embedded images only.
 */
export const SANDBOX_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; sandbox";

/**
 * The headers of one file: the sandbox policy for a file the build listed in sandboxed-files.map (`listed`), and for
 * any other that renders as a document except HTML, whose shells the build writes itself. A folder built by an older
 * docsgen has no list: its SVG and XML files are still sandboxed.
 */
export function fileSecurityHeaders(file: string, listed: boolean): Record<string, string> {
  const sandboxed = listed || (rendersAsDocument(file) && lookup(file) !== 'text/html');
  return sandboxed ? { 'Content-Security-Policy': SANDBOX_POLICY } : {};
}
