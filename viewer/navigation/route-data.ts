import { normalizeSitePath, type ListingRoute, type Manifest, type RouteEntry } from '../../cli/site-format.ts';
import { findRoute } from '../data/manifest-context.tsx';
import { withBase } from '../data/site-paths.ts';
import { loadSiteFile } from '../data/use-payload.ts';

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

type ListingModule = typeof import('../listings/ListingPage.tsx');
let listingModule: Promise<ListingModule> | undefined;
let listingModuleLoaded: ListingModule | undefined;

/** Blog and tag pages live in their own chunk: doc pages never load it. */
export function loadListingModule(): Promise<ListingModule> {
  listingModule ??= import('../listings/ListingPage.tsx').then(
    (m) => (listingModuleLoaded = m),
    (e: unknown) => {
      listingModule = undefined;
      throw e;
    },
  );
  return listingModule;
}

export function loadedListingModule(): ListingModule | undefined {
  return listingModuleLoaded;
}

/**
 * Everything a route needs before it can show: its payload and, for
 * listings, their code. Resolves at once for pages the viewer draws alone.
 */
export async function preloadRoute(manifest: Manifest, path: string): Promise<void> {
  const resolved = resolveRoute(manifest, path);
  if (!resolved) return;
  if (resolved.kind === 'doc') await loadSiteFile(payloadUrl(manifest, resolved.route));
  else await Promise.all([loadSiteFile(payloadUrl(manifest, resolved.route)), loadListingModule()]);
}
