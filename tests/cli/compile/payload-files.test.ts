import { expect, it } from 'vitest';
import type { DocPage } from '../../../cli/compile/doc-page.ts';
import { payloadFiles } from '../../../cli/compile/payload-files.ts';
import type { Listings } from '../../../cli/listings/compile-listings.ts';

const noListings = { emit: () => ({ payloadFiles: new Map(), routes: [], pages: [] }) } as unknown as Listings;

it('keeps only the finished payload of a page: the rendered text with its code markers is let go', () => {
  const page = {
    doc: { id: 'guia/intro', frontMatter: {} },
    nav: undefined,
    title: 'Introdução',
    description: '',
    json: '{"html":"<pre>MARKER</pre>"}',
    routes: ['/docs/guia/intro'],
    markdownHref: undefined,
  } as unknown as DocPage;
  const written: string[] = [];
  const out = payloadFiles([page], noListings, (json) => json.replace('MARKER', 'código'), true, (_file, json) => written.push(json));
  const finished = '{"html":"<pre>código</pre>"}';
  expect(page.json).toBe(finished);
  expect([...out.files.values()]).toEqual([finished]);
  expect(written).toEqual([finished]);
  expect(out.routes).toEqual([{ path: '/docs/guia/intro', docId: 'guia/intro', payload: out.pages[0]!.payload }]);
});
