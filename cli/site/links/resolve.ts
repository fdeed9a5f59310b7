import path from 'node:path';
import { basePrefix, normalizeSitePath, pageHref, type UrlSettings } from '../../../format/routes.ts';

/** Where an href leads, once relative paths, ".md" files and ".html" endings are resolved. */
export type LinkTarget =
  | { kind: 'external' }
  /** A site path without baseUrl ("/docs/x"); `hash` is decoded and NFC-normalized ("" when absent). */
  | { kind: 'page'; path: string; hash: string; suffix: string }
  /**
   * A Markdown file that no doc was parsed from: `file` as the writer most likely meant it, and every path that was
   * tried, from the content folder ("/docs/about/x.md"), to tell a draft from a file that is not there.
   */
  | { kind: 'missing-file'; file: string; tried: string[] }
  /** A path with a file extension (an image, a download): the static-files stage checks these. */
  | { kind: 'file'; path: string };

export interface LinkContext {
  /** Route of the page holding the link, or "/" for config links. */
  fromRoute: string;
  /**
   * The URL path the page is served at, when it ends with "/" (see servedUrlPath): relative links resolve from it,
   * as a browser and Docusaurus's broken-link checker resolve them.
   */
  fromUrlPath?: string;
  /** Doc file of the page holding the link, relative to the docs folder. */
  fromRelPath?: string;
  /** Route of each doc by its path relative to the docs folder. */
  routeByRelPath: ReadonlyMap<string, string>;
  baseUrl: string;
  /** The config's `trailingSlash`, which every href to a page follows. */
  trailingSlash?: boolean;
  /** Where a Markdown link is looked up (see MarkdownLookup); the docs' when absent. */
  markdownLookup?: MarkdownLookup;
}

/**
 * Folders named as paths from the content folder ("/" is content/, "/docs" its docs folder). A Markdown link that
 * does not start with "./" or "../" is looked up in `roots` first, then (unless it starts with "/") in the page's own
 * folder: the order of Docusaurus 3.8's resolveMarkdownLinkPathname, whose site folder is our content folder. So
 * `about/intro.md` and `/docs/about/intro.md` both find content/docs/about/intro.md from any doc.
 */
export interface MarkdownLookup {
  /** The folder that routeByRelPath's keys and fromRelPath are relative to. */
  keysFrom: string;
  roots: string[];
  /**
   * The other docs instances' folders, each with its docs' routes by path relative to it: a path found in none of the
   * page's own docs is looked up there, so that a link to another instance's file leads to its page.
   */
  others?: readonly DocsFolderRoutes[];
}

/** A docs folder from the source root ("/community") and the route of each of its docs by path relative to it. */
export interface DocsFolderRoutes {
  keysFrom: string;
  routeByRelPath: ReadonlyMap<string, string>;
}

/** The docs' lookup, for a docs folder named `docsFolder` from the source root ("/docs"). */
export function docsLookup(docsFolder: string): MarkdownLookup {
  return { keysFrom: docsFolder, roots: [docsFolder, '/'] };
}

/**
 * The URL path a page is served at, from which its relative links resolve, as in Docusaurus 3.8.1: with
 * `trailingSlash: true` every URL ends with "/"; with `false` none does; unset, the URL is the route as the docs
 * plugin made it, which ends with "/" for a category index (`index.md`, `README.md`, `guia/guia.md`) and a slug
 * written with one (packages/docusaurus-plugin-content-docs/src/slug.ts). So `./conhecer` in `guia/index.md` is
 * `/docs/guia/conhecer` unless `trailingSlash` is false, where it is `/docs/conhecer`.
 */
