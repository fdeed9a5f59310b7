import fs from 'node:fs';
import path from 'node:path';
import type { ListingRoute, Manifest, RouteEntry, RouteShard } from '../../format/site-format.ts';
import { routeShardFileAt } from '../../format/route-shards.ts';

/** A built site's manifest, and its whole route table read back from every shard. */
export function builtRoutes(siteDir: string): {
  manifest: Manifest;
  manifestFile: string;
  routes: RouteEntry[];
  listings: ListingRoute[];
} {
  const manifestFile = fs.readdirSync(siteDir).find((f) => /^manifest\.[0-9a-f]+\.json$/.test(f))!;
  const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, manifestFile), 'utf8')) as Manifest;
  const shards = Array.from(
    { length: manifest.routes.count },
    (_, i) =>
      JSON.parse(fs.readFileSync(path.join(siteDir, routeShardFileAt(manifest.routes, i)), 'utf8')) as RouteShard,
  );
  return {
    manifest,
    manifestFile,
    routes: shards.flatMap((s) => s.routes),
    listings: shards.flatMap((s) => s.listings),
  };
}
