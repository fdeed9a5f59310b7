import { FORMAT_VERSION, type ListingRoute, type RouteEntry, type RouteShard, type RouteShardsRef, type SidebarFile, type SidebarItem } from '../../format/site-format.ts';
import { ROUTES_PER_SHARD, routeShardCount, routeShardFileAt, routeShardIndex } from '../../format/route-shards.ts';
import { contentHash } from '../util/content-hash.ts';
import { safeFileStem } from './payload.ts';

/** Everything that grows with the site's pages, which the manifest only points at: every route and every sidebar. */
export interface RouteTable {
  /** The docs' routes, /docs among them. */
  routes: RouteEntry[];
  /** Blog posts and lists, tag pages, category indexes, standalone pages. */
  listings: ListingRoute[];
  /** Sidebars by name, as declared in `docs.config.json`. */
  sidebars: Record<string, SidebarItem[]>;
}

/** The route table as files, and what the manifest says about them. */
export interface RouteTableFiles {
  routes: RouteShardsRef;
  /** Each sidebar's file by the sidebar's name. */
  sidebars: Record<string, string>;
  /** Shards and sidebar files by path relative to the site root. */
  files: Map<string, string>;
}

/**
 * Tests set `DOCSGEN_ROUTES_PER_SHARD` to split a small fixture into several shards (tests/e2e/route-shards.spec.ts);
 * no site needs it, so it is no config key.
 */
function routesPerShard(): number {
  const fromTests = Number(process.env.DOCSGEN_ROUTES_PER_SHARD);
  return Number.isInteger(fromTests) && fromTests > 0 ? fromTests : ROUTES_PER_SHARD;
}

/**
 * Splits the route table into shards by path (format/route-shards.ts) and writes each sidebar to its own file. With
 * `stableNames` (watch mode, served with no-cache) the names stay the same from one rebuild to the next; otherwise
 * shards share a build id, a hash of all of them, and sidebars are named by their content, so all may be cached
 * for good.
 */
export function routeTableFiles(table: RouteTable, stableNames: boolean, perShard = routesPerShard()): RouteTableFiles {
  const count = routeShardCount(table.routes.length + table.listings.length, perShard);
  const shards: RouteShard[] = Array.from({ length: count }, () => ({ formatVersion: FORMAT_VERSION, routes: [], listings: [] }));
  for (const route of table.routes) shards[routeShardIndex(route.path, count)]!.routes.push(route);
  for (const listing of table.listings) shards[routeShardIndex(listing.path, count)]!.listings.push(listing);
  const texts = shards.map((shard) => JSON.stringify(shard));
  const routes: RouteShardsRef = { count, prefix: stableNames ? 'routes/' : `routes/${contentHash(texts.join('\n'))}-` };
  const files = new Map(texts.map((json, index) => [routeShardFileAt(routes, index), json]));
  const sidebars: Record<string, string> = {};
  for (const [name, items] of Object.entries(table.sidebars)) {
    const json = JSON.stringify({ formatVersion: FORMAT_VERSION, items } satisfies SidebarFile);
    const stem = `sidebars/${safeFileStem(name)}`;
    const file = stableNames ? `${stem}.json` : `${stem}.${contentHash(json)}.json`;
    sidebars[name] = file;
    files.set(file, json);
  }
  return { routes, sidebars, files };
}
