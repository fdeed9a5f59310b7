/**
 * Routes and URLs, as both the compiler and the viewer write them. A route
 * ("site path") is a path without baseUrl, such as "/docs/about/intro"; an
 * href is the same path with baseUrl in front, as every link in the site
 * format carries it. Every fixed route lives here, so that a configurable
 * docs route (`routeBasePath`) changes one place.
 */

/** Where the docs live; the main doc is shown here unless a doc has this route of its own. */
export const DOCS_ROUTE = '/docs';
/** The blog's first list page; posts, tags and the archive live under it. */
export const BLOG_ROUTE = '/blog';
/** The search page's route: the compiler writes its shell there, and the viewer draws it. */
export const SEARCH_ROUTE = '/search';

/**
 * A category's generated index page: `slug` (Docusaurus's default is "/category/<label, slugified>") under the docs
 * route, as Docusaurus joins them.
 */
export const docsCategoryRoute = (slug: string, docsRoute: string = DOCS_ROUTE): string => {
  const joined = `${docsRoute}/${slug}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
};

/** The page listing every tag of the docs, and one tag's page under it. */
export const docsTagsRoute = (tagSlug?: string): string => (tagSlug === undefined ? `${DOCS_ROUTE}/tags` : `${DOCS_ROUTE}/tags/${tagSlug}`);
/** The page listing every tag of the blog, and one tag's page under it. */
export const blogTagsRoute = (tagSlug?: string): string => (tagSlug === undefined ? `${BLOG_ROUTE}/tags` : `${BLOG_ROUTE}/tags/${tagSlug}`);
/** The blog's archive: every post by year. */
export const BLOG_ARCHIVE_ROUTE = `${BLOG_ROUTE}/archive`;
/** The blog's list page `n` (1 is the blog's own route). */
export const blogPageRoute = (n: number): string => (n === 1 ? BLOG_ROUTE : `${BLOG_ROUTE}/page/${n}`);
/** Whether a route is the blog's or one of its pages'. */
export const isBlogRoute = (route: string): boolean => route === BLOG_ROUTE || route.startsWith(`${BLOG_ROUTE}/`);

/** baseUrl without its trailing slash ("/" gives ""), ready to have a route appended. */
export function basePrefix(baseUrl: string): string {
  return baseUrl.replace(/\/$/, '');
}

/** The href of a route: "/docs/x" under baseUrl "/portal/" is "/portal/docs/x". */
export function withBase(baseUrl: string, route: string): string {
  return `${basePrefix(baseUrl)}${route}`;
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
