import { describe, expect, it } from 'vitest';
import type { ListingRoute, Manifest, RouteEntry } from '../../../format/site-format.ts';
import { findListing, payloadUrl, resolveRoute } from '../../../viewer/navigation/resolve-route.ts';

const intro: RouteEntry = { path: '/docs/intro', docId: 'intro', payload: 'data/docs/intro.json' };
const home: RouteEntry = { path: '/docs', docId: 'index', payload: 'data/docs/index.json' };
const blog: ListingRoute = { path: '/blog', kind: 'blog-list', payload: 'data/blog/index.json' };
const post: ListingRoute = { path: '/blog/2024/hello', kind: 'blog-post', payload: 'data/blog/hello.json' };

/** Only what route resolution reads: the routes, the listings and baseUrl. */
function manifestWith(routes: RouteEntry[], listings: ListingRoute[] | undefined, baseUrl = '/'): Manifest {
  return { site: { baseUrl }, routes, listings } as Partial<Manifest> as Manifest;
}

describe('resolveRoute', () => {
  const manifest = manifestWith([intro, home], [blog, post]);

  it('finds a doc and a listing by their site path', () => {
    expect(resolveRoute(manifest, '/docs/intro')).toEqual({ kind: 'doc', route: intro });
    expect(resolveRoute(manifest, '/docs')).toEqual({ kind: 'doc', route: home });
    expect(resolveRoute(manifest, '/blog')).toEqual({ kind: 'listing', route: blog });
    expect(resolveRoute(manifest, '/blog/2024/hello')).toEqual({ kind: 'listing', route: post });
  });

  it('finds a page however the address names it: trailing slash, .html, index.html, doubled slashes', () => {
    for (const form of ['/docs/intro/', '/docs/intro.html', '/docs/intro/index.html', '//docs//intro'])
      expect(resolveRoute(manifest, form), form).toEqual({ kind: 'doc', route: intro });
    expect(resolveRoute(manifest, '/blog/')).toEqual({ kind: 'listing', route: blog });
  });

  it('knows nothing of other paths, prefixes of a route, or a different case', () => {
    for (const path of ['/docs/missing', '/docs/intr', '/docs/intro/more', '/Docs/intro', '/', '']) expect(resolveRoute(manifest, path), path).toBeUndefined();
  });

  it('prefers the doc when a doc and a listing share a path', () => {
    const clash: ListingRoute = { path: '/docs/intro', kind: 'doc-tag', payload: 'data/tags/intro.json' };
    expect(resolveRoute(manifestWith([intro], [clash]), '/docs/intro')).toEqual({ kind: 'doc', route: intro });
  });

  it('works for a site without listings', () => {
    const docsOnly = manifestWith([intro], undefined);
    expect(resolveRoute(docsOnly, '/docs/intro')?.kind).toBe('doc');
    expect(resolveRoute(docsOnly, '/blog')).toBeUndefined();
    expect(findListing(docsOnly, '/blog')).toBeUndefined();
  });

  it('indexes each manifest on its own: a new manifest after a live update is read afresh', () => {
    const before = manifestWith([intro], [blog]);
    expect(resolveRoute(before, '/docs/intro')).toBeDefined();
    const after = manifestWith([home], []);
    expect(resolveRoute(after, '/docs/intro')).toBeUndefined();
    expect(resolveRoute(after, '/blog')).toBeUndefined();
    expect(resolveRoute(after, '/docs')).toEqual({ kind: 'doc', route: home });
  });
});

describe('findListing', () => {
  it('looks a listing up by its exact path, without normalizing it', () => {
    const manifest = manifestWith([], [blog, post]);
    expect(findListing(manifest, '/blog/2024/hello')).toBe(post);
    expect(findListing(manifest, '/blog/2024/hello/')).toBeUndefined();
  });
});

describe('payloadUrl', () => {
  it("puts baseUrl in front of a route's payload file", () => {
    expect(payloadUrl(manifestWith([], [], '/'), intro)).toBe('/data/docs/intro.json');
    expect(payloadUrl(manifestWith([], [], '/portal/'), intro)).toBe('/portal/data/docs/intro.json');
    expect(payloadUrl(manifestWith([], [], '/portal/'), post)).toBe('/portal/data/blog/hello.json');
  });
});
