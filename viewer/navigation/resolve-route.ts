import type { ListingRoute, Manifest, RouteEntry, RouteShard } from '../../format/site-format.ts';
import { normalizeSitePath, withBase } from '../../format/routes.ts';
import { routeShardFile } from '../../format/route-shards.ts';

export type ResolvedRoute = { kind: 'doc'; route: RouteEntry } | { kind: 'listing'; route: ListingRoute };

interface ShardIndex {
  docs: Map<string, RouteEntry>;
  listings: Map<string, ListingRoute>;
}

const shardIndexes = new WeakMap<RouteShard, ShardIndex>();

/** The address of the route shard that holds a site path (without baseUrl): the only one that can know it. */
export function shardUrl(manifest: Manifest, path: string): string {
  return withBase(manifest.site.baseUrl, `/${routeShardFile(manifest.routes, normalizeSitePath(path))}`);
}

/**
 * What a site path (without baseUrl) shows, read from the shard that holds it (see shardUrl): a doc where a doc and a
 * listing share a path, as the compiler reports; undefined when the site has no such page.
 */
export function resolveInShard(shard: RouteShard, path: string): ResolvedRoute | undefined {
  let index = shardIndexes.get(shard);
  if (!index) {
    index = {
      docs: new Map(shard.routes.map((r) => [r.path, r])),
      listings: new Map(shard.listings.map((r) => [r.path, r])),
    };
    shardIndexes.set(shard, index);
  }
  const normalized = normalizeSitePath(path);
  const doc = index.docs.get(normalized);
  if (doc) return { kind: 'doc', route: doc };
  const listing = index.listings.get(normalized);
  return listing ? { kind: 'listing', route: listing } : undefined;
}

export function payloadUrl(manifest: Manifest, route: { payload: string }): string {
  return withBase(manifest.site.baseUrl, `/${route.payload}`);
}

/** The address of a sidebar's file; undefined for a page outside every sidebar or a name the manifest lacks. */
export function sidebarUrl(manifest: Manifest, name: string | undefined): string | undefined {
  return sidebarFileUrl(manifest, name === undefined ? undefined : manifest.sidebars[name]);
}

/** Where a sidebar's file or a part of one (relative to the site root) is served. */
export function sidebarFileUrl(manifest: Manifest, file: string | undefined): string | undefined {
  return file === undefined ? undefined : withBase(manifest.site.baseUrl, `/${file}`);
}
