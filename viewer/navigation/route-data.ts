import type { Manifest } from '../../format/site-format.ts';
import { normalizeSitePath, SEARCH_ROUTE } from '../../format/routes.ts';
import { loadSiteFile } from '../data/use-payload.ts';
import { lazyChunk } from './lazy-chunk.ts';
import { payloadUrl, resolveRoute } from './resolve-route.ts';

/** Blog and tag pages live in their own chunk: doc pages never load it. */
export const listingChunk = lazyChunk(() => import('../listings/ListingPage.tsx'));

/** The search page's results, with the search engine: loaded when a reader opens it. */
export const searchChunk = lazyChunk(() => import('../search/SearchResults.tsx'));

/**
 * Everything a route needs before it can show: its payload and, for
 * listings and the search page, their code. Resolves at once for pages the
 * viewer draws alone.
 */
export async function preloadRoute(manifest: Manifest, path: string): Promise<void> {
  if (normalizeSitePath(path) === SEARCH_ROUTE) {
    await searchChunk.load();
    return;
  }
  const resolved = resolveRoute(manifest, path);
  if (!resolved) return;
  if (resolved.kind === 'doc') await loadSiteFile(payloadUrl(manifest, resolved.route));
  else await Promise.all([loadSiteFile(payloadUrl(manifest, resolved.route)), listingChunk.load()]);
}
