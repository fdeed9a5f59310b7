import path from 'node:path';
import { normalizeSitePath } from '../site-format.ts';

/** Where an href leads, once relative paths, ".md" files and ".html" endings are resolved. */
export type LinkTarget =
  | { kind: 'external' }
  /** A site path without baseUrl ("/docs/x"); `hash` is decoded and NFC-normalized ("" when absent). */
  | { kind: 'page'; path: string; hash: string; suffix: string }
  /** A Markdown file that no doc was parsed from. */
  | { kind: 'missing-file'; file: string }
  /** A path with a file extension (an image, a download): the static-files stage checks these. */
  | { kind: 'file'; path: string };

export interface LinkContext {
  /** Route of the page holding the link, or "/" for config links. */
  fromRoute: string;
  /** Doc file of the page holding the link, relative to the docs folder. */
  fromRelPath?: string;
  /** Route of each doc by its path relative to the docs folder. */
  routeByRelPath: ReadonlyMap<string, string>;
  baseUrl: string;
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
  if (/\.mdx?$/i.test(decodedPath) && ctx.fromRelPath !== undefined) {
    const relPath = decodedPath.startsWith('/')
      ? decodedPath.slice(1)
      : path.posix.normalize(path.posix.join(path.posix.dirname(ctx.fromRelPath), decodedPath));
    const route = ctx.routeByRelPath.get(relPath);
    return route === undefined ? { kind: 'missing-file', file: relPath } : { kind: 'page', path: route, hash, suffix };
  }

  let sitePath = decodedPath.startsWith('/') ? decodedPath : new URL(decodedPath, `http://site${ctx.fromRoute}`).pathname;
  sitePath = safeDecode(sitePath);
  const base = ctx.baseUrl.replace(/\/$/, '');
  if (base && (sitePath === base || sitePath.startsWith(`${base}/`))) sitePath = sitePath.slice(base.length) || '/';
  sitePath = normalizeSitePath(sitePath);
  const last = sitePath.split('/').pop() ?? '';
  if (last.includes('.') && !docRoutesOf(ctx.routeByRelPath).has(sitePath)) return { kind: 'file', path: sitePath };
  return { kind: 'page', path: sitePath, hash, suffix };
}

/** The href the browser gets: baseUrl + route + query + hash. */
export function hrefFor(target: LinkTarget, original: string, baseUrl: string): string {
  if (target.kind !== 'page') return original;
  return `${baseUrl.replace(/\/$/, '')}${target.path}${target.suffix}`;
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
