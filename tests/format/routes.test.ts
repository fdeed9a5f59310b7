import { describe, expect, it } from 'vitest';
import {
  applyTrailingSlash,
  basePrefix,
  baseRoute,
  blogArchiveRoute,
  blogPageRoute,
  blogTagsRoute,
  canonicalSitePath,
  docsTagsRoute,
  isBlogRoute,
  normalizeSitePath,
  pageHref,
  routeUnder,
  SEARCH_ROUTE,
  stripBase,
  withBase,
} from '../../format/routes.ts';

const routes = { docs: '/docs', blog: '/blog' };
const atRoot = { docs: '/', blog: '/novidades' };

describe('base routes', () => {
  it('reads a routeBasePath as Docusaurus writes it, with or without its slashes', () => {
    for (const form of ['docs', '/docs', 'docs/', '/docs/', '//docs//']) expect(baseRoute(form), form).toBe('/docs');
    expect(baseRoute('guias/api')).toBe('/guias/api');
    for (const form of ['/', '', '//']) expect(baseRoute(form), form).toBe('/');
  });

  it('puts routes under a base, the site root included', () => {
    expect(routeUnder('/docs', 'tags')).toBe('/docs/tags');
    expect(routeUnder('/', 'tags')).toBe('/tags');
    expect(routeUnder('/blog', '')).toBe('/blog');
  });

  it('names the search page', () => {
    expect(SEARCH_ROUTE).toBe('/search');
  });

  it('builds tag pages under the docs and the blog, wherever they are served', () => {
    expect(docsTagsRoute(routes)).toBe('/docs/tags');
    expect(docsTagsRoute(routes, 'api')).toBe('/docs/tags/api');
    expect(blogTagsRoute(routes)).toBe('/blog/tags');
    expect(blogTagsRoute(routes, 'novidades')).toBe('/blog/tags/novidades');
    expect(docsTagsRoute(atRoot)).toBe('/tags');
    expect(docsTagsRoute(atRoot, 'api')).toBe('/tags/api');
    expect(blogTagsRoute(atRoot, 'x')).toBe('/novidades/tags/x');
    // An empty slug is still a tag's page, not the list of tags.
    expect(docsTagsRoute(routes, '')).toBe('/docs/tags/');
  });

  it("numbers the blog's list pages from its own route, and puts its archive under it", () => {
    expect(blogPageRoute(routes, 1)).toBe('/blog');
    expect(blogPageRoute(routes, 2)).toBe('/blog/page/2');
    expect(blogPageRoute(routes, 10)).toBe('/blog/page/10');
    expect(blogPageRoute(atRoot, 2)).toBe('/novidades/page/2');
    expect(blogArchiveRoute(routes)).toBe('/blog/archive');
    expect(blogArchiveRoute({ docs: '/docs', blog: '/' })).toBe('/archive');
  });

  it("tells the blog's routes from ones that only start with its letters", () => {
    for (const route of ['/blog', '/blog/page/2', '/blog/tags/x', '/blog/archive', '/blog/2024/post'])
      expect(isBlogRoute(routes, route), route).toBe(true);
    for (const route of ['/blogs', '/blog-post', '/docs/blog', '/', ''])
      expect(isBlogRoute(routes, route), route).toBe(false);
    expect(isBlogRoute({ docs: '/docs', blog: '/' }, '/2024/01/02/x')).toBe(true);
  });
});

describe('trailingSlash', () => {
  it("adds, removes or keeps the slash as Docusaurus's applyTrailingSlash does, never on the site root", () => {
    expect(applyTrailingSlash('/docs/a', true)).toBe('/docs/a/');
    expect(applyTrailingSlash('/docs/a/', true)).toBe('/docs/a/');
    expect(applyTrailingSlash('/docs/a/', false)).toBe('/docs/a');
    expect(applyTrailingSlash('/docs/a', false)).toBe('/docs/a');
    expect(applyTrailingSlash('/docs/a/', undefined)).toBe('/docs/a/');
    expect(applyTrailingSlash('/docs/a', undefined)).toBe('/docs/a');
    expect(applyTrailingSlash('/', false)).toBe('/');
    expect(applyTrailingSlash('/portal/', false, '/portal/')).toBe('/portal/');
  });

  it('writes hrefs with baseUrl and the slash the site asks for', () => {
    expect(pageHref({ baseUrl: '/' }, '/docs/a')).toBe('/docs/a');
    expect(pageHref({ baseUrl: '/', trailingSlash: true }, '/docs/a')).toBe('/docs/a/');
    expect(pageHref({ baseUrl: '/portal/', trailingSlash: true }, '/docs/a')).toBe('/portal/docs/a/');
    expect(pageHref({ baseUrl: '/portal/', trailingSlash: true }, '/')).toBe('/portal/');
    expect(pageHref({ baseUrl: '/portal/', trailingSlash: false }, '/')).toBe('/portal/');
    expect(pageHref({ baseUrl: '/', trailingSlash: false }, '/docs/a')).toBe('/docs/a');
  });

  it("shows a path in the address bar as the site's canonical form", () => {
    expect(canonicalSitePath('/docs/a', true)).toBe('/docs/a/');
    expect(canonicalSitePath('/docs/a/index.html', true)).toBe('/docs/a/');
    expect(canonicalSitePath('/docs/a/', false)).toBe('/docs/a');
    expect(canonicalSitePath('/docs/a.html', false)).toBe('/docs/a');
    expect(canonicalSitePath('/docs/a/', undefined)).toBe('/docs/a');
    expect(canonicalSitePath('/', true)).toBe('/');
  });
});

