/**
 * Routes and URLs, as both the compiler and the viewer write them. A route
 * ("site path") is a path without baseUrl and without a trailing slash, such
 * as "/docs/about/intro"; an href is the URL a reader follows: baseUrl in
 * front, and a trailing slash as the site's `trailingSlash` asks. The docs'
 * and the blog's base routes come from the config (`routeBasePath`) and
 * reach the viewer in the manifest; every route under them is built here.
 */

/** The search page's route: the compiler writes its shell there, and the viewer draws it. */
export const SEARCH_ROUTE = '/search';

/** Where the docs and the blog live, e.g. `{ docs: '/docs', blog: '/blog' }`; either may be "/". */
export interface BaseRoutes {
  docs: string;
  blog: string;
}

/** How hrefs are written: baseUrl in front, and Docusaurus's `trailingSlash` (true, false, or unset). */
export interface UrlSettings {
  baseUrl: string;
  trailingSlash?: boolean;
}

/**
 * A `routeBasePath` as Docusaurus takes it ("docs", "/docs/", "/") as a route: "/docs", or "/" for the site root.
 */
export function baseRoute(routeBasePath: string): string {
  const trimmed = routeBasePath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '/';
}

/** A route under a base route: ("/docs", "tags") is "/docs/tags", ("/", "tags") is "/tags". */
export function routeUnder(base: string, sub: string): string {
  if (!sub) return base;
  return base === '/' ? `/${sub}` : `${base}/${sub}`;
}

/**
 * A category's generated index page: `slug` (Docusaurus's default is "/category/<label, slugified>") under the docs
 * route, as Docusaurus joins them.
 */
export const docsCategoryRoute = (slug: string, docsRoute: string): string => {
  const joined = `${docsRoute}/${slug}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
};

/** The page listing every tag of the docs, and one tag's page under it. */
export const docsTagsRoute = (routes: BaseRoutes, tagSlug?: string): string =>
  tagSlug === undefined ? routeUnder(routes.docs, 'tags') : routeUnder(routes.docs, `tags/${tagSlug}`);
/** The page listing every tag of the blog, and one tag's page under it. */
export const blogTagsRoute = (routes: BaseRoutes, tagSlug?: string): string =>
  tagSlug === undefined ? routeUnder(routes.blog, 'tags') : routeUnder(routes.blog, `tags/${tagSlug}`);
/** The blog's archive: every post by year. */
export const blogArchiveRoute = (routes: BaseRoutes): string => routeUnder(routes.blog, 'archive');
/** The blog's list page `n` (1 is the blog's own route). */
export const blogPageRoute = (routes: BaseRoutes, n: number): string =>
  n === 1 ? routes.blog : routeUnder(routes.blog, `page/${n}`);
/** Whether a route is the blog's or one of its pages'. A blog at "/" holds every route. */
export const isBlogRoute = (routes: BaseRoutes, route: string): boolean =>
  routes.blog === '/' || route === routes.blog || route.startsWith(`${routes.blog}/`);

/** baseUrl without its trailing slash ("/" gives ""), ready to have a route appended. */
export function basePrefix(baseUrl: string): string {
  return baseUrl.replace(/\/$/, '');
}

/** The href of a route: "/docs/x" under baseUrl "/portal/" is "/portal/docs/x". */
export function withBase(baseUrl: string, route: string): string {
  return `${basePrefix(baseUrl)}${route}`;
}

/**
 * A URL path with the site's trailing slash, as Docusaurus 3.8.1's `applyTrailingSlash`
 * (packages/docusaurus-utils-common/src/applyTrailingSlash.ts): `true` adds one, `false` removes it, unset leaves
 * the path as written; the site root ("/", or baseUrl itself) never changes.
 */
export function applyTrailingSlash(urlPath: string, trailingSlash: boolean | undefined, baseUrl = '/'): string {
  if (trailingSlash === undefined || urlPath === '/' || urlPath === baseUrl) return urlPath;
  if (trailingSlash) return urlPath.endsWith('/') ? urlPath : `${urlPath}/`;
  return urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
}

/** The href a reader follows to a route: baseUrl in front, the trailing slash the site asks for. */
export function pageHref(settings: UrlSettings, route: string): string {
  return applyTrailingSlash(withBase(settings.baseUrl, route), settings.trailingSlash, settings.baseUrl);
}

/** The route of an href, or null when the href is outside baseUrl. */
export function stripBase(href: string, baseUrl: string): string | null {
  const base = basePrefix(baseUrl);
  if (!base) return href;
  if (href === base) return '/';
  return href.startsWith(`${base}/`) ? href.slice(base.length) : null;
}

/**
 * How a URL path names a route, on both sides: "/a/index.html" and "/a.html"
 * name "/a", and a trailing slash is dropped.
 */
export function normalizeSitePath(sitePath: string): string {
  let p = sitePath.replace(/\/{2,}/g, '/');
  p = p.replace(/\/index\.html?$/i, '/').replace(/\.html?$/i, '');
  if (p.length > 1) p = p.replace(/\/$/, '');
  return p || '/';
}

/** The address a viewer shows for a path: its route, with the trailing slash the site asks for (none when unset). */
export function canonicalSitePath(sitePath: string, trailingSlash: boolean | undefined): string {
  return applyTrailingSlash(normalizeSitePath(sitePath), trailingSlash === true);
}
