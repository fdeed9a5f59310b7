import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_SHELLS } from '../output/site-paths.ts';

/**
 * One of the map files a build writes at its root (`"<key>" <value>;` lines, as nginx's `map` reads them), parsed by
 * `parse`, read again when a new build replaces it: checked at most once a second, so that a burst of requests costs
 * one stat.
 */
function siteMap<T>(root: string, name: string, parse: (lines: RegExpMatchArray[]) => T): () => T {
  const file = path.join(root, name);
  let parsed = parse([]);
  let readAt = -Infinity;
  let version = '';
  return () => {
    const now = Date.now();
    if (now - readAt < 1000) return parsed;
    readAt = now;
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    const current = stat ? `${stat.ino}:${stat.mtimeMs}:${stat.size}` : '';
    if (current !== version) {
      version = current;
      parsed = parse(current ? [...fs.readFileSync(file, 'utf8').matchAll(/^(".*") (.*);$/gm)] : []);
    }
    return parsed;
  };
}

/** The paths (baseUrl included) the build listed in hashed-files.map or sandboxed-files.map. */
export function listedFiles(root: string, name: string): () => ReadonlySet<string> {
  return siteMap(root, name, (lines) => new Set(lines.map((m) => JSON.parse(m[1]!) as string)));
}

/**
 * The shell that serves a route without a file of its own, by the route's path (baseUrl included), from the build's
 * route-shells.map: the fallback shell's path, or undefined for a path that is no route.
 */
export function routeShells(root: string): (sitePath: string) => string | undefined {
  const shells = siteMap(
    root,
    ROUTE_SHELLS,
    (lines) => new Map(lines.map((m) => [JSON.parse(m[1]!) as string, JSON.parse(m[2]!) as string])),
  );
  return (sitePath) => shells().get(sitePath);
}
