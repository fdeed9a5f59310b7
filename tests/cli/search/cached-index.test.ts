import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndex, type SearchIndexTarget } from '../../../cli/search/build-index.ts';
import { CachedIndexBuilder, type SearchCacheSetup } from '../../../cli/search/cached-index.ts';
import {
  type CachedSections,
  packSections,
  type SearchPageInput,
  sectionsDigest,
} from '../../../cli/search/packed-sections.ts';
import type { PageSections } from '../../../cli/search/sections.ts';
import type { SplitFile } from '../../../cli/search/split-index.ts';
import { repoRoot } from '../../helpers/temp-project.ts';
import { compileSections } from './search-site.ts';

const TARGET: SearchIndexTarget = { version: 'current', locale: 'pt-BR', language: 'pt' };

/** Every file of an index, by path, with its text and whether it is revalidated. */
const byPath = (files: readonly SplitFile[]) =>
  new Map(files.map((file) => [file.path, [file.json, file.revalidated ?? false] as const]));

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function cacheIn(context = 'docsgen 1'): SearchCacheSetup {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-search-cache-'));
  dirs.push(dir);
  return { file: path.join(dir, 'pages-0-default.search.bin'), context };
}

/** A build's index with `cache`, its parts streamed as a build's worker streams them, its snapshot kept. */
function build(pages: readonly SearchPageInput[], cache: SearchCacheSetup) {
  const builder = new CachedIndexBuilder('pt', cache);
  for (const page of pages) builder.add(page);
  const parts: SplitFile[] = [];
  const index = builder.finish(TARGET, undefined, (part) => parts.push(part));
  const saved = builder.save();
  if (saved) fs.renameSync(saved, cache.file);
  return { files: byPath([...index.files, ...parts]), reused: builder.reused, entry: index.ref.file };
}

const fresh = (pages: readonly PageSections[]) => byPath(buildSearchIndex(pages, TARGET).files);

/** `page` with a sentence added to its last section, as a writer's edit of its text. */
function edited(page: PageSections, words: string): PageSections {
  const sections = page.sections.map((section, i) =>
    i === page.sections.length - 1 ? { ...section, text: `${section.text} ${words}` } : section,
  );
  return { ...page, sections };
}

describe("a build's search index made from the last build's snapshot", () => {
  let pages: PageSections[];
  beforeAll(async () => {
    pages = [...(await compileSections(repoRoot)).searchPages.values()];
  }, 60_000);

  it('is the index a fresh build writes, from the first build on', () => {
    const first = build(pages, cacheIn());
    expect(first.reused).toBe(false);
    expect(first.files).toEqual(fresh(pages));
  });

  it('updates the snapshot after an edit of one page, and equals a fresh build, edit after edit', () => {
    const cache = cacheIn();
    build(pages, cache);
    let now = pages;
    for (const [at, words] of [
      [3, 'colheita de soja no cerrado'],
      [7, 'irrigação por gotejamento'],
      [3, 'plantio direto'],
    ] as const) {
      now = now.map((page, i) => (i === at ? edited(page, words) : page));
      const warm = build(now, cache);
      expect(warm.reused).toBe(true);
      expect(warm.files).toEqual(fresh(now));
    }
  });

  it('updates it when a page gains and loses sections, which moves every later id', () => {
    const cache = cacheIn();
    build(pages, cache);
    const at = pages.findIndex((page) => page.sections.length >= 3);
    const longer = { ...pages[at]!, sections: [...pages[at]!.sections, { ...pages[at]!.sections[1]!, hash: 'nova' }] };
    const grown = pages.map((page, i) => (i === at ? longer : page));
    expect(build(grown, cache)).toMatchObject({ reused: true, files: fresh(grown) });
    const shorter = { ...pages[at]!, sections: pages[at]!.sections.slice(0, 1) };
    const shrunk = pages.map((page, i) => (i === at ? shorter : page));
    expect(build(shrunk, cache)).toMatchObject({ reused: true, files: fresh(shrunk) });
  });

  it('is built afresh when a page is added, removed or moved, and the next build reuses that', () => {
    const cache = cacheIn();
    build(pages, cache);
    for (const now of [
      pages.slice(1),
      [...pages.slice(0, 5), ...pages.slice(6)],
      [pages[1]!, pages[0]!, ...pages.slice(2)],
      // An edited page first, which the snapshot's index takes as it comes, then a page gone at the end.
      [pages[0]!, edited(pages[1]!, 'cana-de-açúcar'), ...pages.slice(2, -1)],
    ]) {
      expect(build(now, cache)).toMatchObject({ reused: false, files: fresh(now) });
      expect(build(now, cache)).toMatchObject({ reused: true, files: fresh(now) });
    }
  });

  it('is built afresh when many pages changed, or the snapshot was taken with another docsgen or config', () => {
    const cache = cacheIn();
    build(pages, cache);
    const many = pages.map((page, i) => (i < 60 ? edited(page, 'safra recorde') : page));
    expect(build(many, cache)).toMatchObject({ reused: false, files: fresh(many) });
    expect(build(many, { ...cache, context: 'docsgen 2' })).toMatchObject({ reused: false, files: fresh(many) });
  });

  it('keeps no snapshot for a site past the pages a snapshot is kept for, and deletes the last one', () => {
    const cache = cacheIn();
    build(pages, cache);
    expect(fs.existsSync(cache.file)).toBe(true);
    process.env.DOCSGEN_SEARCH_SNAPSHOT_UP_TO = String(pages.length - 1);
    try {
      const now = pages.map((page, i) => (i === 2 ? edited(page, 'pulverização') : page));
      expect(build(now, cache)).toMatchObject({ reused: false, files: fresh(now) });
      expect(fs.existsSync(cache.file)).toBe(false);
    } finally {
      delete process.env.DOCSGEN_SEARCH_SNAPSHOT_UP_TO;
    }
  });

  it('takes packed pages as their sections, from a snapshot made of either', () => {
    expect(sectionsDigest(packSections(pages[0]!))).toBe(sectionsDigest(pages[0]!));
    expect(sectionsDigest(packSections(pages[0]!))).not.toBe(sectionsDigest(pages[1]!));
    const cache = cacheIn();
    build(pages, cache);
    // As a reused doc's: the sections of the build that rendered it, packed, and the edited page's too.
    const now = pages.map((page, i) => (i === 4 ? edited(page, 'silagem de milho') : page));
    expect(build(now.map(packSections), cache)).toMatchObject({ reused: true, files: fresh(now) });
    const added = [...now, edited(pages[0]!, 'página nova')].map((page, i) => ({ ...page, url: `${page.url}?${i}` }));
    expect(build(added.map(packSections), cache)).toMatchObject({ reused: false, files: fresh(added) });
    expect(build(added, cache)).toMatchObject({ reused: true, files: fresh(added) });
  });

  it('is built afresh from a damaged snapshot', () => {
    const cache = cacheIn();
    build(pages, cache);
    const bytes = fs.readFileSync(cache.file);
    fs.writeFileSync(cache.file, bytes.subarray(0, bytes.length / 2));
    const now = pages.map((page, i) => (i === 2 ? edited(page, 'pulverização') : page));
    expect(build(now, cache)).toMatchObject({ reused: false, files: fresh(now) });
    fs.writeFileSync(cache.file, 'not a snapshot');
    expect(build(now, cache)).toMatchObject({ reused: false, files: fresh(now) });
  });
});

