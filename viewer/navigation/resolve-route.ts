import type { ListingRoute, Manifest, RouteEntry } from '../../format/site-format.ts';
import { normalizeSitePath, withBase } from '../../format/routes.ts';
import { findRoute } from '../data/manifest-context.tsx';

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
  return withBase(manifest.site.baseUrl, `/${route.payload}`);
}
