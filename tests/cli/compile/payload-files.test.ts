import { expect, it } from 'vitest';
import type { DocPage } from '../../../cli/compile/doc-page.ts';
import { payloadFiles } from '../../../cli/compile/payload-files.ts';
import type { Listings } from '../../../cli/listings/compile-listings.ts';

const noListings = { emit: () => ({ payloadFiles: new Map(), routes: [], pages: [] }) } as unknown as Listings;

const page = (): DocPage =>
  ({
    doc: { id: 'guia/intro', frontMatter: {} },
    nav: undefined,
    title: 'Introdução',
    description: '',
    json: '{"html":"<pre>MARKER</pre>"}',
    routes: ['/docs/guia/intro'],
    markdownHref: undefined,
  }) as unknown as DocPage;
const finish = (json: string) => json.replace('MARKER', 'código');
const finished = '{"html":"<pre>código</pre>"}';

it('keeps only the finished payload of a page: the rendered text with its code markers is let go', async () => {
  const kept = page();
  const out = await payloadFiles([kept], noListings, finish, true);
  expect(kept.json).toBe(finished);
  expect([...out.files.values()]).toEqual([finished]);
  expect(out.routes).toEqual([{ path: '/docs/guia/intro', docId: 'guia/intro', payload: out.pages[0]!.payload }]);
});

it("hands each payload to a build's writer as a route's own file, keeps no text of it, and waits for the writers every few files", async () => {
  const pages = Array.from({ length: 70 }, (_, i) => ({ ...page(), doc: { id: `guia/p${i}`, frontMatter: {} }, routes: [`/docs/guia/p${i}`] }) as unknown as DocPage);
  const written: [string, string, boolean][] = [];
  let waits = 0;
  const out = await payloadFiles(pages, noListings, finish, false, { write: (file, json, ownRoute) => written.push([file, json, ownRoute]), drained: async () => void waits++ });
  expect(written).toHaveLength(70);
  expect(written.every(([, json, ownRoute]) => json === finished && ownRoute)).toBe(true);
  expect([...out.files.keys()]).toEqual(written.map(([file]) => file));
  expect([...out.files.values()].every((text) => text === '')).toBe(true);
  expect(pages.every((p) => p.json === '')).toBe(true);
  expect(waits).toBe(2);
});