describe('baseUrl', () => {
  it('drops the trailing slash, so a route can be appended', () => {
    expect(basePrefix('/')).toBe('');
    expect(basePrefix('/portal/')).toBe('/portal');
    expect(basePrefix('/a/b/')).toBe('/a/b');
    expect(basePrefix('/portal')).toBe('/portal');
  });

  it('puts baseUrl in front of a route', () => {
    expect(withBase('/', '/docs/x')).toBe('/docs/x');
    expect(withBase('/portal/', '/docs/x')).toBe('/portal/docs/x');
    expect(withBase('/portal', '/docs/x')).toBe('/portal/docs/x');
    expect(withBase('/portal/', '/')).toBe('/portal/');
    expect(withBase('/', '/')).toBe('/');
  });

  it('takes baseUrl off an href under it, and withBase undoes it', () => {
    for (const route of ['/', '/docs', '/docs/a/b', '/blog/page/2'])
      expect(stripBase(withBase('/portal/', route), '/portal/')).toBe(route);
    expect(stripBase('/a/b/c', '/a/b/')).toBe('/c');
  });

  it('reads baseUrl itself, with or without its slash, as the home route', () => {
    expect(stripBase('/portal', '/portal/')).toBe('/');
    expect(stripBase('/portal/', '/portal/')).toBe('/');
  });

  it('answers null for an href outside baseUrl, even one that starts with its letters', () => {
    expect(stripBase('/docs', '/portal/')).toBeNull();
    expect(stripBase('/portalx/docs', '/portal/')).toBeNull();
    expect(stripBase('/Portal/docs', '/portal/')).toBeNull();
    expect(stripBase('/a/docs', '/a/b/')).toBeNull();
  });

  it('keeps every href when baseUrl is the root', () => {
    expect(stripBase('/docs', '/')).toBe('/docs');
    expect(stripBase('/', '/')).toBe('/');
  });
});

describe('normalizeSitePath', () => {
  it('names a page the same with or without index.html, .html and a trailing slash', () => {
    for (const form of [
      '/docs/a',
      '/docs/a/',
      '/docs/a.html',
      '/docs/a.htm',
      '/docs/a/index.html',
      '/docs/a/index.htm',
      '/docs/a/INDEX.HTML',
      '/docs/a.HTML',
    ])
      expect(normalizeSitePath(form), form).toBe('/docs/a');
  });

  it('brings the home page to "/"', () => {
    for (const form of ['/', '', '//', '///', '/index.html', '/index.htm'])
      expect(normalizeSitePath(form), form).toBe('/');
  });

  it('collapses repeated slashes', () => {
    expect(normalizeSitePath('/docs//a///b')).toBe('/docs/a/b');
    expect(normalizeSitePath('//docs/a/')).toBe('/docs/a');
  });

  it('keeps other dots: versions and file-like names are routes of their own', () => {
    expect(normalizeSitePath('/docs/v1.2')).toBe('/docs/v1.2');
    expect(normalizeSitePath('/docs/a.b')).toBe('/docs/a.b');
    expect(normalizeSitePath('/docs/htmlx')).toBe('/docs/htmlx');
    expect(normalizeSitePath('/docs/a.html5')).toBe('/docs/a.html5');
  });

  it('is idempotent', () => {
    for (const form of ['/docs/a/index.html', '//x//', '/a.html', '/'])
      expect(normalizeSitePath(normalizeSitePath(form))).toBe(normalizeSitePath(form));
  });
});
