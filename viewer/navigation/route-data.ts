import type { Manifest } from '../../format/site-format.ts';
import { normalizeSitePath, SEARCH_ROUTE } from '../../format/routes.ts';
import { loadSiteFile, peekSiteFile } from '../data/use-payload.ts';
import { lazyChunk } from './lazy-chunk.ts';
import { payloadUrl, shardUrl, sidebarFileUrl, sidebarUrl } from './resolve-route.ts';
import { resolveRoute } from './use-route.ts';
import { sidebarPartsChunk } from './Sidebar.tsx';

/** Blog and tag pages live in their own chunk: doc pages never load it. */
export const listingChunk = lazyChunk(() => import('../listings/ListingPage.tsx'));

/** The search page's results, with the search engine: loaded when a reader opens it. */
export const searchChunk = lazyChunk(() => import('../search/SearchResults.tsx'));

/** Whether resolving a path costs no request: the search page needs no shard, any other path its shard loaded. */
export function resolvesAtOnce(manifest: Manifest, path: string): boolean {
  return normalizeSitePath(path) === SEARCH_ROUTE || peekSiteFile(shardUrl(manifest, path)) !== undefined;
}

/**
 * Everything a route needs before it can show: its shard of the route table, then its payload, its sidebar (with the
 * part of a split one that holds the page, and the code that draws parts) and, for listings and the search page,
 * their code. Resolves at once for pages the viewer draws alone.
 */
export async function preloadRoute(manifest: Manifest, path: string): Promise<void> {
  if (normalizeSitePath(path) === SEARCH_ROUTE) {
    await searchChunk.load();
    return;
  }
  const resolved = await resolveRoute(manifest, path);
  if (!resolved) return;
  const sidebar = sidebarUrl(manifest, resolved.route.sidebar);
  const part = resolved.route.sidebarPart;
  await Promise.all([
    loadSiteFile(payloadUrl(manifest, resolved.route)),
    sidebar && loadSiteFile(sidebar),
    part && loadSiteFile(sidebarFileUrl(manifest, part)!),
    part && sidebarPartsChunk.load(),
    resolved.kind === 'listing' && listingChunk.load(),
  ]);
}
