/**
 * The route table in shards: which shard holds a route is computed from the route's path alone, with the two
 * constant-size fields of the manifest's `routes`, so that resolving any URL (a direct load, a client-side
 * navigation, a prefetch, the not-found decision) fetches at most one shard, and the manifest does not grow with
 * the site. The compiler and the viewer both run this file.
 */
import type { RouteShardsRef } from './site-format.ts';

/** Routes per shard the compiler aims at, on average; shards hold between half of it and about as many. */
export const ROUTES_PER_SHARD = 64;

/**
 * How many shards a table of `routeCount` routes is split into: a power of two, so that the count changes (and
 * routes move between shards) only when the site doubles or halves, not with every page added.
 */
export function routeShardCount(routeCount: number, perShard = ROUTES_PER_SHARD): number {
  const wanted = Math.ceil(routeCount / Math.max(1, perShard));
  let count = 1;
  while (count < wanted) count *= 2;
  return count;
}

/**
 * The shard of a normalised site path (without baseUrl, as `normalizeSitePath` gives it): FNV-1a over its UTF-16
 * code units, modulo the count. Stable across builds and machines: it depends on nothing but the path and the count.
 */
export function routeShardIndex(path: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) {
    hash ^= path.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % count;
}

/** The file of shard `index`, relative to the site root. */
export function routeShardFileAt(ref: RouteShardsRef, index: number): string {
  return `${ref.prefix}${index}.json`;
}

/** The file of the shard that holds a normalised site path, relative to the site root. */
export function routeShardFile(ref: RouteShardsRef, path: string): string {
  return routeShardFileAt(ref, routeShardIndex(path, ref.count));
}
