import { describe, expect, it } from 'vitest';
import {
  BLOG_ARCHIVE_ROUTE,
  BLOG_ROUTE,
  basePrefix,
  blogPageRoute,
  blogTagsRoute,
  DOCS_ROUTE,
  docsTagsRoute,
  isBlogRoute,
  normalizeSitePath,
  SEARCH_ROUTE,
  stripBase,
  withBase,
} from '../../format/routes.ts';

describe('fixed routes', () => {
  it('names the docs, the blog and the search page as the site has them', () => {
    expect([DOCS_ROUTE, BLOG_ROUTE, SEARCH_ROUTE, BLOG_ARCHIVE_ROUTE]).toEqual(['/docs', '/blog', '/search', '/blog/archive']);
  });

  it('builds tag pages under the docs and the blog', () => {
    expect(docsTagsRoute()).toBe('/docs/tags');
    expect(docsTagsRoute('api')).toBe('/docs/tags/api');
    expect(blogTagsRoute()).toBe('/blog/tags');
    expect(blogTagsRoute('novidades')).toBe('/blog/tags/novidades');
    // An empty slug is still a tag's page, not the list of tags.
    expect(docsTagsRoute('')).toBe('/docs/tags/');
  });

  it("numbers the blog's list pages from its own route", () => {
    expect(blogPageRoute(1)).toBe('/blog');
    expect(blogPageRoute(2)).toBe('/blog/page/2');
    expect(blogPageRoute(10)).toBe('/blog/page/10');
  });

  it("tells the blog's routes from ones that only start with its letters", () => {
    for (const route of ['/blog', '/blog/page/2', '/blog/tags/x', '/blog/archive', '/blog/2024/post']) expect(isBlogRoute(route), route).toBe(true);
    for (const route of ['/blogs', '/blog-post', '/docs/blog', '/', '']) expect(isBlogRoute(route), route).toBe(false);
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
    for (const route of ['/', '/docs', '/docs/a/b', '/blog/page/2']) expect(stripBase(withBase('/portal/', route), '/portal/')).toBe(route);
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
    for (const form of ['/docs/a', '/docs/a/', '/docs/a.html', '/docs/a.htm', '/docs/a/index.html', '/docs/a/index.htm', '/docs/a/INDEX.HTML', '/docs/a.HTML'])
      expect(normalizeSitePath(form), form).toBe('/docs/a');
  });

  it('brings the home page to "/"', () => {
    for (const form of ['/', '', '//', '///', '/index.html', '/index.htm']) expect(normalizeSitePath(form), form).toBe('/');
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
    for (const form of ['/docs/a/index.html', '//x//', '/a.html', '/']) expect(normalizeSitePath(normalizeSitePath(form))).toBe(normalizeSitePath(form));
  });
});
