import { basePrefix, normalizeSitePath, stripBase } from '../../format/routes.ts';

/**
 * Where a page's Markdown is, relative to the site root: its URL plus `.md`. With `trailingSlash: true` a page's URL
 * is a folder (`/docs/a/intro/`), so its Markdown is that folder's `index.md`, as the page's HTML is its
 * `index.html`. Otherwise (`false`, or unset, where a category index is served at `/docs/guia/`) it is the route
 * plus `.md` (`docs/guia.md`), one name per page whatever its URL ends with. The site root's is `index.md`.
 */
export function markdownFileOf(route: string, trailingSlash: boolean | undefined): string {
  if (route === '/') return 'index.md';
  return trailingSlash ? `${route.slice(1)}/index.md` : `${route.slice(1)}.md`;
}

/** The href of a page's Markdown, baseUrl in front, as the viewer fetches it. */
export function markdownHrefOf(route: string, settings: { baseUrl: string; trailingSlash?: boolean }): string {
  return `${basePrefix(settings.baseUrl)}/${markdownFileOf(route, settings.trailingSlash)}`;
}

export interface SiteUrls {
  /** The site's origin (`url`). */
  url: string;
  baseUrl: string;
  trailingSlash?: boolean;
}

/**
 * How the URLs of one page's Markdown become absolute: on the site's `url` and `baseUrl`, a page that has a Markdown
 * export as that export (its `#hash` kept, and also when written as a full URL of the site, as API descriptions
 * write them), relative URLs from the page's own URL, others as they are.
 */
export function absoluteUrlResolver(
  site: SiteUrls,
  exported: ReadonlySet<string>,
  pageUrl: string,
): (href: string) => string {
  const siteOrigin = new URL(site.url).origin;
  return (href) => {
    const ownOrigin = href.startsWith(`${site.url}/`);
    if (!ownOrigin && (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//'))) return href;
    const absolute = new URL(href, pageUrl);
    if (absolute.origin !== siteOrigin) return absolute.href;
    const route = stripBase(decodeSafely(absolute.pathname), site.baseUrl);
    const page = route === null ? undefined : normalizeSitePath(route);
    if (page !== undefined && exported.has(page)) {
      return `${site.url}${markdownHrefOf(page, site)}${absolute.search}${absolute.hash}`;
    }
    return absolute.href;
  };
}

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
