import { expect, it } from 'vitest';
import type { DocPage } from '../../../cli/page/doc-page.ts';
import { payloadStream } from '../../../cli/pipeline/payload-files.ts';
import type { Listings } from '../../../cli/pipeline/compile-listings.ts';
import type { PayloadWriter } from '../../../cli/pipeline/model.ts';

const noListings = { emit: () => ({ payloadFiles: new Map(), routes: [], pages: [] }) } as unknown as Listings;

const page = (id = 'guia/intro'): DocPage =>
  ({
    doc: { id, frontMatter: {} },
    nav: undefined,
    title: 'Introdução',
    description: '',
    json: '{"html":"<pre>MARKER</pre>"}',
    routes: [`/docs/${id}`],
    markdownHref: undefined,
  }) as unknown as DocPage;
const finish = (json: string) => json.replace('MARKER', 'código');
const finished = '{"html":"<pre>código</pre>"}';
const alwaysReady = finish;

it('keeps only the finished payload of a page: the rendered text with its code markers is let go', async () => {
  const kept = page();
  const stream = payloadStream(alwaysReady, true);
  stream.add(kept);
  const out = await stream.end(noListings, finish);
  expect(kept.json).toBe(finished);
  expect([...out.files.values()]).toEqual([finished]);
  expect(out.routes).toEqual([{ path: '/docs/guia/intro', docId: 'guia/intro', payload: out.pages[0]!.payload }]);
});

it("hands each payload to a build's writer as a route's own file, keeps no text of it, and waits for the writers every few files", async () => {
  const pages = Array.from({ length: 70 }, (_, i) => page(`guia/p${i}`));
  const written: [string, string, boolean][] = [];
  let waits = 0;
  const writer: PayloadWriter = {
    write: (file, json, ownRoute) => void written.push([file, json, ownRoute]),
    append: () => {},
    drained: async () => void waits++,
  };
  const stream = payloadStream(alwaysReady, false, writer);
  for (const p of pages) stream.add(p);
  const out = await stream.end(noListings, finish);
  expect(written).toHaveLength(70);
  expect(written.every(([, json, ownRoute]) => json === finished && ownRoute)).toBe(true);
  expect([...out.files.keys()]).toEqual(written.map(([file]) => file));
  expect([...out.files.values()].every((text) => text === '')).toBe(true);
  expect(pages.every((p) => p.json === '')).toBe(true);
  expect(waits).toBe(2);
});

it('writes a payload while rendering goes on as soon as its code is highlighted, in the order pages came, and the rest at the end', async () => {
  const highlighted = new Set<string>();
  const ready = (json: string) => {
    const key = /"key":"(\w+)"/.exec(json)![1]!;
    return highlighted.has(key) ? json.replace('MARKER', 'código') : undefined;
  };
  const withKey = (id: string, key: string) =>
    ({ ...page(id), json: `{"key":"${key}","html":"<pre>MARKER</pre>"}` }) as DocPage;
  const written: string[] = [];
  const writer: PayloadWriter = { write: (file) => void written.push(file), append: () => {}, drained: async () => {} };
  const stream = payloadStream(ready, true, writer);
  stream.add(withKey('a', 'k1'));
  stream.add(withKey('b', 'k2'));
  stream.add(withKey('c', 'k3'));
  await stream.drain();
  expect(written).toEqual([]);
  highlighted.add('k1').add('k3');
  await stream.drain();
  // "c" is ready, but waits behind "b", so that payloads keep the order of the docs.
  expect(written).toEqual(['data/a.json']);
  const out = await stream.end(noListings, finish);
  expect(written).toEqual(['data/a.json', 'data/b.json', 'data/c.json']);
  expect(out.routes.map((r) => r.docId)).toEqual(['a', 'b', 'c']);
});

it('waits for the highlighter once too many payloads wait for their code, then names them, so that few stay in memory', async () => {
  let highlighted = false;
  let waits = 0;
  const ready = (json: string) => (highlighted ? finish(json) : undefined);
  const caughtUp = async () => {
    waits++;
    highlighted = true;
  };
  const stream = payloadStream(ready, false, undefined, caughtUp, 8);
  for (let i = 0; i < 8; i++) stream.add(page(`guia/p${i}`));
  await stream.drain();
  // Up to the bound, the render goes on while the worker highlights.
  expect(waits).toBe(0);
  stream.add(page('guia/p8'));
  await stream.drain();
  expect(waits).toBe(1);
  const out = await stream.end(noListings, () => {
    throw new Error('every payload was named already');
  });
  expect(out.files.size).toBe(9);
});
