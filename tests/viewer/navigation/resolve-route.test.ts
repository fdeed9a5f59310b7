import { describe, expect, it } from 'vitest';
import {
  FORMAT_VERSION,
  type ListingRoute,
  type Manifest,
  type RouteEntry,
  type RouteShard,
} from '../../../format/site-format.ts';
import { routeShardIndex } from '../../../format/route-shards.ts';
import { payloadUrl, resolveInShard, shardUrl, sidebarUrl } from '../../../viewer/navigation/resolve-route.ts';

const intro: RouteEntry = { path: '/docs/intro', docId: 'intro', payload: 'data/docs/intro.json' };
const home: RouteEntry = { path: '/docs', docId: 'index', payload: 'data/docs/index.json' };
const blog: ListingRoute = { path: '/blog', kind: 'blog-list', payload: 'data/blog/index.json' };
const post: ListingRoute = { path: '/blog/2024/hello', kind: 'blog-post', payload: 'data/blog/hello.json' };

const shardWith = (routes: RouteEntry[], listings: ListingRoute[]): RouteShard => ({
  formatVersion: FORMAT_VERSION,
  routes,
  listings,
});

/** Only what the viewer reads to find files: baseUrl, the shards' reference and the sidebars' files. */
function manifestWith(baseUrl = '/', count = 8): Manifest {
  return {
    site: { baseUrl },
    routes: { count, prefix: 'routes/abc-' },
    sidebars: { guide: 'sidebars/guide.123.json' },
  } as unknown as Manifest;
}

describe('resolveInShard', () => {
  const shard = shardWith([intro, home], [blog, post]);

  it('finds a doc and a listing by their site path', () => {
    expect(resolveInShard(shard, '/docs/intro')).toEqual({ kind: 'doc', route: intro });
    expect(resolveInShard(shard, '/docs')).toEqual({ kind: 'doc', route: home });
    expect(resolveInShard(shard, '/blog')).toEqual({ kind: 'listing', route: blog });
    expect(resolveInShard(shard, '/blog/2024/hello')).toEqual({ kind: 'listing', route: post });
  });

  it('finds a page however the address names it: trailing slash, .html, index.html, doubled slashes', () => {
    for (const form of ['/docs/intro/', '/docs/intro.html', '/docs/intro/index.html', '//docs//intro'])
      expect(resolveInShard(shard, form), form).toEqual({ kind: 'doc', route: intro });
    expect(resolveInShard(shard, '/blog/')).toEqual({ kind: 'listing', route: blog });
  });

  it('knows nothing of other paths, prefixes of a route, or a different case', () => {
    for (const path of ['/docs/missing', '/docs/intr', '/docs/intro/more', '/Docs/intro', '/', ''])
      expect(resolveInShard(shard, path), path).toBeUndefined();
  });

  it('prefers the doc when a doc and a listing share a path', () => {
    const clash: ListingRoute = { path: '/docs/intro', kind: 'doc-tag', payload: 'data/tags/intro.json' };
    expect(resolveInShard(shardWith([intro], [clash]), '/docs/intro')).toEqual({ kind: 'doc', route: intro });
  });

  it('indexes each shard on its own: a shard refetched after a live update is read afresh', () => {
    expect(resolveInShard(shardWith([intro], [blog]), '/docs/intro')).toBeDefined();
    const after = shardWith([home], []);
    expect(resolveInShard(after, '/docs/intro')).toBeUndefined();
    expect(resolveInShard(after, '/blog')).toBeUndefined();
    expect(resolveInShard(after, '/docs')).toEqual({ kind: 'doc', route: home });
  });
});

describe('shardUrl', () => {
  it('names the shard of the normalised path, under baseUrl', () => {
    const index = routeShardIndex('/docs/intro', 8);
    expect(shardUrl(manifestWith(), '/docs/intro')).toBe(`/routes/abc-${index}.json`);
    for (const form of ['/docs/intro/', '/docs/intro.html', '//docs//intro'])
      expect(shardUrl(manifestWith('/portal/'), form), form).toBe(`/portal/routes/abc-${index}.json`);
  });
});

describe('payloadUrl and sidebarUrl', () => {
  it("puts baseUrl in front of a route's payload file and a sidebar's file", () => {
    expect(payloadUrl(manifestWith('/'), intro)).toBe('/data/docs/intro.json');
    expect(payloadUrl(manifestWith('/portal/'), post)).toBe('/portal/data/blog/hello.json');
    expect(sidebarUrl(manifestWith('/portal/'), 'guide')).toBe('/portal/sidebars/guide.123.json');
    expect(sidebarUrl(manifestWith(), undefined)).toBeUndefined();
    expect(sidebarUrl(manifestWith(), 'none')).toBeUndefined();
  });
});
