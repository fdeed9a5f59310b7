import { beforeAll, describe, expect, it } from 'vitest';
import { SearchIndexBuilder } from '../../../cli/search/build-index.ts';
import type { CompileState } from '../../../cli/compile/model.ts';
import { partAt } from '../../../format/search/parts.ts';
import { SearchEngine } from '../../../format/search/query.ts';
import type { SearchDocPart, SearchTermPart } from '../../../format/site-format.ts';
import { repoRoot } from '../../helpers/temp-project.ts';
import { FIRST, TOP_THREE } from './relevance-queries.ts';
import { compileWithSearch, splitEngineOf } from './search-site.ts';

/** Parts small enough that the portal's index spreads over dozens of them, so that queries cross part boundaries. */
const SMALL = { termPartBytes: 3000, docPartBytes: 2000 };
const QUERIES = [...FIRST, ...TOP_THREE].map(([query]) => query);

function builderOf(state: CompileState): SearchIndexBuilder {
  const builder = new SearchIndexBuilder();
  for (const page of state.searchPages.values()) builder.add(page);
  return builder;
}

describe('the split search index of the portal', () => {
  let state: CompileState;
  let compiledFiles: ReadonlyMap<string, string>;
  let entryFile: string;
  beforeAll(async () => {
    const compiled = await compileWithSearch(repoRoot);
    state = compiled.state;
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
      const part = JSON.parse(files.get(`${built.ref.file.replace(/\.[0-9a-f]+\.json$/, '')}/${hash}.json`)!) as SearchTermPart;
      expect(part.terms).toHaveLength(count);
      expect(part.terms[0]![0]).toBe(first);
      for (const [term] of part.terms) {
        expect(partAt(firsts, term)).toBe(i);
        seen.push(term);
      }
    });
    expect(seen).toEqual(vocabulary);
  });

  it('keeps every document in exactly one doc part, with its page', () => {
    const builder = builderOf(state);
    const unsplit = builder.unsplit(state.searchTarget);
    const built = builder.finish(state.searchTarget, SMALL);
    const files = new Map(built.files.map((f) => [f.path, f.json]));
    const { entry } = splitEngineOf(files, built.ref.file);
    expect(entry.docParts.length).toBeGreaterThan(5);
    expect(entry.documentCount).toBe(unsplit.sections.length);
    let id = 0;
    for (const [first, hash] of entry.docParts) {
      expect(first).toBe(id);
      const part = JSON.parse(files.get(`${built.ref.file.replace(/\.[0-9a-f]+\.json$/, '')}/${hash}.json`)!) as SearchDocPart;
      for (const [page, heading] of part.sections) {
        expect(part.pages[page]).toEqual(unsplit.pages[unsplit.sections[id]![0]]);
        expect(heading).toBe(unsplit.sections[id]![1]);
        id++;
      }
    }
    expect(id).toBe(unsplit.sections.length);
  });

  it.each([
    ['default', undefined],
    ['small', SMALL],
  ] as const)('returns the same hits in the same order as the unsplit index for every relevance query (%s parts)', async (_, sizes) => {
    const builder = builderOf(state);
    const reference = new SearchEngine(builder.unsplit(state.searchTarget));
    const built = builder.finish(state.searchTarget, sizes);
    const { engine } = splitEngineOf(new Map(built.files.map((f) => [f.path, f.json])), built.ref.file);
    for (const query of QUERIES) {
      const expected = reference.search(query, { limit: 10 }).map(({ id, url, title, breadcrumb, terms }) => ({ id, url, title, breadcrumb, terms }));
      const actual = (await engine.search(query, { limit: 10 })).map(({ id, url, title, breadcrumb, terms }) => ({ id, url, title, breadcrumb, terms }));
      expect(actual, query).toEqual(expected);
    }
    const under = { limit: 10, under: '/docs/api' };
    expect((await engine.search('token', under)).map((h) => h.id)).toEqual(reference.search('token', under).map((h) => h.id));
  });

  it('loads the entry, then only the term part and the doc parts a one-word query needs', async () => {
    const built = builderOf(state).finish(state.searchTarget, SMALL);
    const { engine, entry, loaded } = splitEngineOf(new Map(built.files.map((f) => [f.path, f.json])), built.ref.file);
    const hits = await engine.search('idempotencia', { limit: 8 });
    expect(hits[0]!.url).toBe('/docs/about/general-information#idempotencia');
    const termHashes = new Set(entry.termParts.map(([, , hash]) => hash));
    const termPartsLoaded = loaded.filter((hash) => termHashes.has(hash));
    expect(termPartsLoaded.length).toBeGreaterThanOrEqual(1);
    expect(termPartsLoaded.length).toBeLessThanOrEqual(2);
    expect(loaded.length - termPartsLoaded.length).toBeLessThanOrEqual(hits.length);
    // The parts stay loaded: the same query again fetches nothing.
    const before = loaded.length;
    await engine.search('idempotencia', { limit: 8 });
    expect(loaded.length).toBe(before);
  });

  it('gives each hit the opening words of its section as its excerpt', async () => {
    const { engine } = splitEngineOf(compiledFiles, entryFile);
    const [hit] = await engine.search('idempotencia', { limit: 1 });
    expect(hit!.excerpt.length).toBeGreaterThan(20);
    expect(hit!.excerpt.length).toBeLessThanOrEqual(200);
  });
});
