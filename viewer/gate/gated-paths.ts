import { normalizeSitePath, SEARCH_ROUTE, type Manifest } from '../../cli/site-format.ts';
import { resolveRoute } from '../navigation/route-data.ts';

/** Pages the viewer draws without a payload; the compiler's VIEWER_ROUTES. */
const VIEWER_PAGES = new Set(['/', SEARCH_ROUTE]);

/**
 * Every page of the site is gated: docs, and the blog and tag pages, whose payloads hold posts and page titles. The
 * not-found page is not, since it shows nothing of the content and a broken link should say so to anyone.
 */
export function isGatedPath(manifest: Manifest, location: string): boolean {
  const path = normalizeSitePath(location);
  return VIEWER_PAGES.has(path) || resolveRoute(manifest, path) !== undefined;
}
