import { beforeAll, describe, expect, it } from 'vitest';
import { SearchIndexBuilder } from '../../../cli/search/build-index.ts';
import { termRow, termRowJson } from '../../../cli/search/split-index.ts';
import { decodeRun, encodeRun } from '../../../format/search/engine-data.ts';
import type { CompileState } from '../../../cli/pipeline/model.ts';
import { docPartName, excerptPartName, partAt, searchPartFile } from '../../../format/search/parts.ts';
import { SearchEngine, type SearchHit } from '../../../format/search/query.ts';
import type { SearchDocPart, SearchExcerptPart, SearchTermPart } from '../../../format/site-format.ts';
import { repoRoot } from '../../helpers/temp-project.ts';
import { FIRST, TOP_THREE } from './relevance-queries.ts';
import { compileSections, compileWithSearch, splitEngineOf } from './search-site.ts';

/** Parts small enough that the portal's index spreads over dozens of them, so that queries cross part boundaries. */
const SMALL = { termPartBytes: 3000, docPartBytes: 600 };
const QUERIES = [...FIRST, ...TOP_THREE].map(([query]) => query);

function builderOf(state: CompileState): SearchIndexBuilder {
  const builder = new SearchIndexBuilder('pt');
  for (const page of state.searchPages.values()) builder.add(page);
  return builder;
}

