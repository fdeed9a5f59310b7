import {
  FORMAT_VERSION,
  type ListingRoute,
  type RouteEntry,
  type RouteShard,
  type RouteShardsRef,
  type SidebarFile,
  type SidebarItem,
} from '../../format/site-format.ts';
import { ROUTES_PER_SHARD, routeShardCount, routeShardFileAt, routeShardIndex } from '../../format/route-shards.ts';
import { sizeFromEnv } from '../util/size-from-env.ts';
import { safeFileStem, siteJsonFileName } from '../util/site-file-names.ts';

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
  /** The shards' files, which keep their names from one build to the next: revalidated, never cached for good. */
  shardFiles: string[];
  /** For a page of a split sidebar, the file of the part that holds its entry, by the page's path. */
  sidebarParts: Map<string, string>;
}

/** A sidebar whose file would be larger than this (in characters of JSON) is split: see splitSidebar. */
export const SIDEBAR_SPLIT_CHARS = 16_000;

/** A collapsed category of a split sidebar whose items' JSON is longer than this is cut into windows: see categoryWindows. */
export const SIDEBAR_WINDOW_CHARS = 4_000;

/** Tests set `DOCSGEN_ROUTES_PER_SHARD` to split a small fixture into several shards (tests/e2e/route-shards.spec.ts). */
function routesPerShard(): number {
  return sizeFromEnv('DOCSGEN_ROUTES_PER_SHARD', ROUTES_PER_SHARD);
}

/**
 * Splits the route table into shards by path (format/route-shards.ts) and writes each sidebar to its own file. The
 * shards keep their names (`routes/<n>.json`) from one build to the next and are revalidated: a page's payload name is
 * in its shard, so a shard named by content would change with every edit, and with it every shell that preloads one.
 * Sidebars are named by their content, so that they may be cached for good, unless `stableNames` (watch mode, served
 * with no-cache), which keeps their names from one rebuild to the next.
 */
export function routeTableFiles(
  table: RouteTable,
  stableNames: boolean,
  hrefOf: (path: string) => string,
  perShard = routesPerShard(),
): RouteTableFiles {
  const files = new Map<string, string>();
  const fileFor = (stem: string, json: string) => {
    const file = siteJsonFileName(stem, json, stableNames);
    files.set(file, json);
    return file;
  };
  const sidebars: Record<string, string> = {};
  /** The part of each split sidebar's pages, by sidebar name and href. */
  const partOf = new Map<string, Map<string, string>>();
  for (const [name, items] of Object.entries(table.sidebars)) {
    const stem = `sidebars/${safeFileStem(name)}`;
    const split = splitSidebar(items, {
      name: (suffix, json) => siteJsonFileName(`${stem}/${suffix}`, json, stableNames),
      put: (file, json) => files.set(file, json),
    });
    if (split.parts.size) partOf.set(name, split.parts);
    sidebars[name] = fileFor(stem, sidebarJson(split.items));
  }
  const sidebarParts = new Map<string, string>();
  const withPart = <T extends { path: string; sidebar?: string }>(route: T): T => {
    const part = route.sidebar === undefined ? undefined : partOf.get(route.sidebar)?.get(hrefOf(route.path));
    if (part === undefined) return route;
    sidebarParts.set(route.path, part);
    return { ...route, sidebarPart: part };
  };
  const count = routeShardCount(table.routes.length + table.listings.length, perShard);
  const shards: RouteShard[] = Array.from({ length: count }, () => ({
    formatVersion: FORMAT_VERSION,
    routes: [],
    listings: [],
  }));
  for (const route of table.routes) shards[routeShardIndex(route.path, count)]!.routes.push(withPart(route));
  for (const listing of table.listings) shards[routeShardIndex(listing.path, count)]!.listings.push(withPart(listing));
  const texts = shards.map((shard) => JSON.stringify(shard));
  const routes: RouteShardsRef = { count, prefix: 'routes/' };
  const shardFiles = texts.map((json, index) => {
    const file = routeShardFileAt(routes, index);
    files.set(file, json);
    return file;
  });
  return { routes, sidebars, files, shardFiles, sidebarParts };
}

const sidebarJson = (items: SidebarItem[]) =>
  JSON.stringify({ formatVersion: FORMAT_VERSION, items } satisfies SidebarFile);

/** Where a split sidebar's parts go: `name` gives the file of part `<stem>/<suffix>` named by the hash of `json`, `put` writes it. */
interface PartFiles {
  name(suffix: string, json: string): string;
  put(file: string, json: string): void;
}

/** The hrefs of the pages an item list holds (a `ref` is not its doc's place). */
const hrefsIn = (list: SidebarItem[]): string[] =>
  list.flatMap((item) =>
    item.type === 'link'
      ? item.ref
        ? []
        : [item.href]
      : item.type === 'category'
        ? [...(item.href ? [item.href] : []), ...hrefsIn(item.items)]
        : [],
  );

