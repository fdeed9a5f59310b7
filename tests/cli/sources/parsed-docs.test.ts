import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { parseDoc } from '../../../cli/sources/doc.ts';
import { type ParsedDoc, ParsedDocs } from '../../../cli/sources/parsed-docs.ts';

const FILE = '/site/content/docs/plantio.md';
const ARGS = '["content/docs/plantio.md","plantio.md","/docs","detect"]';

/** A parse of `text` that counts its calls. */
function parser(text: string) {
  const calls = { count: 0 };
  const parse = (): ParsedDoc => {
    calls.count++;
    return parseDoc('content/docs/plantio.md', 'plantio.md', text, '/docs');
  };
  return { parse, calls };
}

/** The next build's cache, from what `docs` kept, with `hashes` of the files it reads. */
const nextBuild = (docs: ParsedDocs, hashes: Record<string, string>) =>
  ParsedDocs.from(docs.take(), (file) => hashes[file]);

describe('the docs as the last build parsed them', () => {
  const first = parser('---\ntitle: Plantio\n---\n\n# Plantio direto\n\nTexto.\n');

  it('gives a file of the same hash, parsed with the same arguments, without reading it', () => {
    const built = ParsedDocs.from(undefined, () => 'h1');
    const parsed = built.parsed(FILE, ARGS, first.parse);
    const again = parser('não lido');
    const reused = nextBuild(built, { [FILE]: 'h1' }).parsed(FILE, ARGS, again.parse);
    expect(again.calls.count).toBe(0);
    expect(reused).toEqual(parsed);
    expect(reused.doc?.title).toBe('Plantio');
  });

  it('parses again a file whose hash or arguments changed, or whose hash is unknown', () => {
    const built = ParsedDocs.from(undefined, () => 'h1');
    built.parsed(FILE, ARGS, first.parse);
    const edited = parser('---\ntitle: Colheita\n---\n');
    expect(nextBuild(built, { [FILE]: 'h2' }).parsed(FILE, ARGS, edited.parse).doc?.title).toBe('Colheita');
    expect(
      nextBuild(built, { [FILE]: 'h1' }).parsed(FILE, ARGS.replace('/docs', '/guia'), edited.parse).doc?.title,
    ).toBe('Colheita');
    expect(nextBuild(built, {}).parsed(FILE, ARGS, edited.parse).doc?.title).toBe('Colheita');
    expect(edited.calls.count).toBe(3);
  });

  // The body is kept apart from the rest of the doc and decoded when read: a build that reuses a doc's rendering
  // never reads it.
  it('gives a reused doc its body, accents included, through two builds, and lets it be released', () => {
    const text = '---\ntitle: Colheita\n---\n\nA colheita do feijão começa em março.\n';
    const built = ParsedDocs.from(undefined, () => 'h1');
    const parsed = built.parsed(FILE, ARGS, parser(text).parse);
    const second = nextBuild(built, { [FILE]: 'h1' });
    second.parsed(FILE, ARGS, parser('não lido').parse);
    const reused = nextBuild(second, { [FILE]: 'h1' }).parsed(FILE, ARGS, parser('não lido').parse).doc!;
    // Its first line, which a card shows for want of a description, comes with it: releasing a reused doc's body
    // (releaseBody) works it out from the body otherwise.
    expect(reused.excerpt).toBe('A colheita do feijão começa em março.');
    expect(reused.body).toBe(parsed.doc!.body);
    expect(reused.body).toContain('feijão começa');
    reused.body = '';
    expect(reused.body).toBe('');
  });

  it('keeps for the next build only the docs this one parsed or reused', () => {
    const built = ParsedDocs.from(undefined, () => 'h1');
    built.parsed(FILE, ARGS, first.parse);
    const unread = nextBuild(built, { [FILE]: 'h1' });
    const third = nextBuild(unread, { [FILE]: 'h1' });
    const again = parser('---\ntitle: Outro\n---\n');
    expect(third.parsed(FILE, ARGS, again.parse).doc?.title).toBe('Outro');
  });

  it('reads and parses every file when the kept docs are damaged', () => {
    const built = ParsedDocs.from(undefined, () => 'h1');
    built.parsed(FILE, ARGS, first.parse);
    const bytes = built.take();
    const again = parser('---\ntitle: Outro\n---\n');
    for (const damaged of [bytes.subarray(0, bytes.length / 2), new Uint8Array([1, 2, 3])])
      expect(ParsedDocs.from(damaged, () => 'h1').parsed(FILE, ARGS, again.parse).doc?.title).toBe('Outro');
  });

  it("are written again only when they differ from the last build's by more than a hundred docs", () => {
    const files = Array.from({ length: 300 }, (_, i) => `/site/content/docs/p${i}.md`);
    const buildWith = (last: Uint8Array | undefined, hashOf: (file: string) => string, count = files.length) => {
      const docs = ParsedDocs.from(last, hashOf);
      for (const file of files.slice(0, count)) docs.parsed(file, ARGS, first.parse);
      return docs;
    };
    const firstBuild = buildWith(undefined, () => 'h1');
    expect(firstBuild.worthWriting()).toBe(true);
    const kept = firstBuild.take();
    expect(buildWith(kept, () => 'h1').worthWriting()).toBe(false);
    const edited = (n: number) => (file: string) => (files.indexOf(file) < n ? 'h2' : 'h1');
    expect(buildWith(kept, edited(100)).worthWriting()).toBe(false);
    expect(buildWith(kept, edited(101)).worthWriting()).toBe(true);
    // Docs gone count as well.
    expect(buildWith(kept, edited(50), 249).worthWriting()).toBe(true);
    expect(buildWith(kept, edited(50), 250).worthWriting()).toBe(false);
  });

  it("lets the buffer the docs were read from go once every revived doc's body is decoded or set", async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    // Buffers are freed behind the collection: a few rounds, so that what was dropped is counted as gone.
    const collect = async () => {
      for (let round = 0; round < 3; round++) {
        gc();
        await new Promise(setImmediate);
      }
    };
    const big = `---\ntitle: Grande\n---\n\n${'x'.repeat(16 * 1024 * 1024)}\n`;
    const built = ParsedDocs.from(undefined, () => 'h1');
    built.parsed(FILE, ARGS, parser(big).parse);
    let bytes: Uint8Array | undefined = built.take();
    const second = ParsedDocs.from(bytes, () => 'h1');
    bytes = undefined;
    const doc = second.parsed(FILE, ARGS, parser('não lido').parse).doc!;
    // As a build does once every doc is parsed: the cache lets its entries go, and only the doc holds its bytes.
    second.release();
    await collect();
    const held = process.memoryUsage().external;
    doc.body = '';
    await collect();
    const released = held - process.memoryUsage().external;
    // The doc itself is still there: only its bytes went.
    expect([doc.title, doc.body]).toEqual(['Grande', '']);
    expect(released).toBeGreaterThan(15 * 1024 * 1024);
  });
});