export function servedUrlPath(route: string, slashed: boolean, trailingSlash: boolean | undefined): string {
  if (route === '/') return route;
  return (trailingSlash ?? slashed) ? `${route}/` : route;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

const docRoutes = new WeakMap<ReadonlyMap<string, string>, Set<string>>();

/**
 * A path whose last segment has a dot is a file (an image, a download) unless a doc lives there
 * (`release-1.0.md`): built once per compile, whose route table is never changed afterwards.
 */
function docRoutesOf(routeByRelPath: ReadonlyMap<string, string>): Set<string> {
  let routes = docRoutes.get(routeByRelPath);
  if (!routes) docRoutes.set(routeByRelPath, (routes = new Set(routeByRelPath.values())));
  return routes;
}

export function resolveLink(href: string, ctx: LinkContext): LinkTarget {
  if (SCHEME.test(href) || href.startsWith('//')) return { kind: 'external' };
  const hashAt = href.indexOf('#');
  const rawHash = hashAt === -1 ? '' : href.slice(hashAt + 1);
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const rawPath = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt);
  const hash = decodeHash(rawHash);
  const suffix = `${query}${rawHash ? `#${rawHash}` : ''}`;

  if (rawPath === '') return { kind: 'page', path: ctx.fromRoute, hash, suffix };

  const decodedPath = safeDecode(rawPath);
  if (/\.mdx?$/i.test(decodedPath) && ctx.fromRelPath !== undefined)
    return markdownTarget(decodedPath, ctx.fromRelPath, ctx, hash, suffix);

  // As Docusaurus's broken-link checker resolves a link (packages/docusaurus/src/server/brokenLinks.ts: parseURLPath
  // against the page's served path), and as the browser follows it.
  let sitePath = decodedPath.startsWith('/')
    ? decodedPath
    : new URL(decodedPath, `http://site${ctx.fromUrlPath ?? ctx.fromRoute}`).pathname;
  sitePath = safeDecode(sitePath);
  const base = basePrefix(ctx.baseUrl);
  if (base && (sitePath === base || sitePath.startsWith(`${base}/`))) sitePath = sitePath.slice(base.length) || '/';
  sitePath = normalizeSitePath(sitePath);
  const last = sitePath.split('/').pop() ?? '';
  if (last.includes('.') && !docRoutesOf(ctx.routeByRelPath).has(sitePath)) return { kind: 'file', path: sitePath };
  return { kind: 'page', path: sitePath, hash, suffix };
}

function markdownTarget(file: string, fromRelPath: string, ctx: LinkContext, hash: string, suffix: string): LinkTarget {
  // Without a lookup of its own, the docs folder is content/docs: "/docs" from the content folder (a folder, not a route).
  const { keysFrom, roots } = ctx.markdownLookup ?? docsLookup('/docs');
  const own = path.posix.join(keysFrom, path.posix.dirname(fromRelPath));
  const dirs = /^\.\.?\//.test(file) ? [own] : [...roots, ...(file.startsWith('/') ? [] : [own])];
  const tried: string[] = [];
  for (const dir of dirs) {
    const fromContent = path.posix.join(dir, file);
    const key = keyOf(fromContent, keysFrom);
    const route = key === undefined ? undefined : ctx.routeByRelPath.get(key);
    if (route !== undefined) return { kind: 'page', path: route, hash, suffix };
    tried.push(fromContent);
  }
  const elsewhere = inOtherFolder(tried, ctx.markdownLookup?.others ?? []);
  if (elsewhere !== undefined) return { kind: 'page', path: elsewhere, hash, suffix };
  // Named as the writer most likely meant it: beside the page, or from the docs root for "/x.md".
  const meant = file.startsWith('/') ? path.posix.join(keysFrom, file) : path.posix.join(own, file);
  return { kind: 'missing-file', file: keyOf(meant, keysFrom) ?? path.posix.relative(keysFrom, meant), tried };
}

/** The route of the first tried path that is a doc of another docs folder. */
function inOtherFolder(tried: readonly string[], others: readonly DocsFolderRoutes[]): string | undefined {
  for (const fromContent of tried)
    for (const other of others) {
      const key = keyOf(fromContent, other.keysFrom);
      if (key !== undefined && other.routeByRelPath.has(key)) return other.routeByRelPath.get(key);
    }
  return undefined;
}

/** A path from the content folder as a key relative to `keysFrom`, when it lies inside it. */
function keyOf(fromContent: string, keysFrom: string): string | undefined {
  // A joined path is normalized: under `keysFrom`, its key is what follows it (relative() resolves both paths first).
  if (fromContent.startsWith(keysFrom) && fromContent[keysFrom.length] === '/')
    return fromContent.slice(keysFrom.length + 1);
  const key = path.posix.relative(keysFrom, fromContent);
  return key.startsWith('../') || key === '..' ? undefined : key;
}

/** The href the browser gets: baseUrl + route (with the site's trailing slash) + query + hash. */
export function hrefFor(target: LinkTarget, original: string, settings: UrlSettings): string {
  if (target.kind !== 'page') return original;
  return `${pageHref(settings, target.path)}${target.suffix}`;
}

function decodeHash(raw: string): string {
  return safeDecode(raw).normalize('NFC');
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
