import { describe, expect, it } from 'vitest';
import type { PageMeta } from '../../../cli/output/compiled-site.ts';
import type { PrerenderSite } from '../../../cli/output/prerender.ts';
import { ShellKeys, shellKeyer } from '../../../cli/output/shell-keys.ts';
import type { RouteEntry } from '../../../format/site-format.ts';

const ROUTE = { path: '/docs/a', docId: 'a', payload: 'data/a.1234567890.json', sidebar: 'docs' } as RouteEntry;
const SIDEBAR = [{ type: 'link', label: 'A', href: '/docs/a' }];
const SHOWN: PageMeta = { path: '/docs/a', title: 'A', description: '', payload: ROUTE.payload };

/** A route table of one doc in one sidebar, with the parts a test changes. */
function siteWith(route: Partial<RouteEntry> = {}, sidebar: unknown[] = SIDEBAR): PrerenderSite {
  const table = { routes: [{ ...ROUTE, ...route }], listings: [], sidebars: { docs: sidebar } };
  return { manifest: {}, table } as unknown as PrerenderSite;
}

describe('the key of a route HTML file', () => {
  const key = shellKeyer(siteWith(), 'build 1')(SHOWN);

  it('is the same for the same page, route, sidebar and context', () => {
    expect(shellKeyer(siteWith(), 'build 1')(SHOWN)).toBe(key);
  });

  it('changes with whatever the prerendered page reads: context, page, payload, route entry, sidebar', () => {
    const others = [
      shellKeyer(siteWith(), 'build 2')(SHOWN),
      shellKeyer(siteWith(), 'build 1')({ ...SHOWN, description: 'Sobre A' }),
      shellKeyer(siteWith(), 'build 1')({ ...SHOWN, payload: 'data/a.0987654321.json' }),
      shellKeyer(siteWith({ notice: '<p>Versão antiga</p>' }), 'build 1')(SHOWN),
      shellKeyer(siteWith({ version: '1.0' }), 'build 1')(SHOWN),
      shellKeyer(siteWith({}, [...SIDEBAR, { type: 'link', label: 'B', href: '/docs/b' }]), 'build 1')(SHOWN),
    ];
    for (const other of others) expect(other).not.toBe(key);
  });
});

describe('ShellKeys', () => {
  it('keeps a file only under the key the last build wrote it with, and when the site still has it', () => {
    const asked: [string, number][] = [];
    const keys = new ShellKeys({ 'a/index.html': ['k1', 10], 'b/index.html': ['k2', 20] }, (rel, size) => {
      asked.push([rel, size]);
      return rel !== 'b/index.html';
    });
    expect(keys.reuse('a/index.html', 'k1')).toBe(true);
    expect(keys.reuse('b/index.html', 'k2')).toBe(false);
    expect(keys.reuse('c/index.html', 'k3')).toBe(false);
    expect(keys.reuse('a/index.html', 'other')).toBe(false);
    expect(asked).toEqual([
      ['a/index.html', 10],
      ['b/index.html', 20],
    ]);
    keys.sized((rel) => (rel === 'c/index.html' ? undefined : rel.length));
    expect(keys.keys).toEqual({ 'a/index.html': ['other', 12], 'b/index.html': ['k2', 12] });
  });

  it('takes a stamp of an older shape as having no keys', () => {
    const keys = new ShellKeys({ 'a/index.html': 'k1' } as never, () => true);
    expect(keys.reuse('a/index.html', 'k1')).toBe(false);
  });
});