describe('the split search index of the portal', () => {
  let state: CompileState;
  let compiledFiles: ReadonlyMap<string, string>;
  let entryFile: string;
  beforeAll(async () => {
    const compiled = await compileWithSearch(repoRoot);
    state = await compileSections(repoRoot);
    compiledFiles = compiled.site.payloadFiles;
    entryFile = compiled.site.manifest.search![0]!.file;
  }, 60_000);

  it('is what the build wrote, rebuilt from the compile state', () => {
    const built = builderOf(state).finish(state.searchTarget);
    expect(built.ref.file).toBe(entryFile);
    for (const { path, json } of built.files) expect(compiledFiles.get(path)).toBe(json);
  });

  it('puts every term in exactly one part, the one its position in term order names', () => {
    const builder = builderOf(state);
    const vocabulary = builder.unsplit(state.searchTarget).engine.index.map(([term]) => term);
    const built = builder.finish(state.searchTarget, SMALL);
    const files = new Map(built.files.map((f) => [f.path, f.json]));
    const { entry } = splitEngineOf(files, built.ref.file);
    expect(entry.termParts.length).toBeGreaterThan(20);
    const firsts = entry.termParts.map(([first]) => first);
    const seen: string[] = [];
    entry.termParts.forEach(([first, count, hash], i) => {
      const part = JSON.parse(files.get(searchPartFile(built.ref.file, hash))!) as SearchTermPart;
      expect(part.terms).toHaveLength(count);
      expect(part.terms[0]![0]).toBe(first);
      for (const [term] of part.terms) {
        expect(partAt(firsts, term)).toBe(i);
        seen.push(term);
      }
    });
    expect(seen).toEqual(vocabulary);
  });

  it('keeps every document in exactly one doc part, with its page and its excerpt, and no page in two parts', () => {
    const builder = builderOf(state);
    const unsplit = builder.unsplit(state.searchTarget);
    const built = builder.finish(state.searchTarget, SMALL);
    const files = new Map(built.files.map((f) => [f.path, f.json]));
    const { entry } = splitEngineOf(files, built.ref.file);
    const { hash, sizes } = entry.docParts;
    expect(sizes.length).toBeGreaterThan(5);
    expect(entry.documentCount).toBe(unsplit.sections.length);
    const pageParts = new Map<string, number>();
    let id = 0;
    sizes.forEach((size, k) => {
      const part = JSON.parse(files.get(searchPartFile(built.ref.file, docPartName(hash, k)))!) as SearchDocPart;
      const text = JSON.parse(
        files.get(searchPartFile(built.ref.file, excerptPartName(hash, k)))!,
      ) as SearchExcerptPart;
      expect(part.sections).toHaveLength(size);
      expect(text.excerpts).toHaveLength(size);
      for (const [page, heading] of part.sections) {
        const url = part.pages[page]!.url;
        expect(part.pages[page]).toEqual(unsplit.pages[unsplit.sections[id]![0]]);
        expect(heading).toBe(unsplit.sections[id]![1]);
        expect(pageParts.get(url) ?? k).toBe(k);
        pageParts.set(url, k);
        id++;
      }
    });
    expect(id).toBe(unsplit.sections.length);
    // Every file the index wrote is one the entry names.
    const named = new Set([
      built.ref.file,
      ...entry.termParts.map(([, , h]) => searchPartFile(built.ref.file, h)),
      ...sizes.flatMap((_, k) =>
        [docPartName(hash, k), excerptPartName(hash, k)].map((n) => searchPartFile(built.ref.file, n)),
      ),
    ]);
    expect(new Set(files.keys())).toEqual(named);
  });

  it.each([
    ['default', undefined],
    ['small', SMALL],
  ] as const)(
    'returns the same hits in the same order as the unsplit index for every relevance query (%s parts)',
    async (_, sizes) => {
      const builder = builderOf(state);
      const reference = new SearchEngine(builder.unsplit(state.searchTarget));
      const built = builder.finish(state.searchTarget, sizes);
      const { engine } = splitEngineOf(new Map(built.files.map((f) => [f.path, f.json])), built.ref.file);
      // The matched terms as a set: a prefix reaching into the next part finds the same terms, in part order.
      const shown = ({ id, url, title, breadcrumb, terms }: SearchHit) => ({
        id,
        url,
        title,
        breadcrumb,
        terms: [...terms].sort(),
      });
      for (const query of QUERIES) {
        const expected = reference.search(query, { limit: 10 }).map(shown);
        const actual = (await engine.search(query, { limit: 10 })).map(shown);
        expect(actual, query).toEqual(expected);
      }
      const under = { limit: 10, under: '/docs/api' };
      expect((await engine.search('token', under)).map((h) => h.id)).toEqual(
        reference.search('token', under).map((h) => h.id),
      );
    },
  );

  it('loads the entry, then only the term part and the doc parts a one-word query needs', async () => {
    const built = builderOf(state).finish(state.searchTarget, SMALL);
    const { engine, entry, loaded } = splitEngineOf(new Map(built.files.map((f) => [f.path, f.json])), built.ref.file);
    const hits = await engine.search('idempotencia', { limit: 8 });
    // Suggestions need no excerpts: none is loaded.
    expect(loaded.filter((name) => name.startsWith('x-'))).toEqual([]);
    expect(hits[0]!.url).toBe('/docs/about/general-information#idempotencia');
    const termHashes = new Set(entry.termParts.map(([, , hash]) => hash));
    const termPartsLoaded = loaded.filter((name) => termHashes.has(name));
    expect(termPartsLoaded.length).toBeGreaterThanOrEqual(1);
    expect(termPartsLoaded.length).toBeLessThanOrEqual(2);
    expect(loaded.length - termPartsLoaded.length).toBeLessThanOrEqual(hits.length);
    // The parts stay loaded: the same query again fetches nothing.
    const before = loaded.length;
    await engine.search('idempotencia', { limit: 8 });
    expect(loaded.length).toBe(before);
  });

  it('gives a hit the opening words of its section as its excerpt, from the excerpt part of its doc part', async () => {
    const { engine, loaded } = splitEngineOf(compiledFiles, entryFile);
    const [hit] = await engine.search('idempotencia', { limit: 1 });
    const excerpt = await engine.excerpt(hit!.id);
    expect(excerpt.length).toBeGreaterThan(20);
    expect(excerpt.length).toBeLessThanOrEqual(200);
    const section = [...state.searchPages.values()]
      .find((p) => p.url === hit!.page.url)
      ?.sections.find((s) => s.hash === hit!.hash);
    expect(section?.text.startsWith(excerpt)).toBe(true);
    expect(loaded.filter((name) => name.startsWith('x-'))).toHaveLength(1);
  });
});

describe('a term row written from its encoded runs', () => {
  it('is the JSON of termRow over the decoded runs, term frequencies, page documents and empty fields included', () => {
    const width = 4;
    const fieldLength = Array.from({ length: 40 * width }, (_, i) => (i * 7) % 23);
    const isPageDocument = (id: number) => id % 3 === 0;
    const runs = [
      encodeRun([0, 2, 9], [1, 3, 1]),
      [],
      encodeRun([5], [12]),
      new Int32Array(encodeRun([1, 39], [2, 1])),
    ];
    for (const term of ['safra', 'talhão "norte"\\', '']) {
      const json = termRowJson(term, runs, fieldLength, width, isPageDocument);
      expect(json).toBe(JSON.stringify(termRow(term, runs.map(decodeRun), fieldLength, width, isPageDocument)));
      // The gaps, each document's length (doubled, plus one for a page's document), then minus a frequency above 1.
      expect(JSON.parse(json)[1][0]).toEqual([0, 0 * 2 + 1, 2, 10 * 2, -3, 7, 22 * 2 + 1]);
    }
  });
});
