import { createHash } from 'node:crypto';
import type { PageMeta } from './compiled-site.ts';
import type { PrerenderSite } from './prerender.ts';

/**
 * The key of each route's HTML file a build wrote, by the file's path in the site (see ShellKeys), with the file's
 * size: a file left as it is counts its bytes in the build's figures without being statted.
 */
export type ShellKeyMap = Record<string, [key: string, size: number]>;

/**
 * The route HTML files a build that patches its site (see StagedSite) leaves as they are. A route's file is drawn from
 * its payload (named by its hash), the manifest (named by its hash), the viewer's files, its entry in the route table
 * and its sidebar; a hash of those, with docsgen, the config and the options, keys the file (see shellKeyer). When the
 * last build wrote the file under the same key, and the site in place still has it, the file stays unread: at 10,000
 * pages, drawing every route's HTML again, and hashing it to find it unchanged, cost a one-page edit over a second.
 */
export class ShellKeys {
  /** This build's keys, for its stamp; a file drawn again has its size once sized() has read it. */
  readonly keys: ShellKeyMap = {};

  /** `keep`: leaves a file of the site in place as it is, when the site has it (see StagedSite.keep). */
  constructor(
    private readonly previous: Readonly<ShellKeyMap>,
    private readonly keep: (rel: string, size: number) => boolean,
  ) {}

  /** Records the key of the file at `rel`, and says whether the file in place is the one it stands for, kept. */
  reuse(rel: string, key: string): boolean {
    const last = this.previous[rel];
    if (Array.isArray(last) && last[0] === key && this.keep(rel, last[1])) {
      this.keys[rel] = last;
      return true;
    }
    this.keys[rel] = [key, -1];
    return false;
  }

  /** Once the site is in place: the size of each file drawn again, by `sizeOf`; one it cannot tell is not recorded. */
  sized(sizeOf: (rel: string) => number | undefined): void {
    for (const [rel, entry] of Object.entries(this.keys)) {
      if (entry[1] >= 0) continue;
      const size = sizeOf(rel);
      if (size === undefined) delete this.keys[rel];
      else entry[1] = size;
    }
  }
}

/**
 * How a route's HTML file is keyed (see ShellKeys): `context` stands for what every file shares (docsgen, the config,
 * the options, the manifest's file and the viewer's), the page shown for its own head and payload, and its route entry
 * and sidebar for the rest of what the prerendered page reads of the route table.
 */
export function shellKeyer(site: PrerenderSite, context: string): (shown: PageMeta) => string {
  const { table } = site;
  // As the prerender finds a route: a doc's wins over a listing's at the same path.
  const routes = new Map([...table.listings, ...table.routes].map((route) => [route.path, route]));
  const sidebars = new Map<string, string>();
  const sidebarDigest = (name: string) => {
    let digest = sidebars.get(name);
    if (digest === undefined) sidebars.set(name, (digest = hashOf(JSON.stringify(table.sidebars[name] ?? null))));
    return digest;
  };
  // Digested once: the viewer's files it names would be most of every key's text.
  const shared = hashOf(context);
  return (shown) => {
    const route = routes.get(shown.path);
    const sidebar = route?.sidebar === undefined ? null : sidebarDigest(route.sidebar);
    return hashOf(JSON.stringify([shared, shown, route ?? null, sidebar]));
  };
}

const hashOf = (text: string) => createHash('sha1').update(text).digest('base64');