/**
 * A large sidebar as a root and parts: each collapsed top-level category's items go to a file of their own, which the
 * viewer loads when the category opens or holds the page shown, so that a page of a 2,500-page sidebar loads the top
 * level and one category, not all of it. A sidebar under SIDEBAR_SPLIT_CHARS stays whole. Returns the root's items and
 * the part of each href found in a part.
 *
 * A collapsed category made of categories (a generated API reference: one category holding a category per tag) keeps
 * its categories in the root, each with its items in a part of its own, when that fits the root's size: a page then
 * loads its tag's links, where windows of the whole category loaded the tags around it too (13 files, 13.9 KB of
 * brotli for GitHub's emojis-get, against 5 KB for a page of a category of links).
 */
function splitSidebar(items: SidebarItem[], files: PartFiles): { items: SidebarItem[]; parts: Map<string, string> } {
  const parts = new Map<string, string>();
  if (sidebarJson(items).length <= SIDEBAR_SPLIT_CHARS) return { items, parts };
  return { items: splitItems(items, '', files, parts), parts };
}

function splitItems(items: SidebarItem[], prefix: string, files: PartFiles, parts: Map<string, string>): SidebarItem[] {
  return items.map((item, index): SidebarItem => {
    // An open category shows its items at once: only a collapsed one may wait for the reader to open it.
    if (item.type !== 'category' || !item.collapsed || !item.items.length) return item;
    const key = `${prefix}${index}`;
    if (item.items.some((child) => child.type === 'category' && child.collapsed && child.items.length)) {
      // Tried on a scratch list of parts: a category kept in the root writes its children's parts only if it fits.
      const nested = new Map<string, string>();
      const written: [string, string][] = [];
      const inline = splitItems(item.items, `${key}_`, { ...files, put: (f, json) => written.push([f, json]) }, nested);
      if (sidebarJson(inline).length <= SIDEBAR_SPLIT_CHARS) {
        for (const [file, json] of written) files.put(file, json);
        for (const [href, file] of nested) if (!parts.has(href)) parts.set(href, file);
        return { ...item, items: inline };
      }
    }
    const windows = categoryWindows(item.items, key, files);
    for (const { file, items: held } of windows)
      for (const href of hrefsIn(held)) if (!parts.has(href)) parts.set(href, file);
    return { ...item, items: [], itemsFile: windows[0]!.file };
  });
}

/**
 * The items of a category over SIDEBAR_WINDOW_CHARS, cut into windows of about that size (a nested category stays whole in
 * one), so that a page loads its own window and not the category's hundreds of pages: 316 links were 7 KB of brotli at
 * 100,000 pages, against 1.8 KB for 31 at 1,000. Each window names its neighbours and how many items lie beyond them,
 * which the viewer shows as room to scroll and loads as it comes into view. Every window is named by the hash of the
 * whole category (`<index>-<k>.<hash>.json`), so a window can name the next before it is written. A shorter category is
 * one file, `<index>.<hash>.json`.
 */
function categoryWindows(
  items: SidebarItem[],
  index: string,
  files: PartFiles,
): { file: string; items: SidebarItem[] }[] {
  const whole = sidebarJson(items);
  const groups = windowGroups(items);
  if (groups.length === 1) {
    const file = files.name(index, whole);
    files.put(file, whole);
    return [{ file, items }];
  }
  const names = groups.map((_, k) => files.name(`${index}-${k}`, whole));
  let before = 0;
  return groups.map((group, k) => {
    const after = items.length - before - group.length;
    const file: SidebarFile = {
      formatVersion: FORMAT_VERSION,
      ...(k > 0 ? { first: names[0]!, before: { file: names[k - 1]!, count: before } } : {}),
      items: group,
      ...(after > 0 ? { after: { file: names[k + 1]!, count: after } } : {}),
    };
    before += group.length;
    files.put(names[k]!, JSON.stringify(file));
    return { file: names[k]!, items: group };
  });
}

/**
 * Items cut into groups of at most SIDEBAR_WINDOW_CHARS of JSON, in order; a last group under a quarter of that joins
 * the one before, so a category just over the size is one file rather than a window and a scrap.
 */
function windowGroups(items: SidebarItem[]): SidebarItem[][] {
  const groups: { items: SidebarItem[]; chars: number }[] = [{ items: [], chars: 0 }];
  for (const item of items) {
    const size = JSON.stringify(item).length + 1;
    const last = groups.at(-1)!;
    if (last.chars + size > SIDEBAR_WINDOW_CHARS && last.items.length) groups.push({ items: [item], chars: size });
    else {
      last.items.push(item);
      last.chars += size;
    }
  }
  const last = groups.at(-1)!;
  if (groups.length > 1 && last.chars < SIDEBAR_WINDOW_CHARS / 4) groups.at(-2)!.items.push(...groups.pop()!.items);
  return groups.map((group) => group.items);
}
