import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_SHELLS } from '../output/site-paths.ts';

/**
 * The shell that serves a route without a file of its own, by the route's path (baseUrl included), from the build's
 * route-shells.map: the fallback shell's path, or undefined for a path that is no route. Read again when a new build
 * replaces the map, checked at most once a second, so that a burst of requests costs one stat.
 */
export function routeShells(root: string): (sitePath: string) => string | undefined {
  const file = path.join(root, ROUTE_SHELLS);
  let shells: ReadonlyMap<string, string> = new Map();
  let readAt = -Infinity;
  let version = '';
  return (sitePath) => {
    const now = Date.now();
    if (now - readAt >= 1000) {
      readAt = now;
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      const current = stat ? `${stat.ino}:${stat.mtimeMs}:${stat.size}` : '';
      if (current !== version) {
        version = current;
        const lines = current ? fs.readFileSync(file, 'utf8').matchAll(/^(".*") (".*");$/gm) : [];
        shells = new Map([...lines].map((m) => [JSON.parse(m[1]!) as string, JSON.parse(m[2]!) as string]));
      }
    }
    return shells.get(sitePath);
  };
}