describe('a reused doc named where the cache of rendered docs holds its sections', () => {
  let pages: PageSections[];
  beforeAll(async () => {
    pages = [...(await compileSections(repoRoot)).searchPages.values()];
  }, 60_000);

  /** Each page's packed sections in one file, as the cache's data file holds them, named there by `generation`. */
  function named(now: readonly PageSections[], generation: string): CachedSections[] {
    const file = path.join(path.dirname(cacheIn().file), 'pages.bin');
    const packed = now.map((page) => packSections(page).bytes);
    fs.writeFileSync(file, Buffer.concat(packed));
    let start = 0;
    return now.map((page, i) => {
      const range = { copyOf: file, start, length: packed[i]!.length };
      start += range.length;
      return { url: page.url, generation, range };
    });
  }

  it('takes its digest from the snapshot of its generation, without reading it', () => {
    const cache = { ...cacheIn(), generation: 'g1' };
    build(pages, cache);
    const now = pages.map((page, i) => (i === 3 ? edited(page, 'colheita de soja no cerrado') : page));
    // The unchanged pages are named in a file that is not there: reading one would throw.
    const missing = { copyOf: path.join(path.dirname(cache.file), 'gone.bin'), start: 0, length: 8 };
    const inputs = now.map((page, i) =>
      i === 3 ? packSections(page) : { url: page.url, generation: 'g1', range: missing },
    );
    expect(build(inputs, { ...cache, generation: 'g2' })).toMatchObject({ reused: true, files: fresh(now) });
  });

  it('reads it when the snapshot is of another generation, or has another page in its place', () => {
    const cache = { ...cacheIn(), generation: 'g1' };
    build(pages, cache);
    // Named by another generation, an edited page's sections are read, and differ from the snapshot's.
    const now = pages.map((page, i) => (i === 3 ? edited(page, 'irrigação por gotejamento') : page));
    expect(build(named(now, 'g0'), { ...cache, generation: 'g2' })).toMatchObject({ reused: true, files: fresh(now) });
    // A page added before them: each named page is in another place than the snapshot's, and read.
    const added = [edited(pages[0]!, 'uma página nova'), ...now];
    const inputs = [packSections(added[0]!), ...named(now, 'g2')];
    expect(build(inputs, { ...cache, generation: 'g3' })).toMatchObject({ reused: false, files: fresh(added) });
  });
});
