import { normalizeSitePath, SEARCH_ROUTE, type ListingRoute, type Manifest, type RouteEntry } from '../../cli/site-format.ts';
import { findRoute } from '../data/manifest-context.tsx';
import { withBase } from '../data/site-paths.ts';
import { loadSiteFile } from '../data/use-payload.ts';
import { lazyChunk } from './lazy-chunk.ts';

export type ResolvedRoute = { kind: 'doc'; route: RouteEntry } | { kind: 'listing'; route: ListingRoute };

const listingIndex = new WeakMap<Manifest, Map<string, ListingRoute>>();

export function findListing(manifest: Manifest, path: string): ListingRoute | undefined {
  let index = listingIndex.get(manifest);
  if (!index) {
    index = new Map((manifest.listings ?? []).map((r) => [r.path, r]));
    listingIndex.set(manifest, index);
  }
  return index.get(path);
}

/** What a site path (without baseUrl) shows, if the manifest knows it. */
export function resolveRoute(manifest: Manifest, path: string): ResolvedRoute | undefined {
  const normalized = normalizeSitePath(path);
  const doc = findRoute(manifest, normalized);
  if (doc) return { kind: 'doc', route: doc };
  const listing = findListing(manifest, normalized);
  return listing ? { kind: 'listing', route: listing } : undefined;
}

export function payloadUrl(manifest: Manifest, route: { payload: string }): string {
  return withBase(`/${route.payload}`, manifest.site.baseUrl);
}

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
