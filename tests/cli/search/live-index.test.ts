import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  MAX_POSTINGS_PER_TERM,
  SearchIndexBuilder,
  type SearchIndexTarget,
} from '../../../cli/search/build-index.ts';
import { LiveSearchIndex, type LiveIndexUpdate } from '../../../cli/search/live-index.ts';
import { prunedPostings, prunedRuns, type FieldPostings } from '../../../cli/search/prune.ts';
import { encodeRun } from '../../../format/search/engine-data.ts';
import type { PageSections } from '../../../cli/search/sections.ts';
import type { PartSizes } from '../../../cli/search/split-index.ts';
import type { SearchHit } from '../../../format/search/query.ts';
import type { SearchIndexEntry, SearchTermPart } from '../../../format/site-format.ts';
import { repoRoot } from '../../helpers/temp-project.ts';
import { FIRST, TOP_THREE } from './relevance-queries.ts';
import { compileSections, splitEngineOf } from './search-site.ts';

const TARGET: SearchIndexTarget = { version: 'current', locale: 'pt-BR', language: 'pt' };
/** Parts small enough that the portal's index spreads over dozens of them, so that an edit leaves most parts alone. */
const SMALL: PartSizes = { termPartBytes: 3000, docPartBytes: 600 };

function liveIndexOf(
  pages: readonly PageSections[],
  sizes?: PartSizes,
): { live: LiveSearchIndex; files: Map<string, string>; entry: string } {
  const builder = new SearchIndexBuilder('pt');
  for (const page of pages) builder.add(page);
  const live = LiveSearchIndex.of(builder, TARGET, sizes);
  const built = live.build();
  return { live, files: new Map(built.files.map((f) => [f.path, f.json])), entry: built.ref.file };
}

/** What watch does with an update: the served files, changed in place. */
function applyUpdate(files: Map<string, string>, update: LiveIndexUpdate): void {
  const moved = update.renamed.map(([from, to]) => [to, files.get(from)!] as const);
  for (const [from] of update.renamed) files.delete(from);
  for (const path of update.removed) files.delete(path);
  for (const [to, json] of moved) files.set(to, json);
  for (const { path, json } of update.written) files.set(path, json);
}

function freshFiles(pages: readonly PageSections[], sizes?: PartSizes): Map<string, string> {
  return new Map(buildSearchIndex(pages, TARGET, sizes).files.map((f) => [f.path, f.json]));
}

function withPage(pages: readonly PageSections[], at: number, page: PageSections): PageSections[] {
  return pages.map((p, i) => (i === at ? page : p));
}

function entryOf(files: ReadonlyMap<string, string>, path: string): SearchIndexEntry {
  return JSON.parse(files.get(path)!) as SearchIndexEntry;
}

function termsOf(page: PageSections): string[] {
  const builder = new SearchIndexBuilder('pt');
  builder.add(page);
  return builder.contents().engine.index.map(([term]) => term);
}

const shown = ({ id, url, title, breadcrumb, terms }: SearchHit) => ({
  id,
  url,
  title,
  breadcrumb,
  terms: [...terms].sort(),
});

describe("watch's incremental search index", () => {
  let pages: PageSections[];
  let target: number;
  beforeAll(async () => {
    const state = await compileSections(repoRoot);
    pages = [...state.searchPages.values()];
    // A short page with a few sections: its terms are in some term parts, not all.
    target = pages.findIndex((page) => page.sections.length >= 3 && termsOf(page).length < 120);
  }, 60_000);

  it('writes the files a build writes', () => {
    for (const sizes of [undefined, SMALL]) expect(liveIndexOf(pages, sizes).files).toEqual(freshFiles(pages, sizes));
  });

  it('after a body edit, rewrites only the term parts and the doc part of the page, and equals a fresh build', async () => {
    const { live, files, entry } = liveIndexOf(pages, SMALL);
    const before = new Map(files);
    const page = pages[target]!;
    const last = page.sections.length - 1;
    const edited: PageSections = {
      ...page,
      sections: page.sections.map((s, i) => (i === last ? { ...s, text: `colheitadeira zzquasar ${s.text}` } : s)),
    };
    const update = live.replace([edited])!;
    applyUpdate(files, update);
    const after = withPage(pages, target, edited);
    expect(files).toEqual(freshFiles(after, SMALL));

    // A term part is written again only when it holds a term of the page (its postings carry the sections' lengths),
    // or when its boundaries moved (a term before it grew or arrived): the others keep their content and their name.
    const isTermPart = (path: string) => /\/[0-9a-f]{10}\.json$/.test(path);
    const pageTerms = new Set([page, edited].flatMap((p) => termsOf(p)));
    const termsIn = (path: string) => (JSON.parse(files.get(path)!) as SearchTermPart).terms.map(([term]) => term);
    const boundsBefore = new Set(entryOf(before, entry).termParts.map(([first, count]) => `${first} ${count}`));
    const written = update.written.map(({ path }) => path).filter(isTermPart);
    expect(written.length).toBeGreaterThan(0);
    for (const path of written) {
      const terms = termsIn(path);
      expect(terms.some((term) => pageTerms.has(term)) || !boundsBefore.has(`${terms[0]} ${terms.length}`), path).toBe(
        true,
      );
    }
    expect(written.length).toBeLessThan([...files.keys()].filter(isTermPart).length / 2);
    // The page's text is only in one excerpt part, written again under its name: doc parts keep theirs, and the entry
    // (whose statistics changed) keeps its name too.
    expect(update.written.filter(({ path }) => /\/[dx]-/.test(path)).map(({ path }) => path)).toEqual([
      expect.stringMatching(/\/x-[0-9a-f]{10}-\d+\.json$/),
    ]);
    expect(update.renamed).toEqual([]);
    expect(update.written[0]!.path).toBe(entry);

    // The same answers as a fresh build, for the portal's relevance queries.
    const fresh = splitEngineOf(freshFiles(after, SMALL), update.ref.file).engine;
    const incremental = splitEngineOf(files, update.ref.file).engine;
    for (const query of [...[...FIRST, ...TOP_THREE].map(([q]) => q), 'zzquasar']) {
      expect((await incremental.search(query, { limit: 10 })).map(shown), query).toEqual(
        (await fresh.search(query, { limit: 10 })).map(shown),
      );
    }
    expect((await incremental.search('zzquasar', { limit: 1 }))[0]?.page.url).toBe(page.url);
  });

  it('equals a fresh build after edits that add, remove and rename sections, words and pages’ text, in one batch or one by one', () => {
    for (const sizes of [undefined, SMALL]) {
      const { live, files } = liveIndexOf(pages, sizes);
      let current = pages;
      const page = pages[target]!;
      const grown: PageSections = {
        ...page,
        sections: [
          ...page.sections.slice(0, 2),
          { heading: 'Seção nova', hash: 'secao-nova', parent: -1, text: 'texto novo', code: 'curl' },
          ...page.sections.slice(2),
        ],
      };
      const shrunk: PageSections = { ...page, sections: page.sections.slice(0, 2) };
      const other = pages.length - 1;
      const emptied: PageSections = {
        ...pages[other]!,
        sections: [{ heading: '', hash: '', parent: -1, text: '', code: '' }],
      };
      for (const [at, next] of [
        [target, grown],
        [target, shrunk],
        [other, emptied],
        [target, page],
      ] as const) {
        applyUpdate(files, live.replace([next])!);
        current = withPage(current, at, next);
        expect(files).toEqual(freshFiles(current, sizes));
      }
      // Two pages at once.
      applyUpdate(files, live.replace([grown, pages[other]!])!);
      current = withPage(withPage(current, target, grown), other, pages[other]!);
      expect(files).toEqual(freshFiles(current, sizes));
    }
  });

  it('leaves a page it does not know to a fresh build', () => {
    const { live } = liveIndexOf(pages.slice(1));
    expect(live.replace([pages[0]!])).toBeUndefined();
  });
});

describe("watch's incremental search index on terms it prunes", () => {
  const WORDS = ['safra', 'talhão', 'plantio', 'colheita', 'semente', 'adubo', 'pulverizador', 'trator'];
  /** Pages whose common words are in more documents than a term keeps, in fields and lengths that vary. */
  function corpus(pageCount: number): PageSections[] {
    return Array.from({ length: pageCount }, (_, p) => ({
      kind: 'doc' as const,
      title: `Página ${p} ${WORDS[p % WORDS.length]}`,
      url: `/docs/p${p}`,
      crumbs: [],
      keywords: [],
      sections: Array.from({ length: 1 + (p % 4) }, (_, s) => ({
        heading: s ? `Seção ${WORDS[(p + s) % WORDS.length]} ${s}` : '',
        hash: s ? `secao-${s}` : '',
        parent: -1,
        text: Array.from(
          { length: 3 + ((p * 7 + s) % 23) },
          (_, w) => WORDS[(p * 3 + s * 5 + w * w) % WORDS.length],
        ).join(' '),
        code: s % 2 ? `safra ${p}` : '',
      })),
    }));
  }

  it('prunes them again after every edit as a fresh build does', () => {
    let pages = corpus(700);
    const { live, files } = liveIndexOf(pages);
    const sections = pages.reduce((sum, page) => sum + page.sections.length, 0);
    expect(sections).toBeGreaterThan(MAX_POSTINGS_PER_TERM);
    for (const at of [3, 350, 699]) {
      const page = pages[at]!;
      const next: PageSections = {
        ...page,
        sections: [
          ...page.sections,
          { heading: 'Safra safra', hash: 'safra', parent: -1, text: 'safra '.repeat(40 + at), code: '' },
        ],
      };
      applyUpdate(files, live.replace([next])!);
      pages = withPage(pages, at, next);
      expect(files).toEqual(freshFiles(pages));
    }
  });

  // Each word is in every page but one in eight, in sections of many lengths: editing a page leaves a word alone.
  const textOf = (p: number, s: number) =>
    WORDS.filter((_, w) => p % 8 !== w)
      .map((word, w) => `${word} `.repeat(1 + ((p * 5 + s * 3 + w) % 4)))
      .join(`${'palavra '.repeat((p * 11 + s * 7) % 17)}`);
  const wordsInEveryPage = (): PageSections[] =>
    Array.from({ length: 900 }, (_, p) => ({
      kind: 'doc' as const,
      title: `Página ${p}`,
      url: `/docs/p${p}`,
      crumbs: [],
      keywords: [],
      sections: Array.from({ length: 1 + (p % 3) }, (_, s) => ({
        heading: s ? `Seção ${s}` : '',
        hash: s ? `secao-${s}` : '',
        parent: -1,
        text: textOf(p, s),
        code: '',
      })),
    }));

  it('equals a fresh build after edits of a few words, which move the averages and skip the terms they leave alone', () => {
    let pages = wordsInEveryPage();
    const { live, files } = liveIndexOf(pages);
    // A word more, a word less, then a page's text many times longer: the last moves the averages past the margins.
    for (const [at, words] of [
      [8, 'milho'],
      [16, 'soja soja'],
      [8, ''],
      [24, 'milho '.repeat(60_000)],
      [32, 'sorgo'],
    ] as const) {
      const page = pages[at]!;
      const sections = page.sections.map((s, i) => (i === 0 ? { ...s, text: `${textOf(at, 0)} ${words}` } : s));
      applyUpdate(files, live.replace([{ ...page, sections }])!);
      pages = withPage(pages, at, { ...page, sections });
      expect(files).toEqual(freshFiles(pages));
    }
  });

  it('equals a fresh build after edits that add or remove a section, which moves the ids of the pages after it', () => {
    let pages = wordsInEveryPage();
    const { live, files } = liveIndexOf(pages);
    // A long section of filler added, where the words rank low, then a section taken away: the pages after it move.
    for (const [at, edit] of [
      [4, 'add'],
      [301, 'add'],
      [4, 'remove'],
      [602, 'remove'],
    ] as const) {
      const page = pages[at]!;
      const filler = { heading: 'Notas', hash: 'notas', parent: -1, text: `${'palavra '.repeat(80)} safra`, code: '' };
      const sections = edit === 'add' ? [...page.sections, filler] : page.sections.slice(0, -1);
      applyUpdate(files, live.replace([{ ...page, sections }])!);
      pages = withPage(pages, at, { ...page, sections });
      expect(files).toEqual(freshFiles(pages));
    }
  });

  it('keeps the same postings as sorting every key would', () => {
    const fields = ['title', 'heading', 'text', 'code'];
    const count = 3000;
    const fieldLength = Array.from({ length: count * fields.length }, (_, i) => (i * 7919) % 13);
    const stats = { fields, fieldLength, averageFieldLength: [3.2, 2.1, 6.5, 4] };
    const decoded: FieldPostings[] = fields.map((_, f) => {
      const ids = Array.from({ length: count }, (_, id) => id).filter((id) => (id + f) % (f + 2) === 0);
      return { ids, tfs: ids.map((id) => 1 + ((id * 31) % 3)) };
    });
    const isPage = (id: number) => id % 5 === 0;
    expect(prunedPostings(decoded, stats, 700, isPage)).toEqual(sortedReference(decoded, stats, 700, isPage));
    expect(prunedPostings(decoded, stats, 5000, isPage)).toBeUndefined();
    // The build prunes the encoded runs as they are, in the builder's Int32Arrays: the same postings, encoded.
    const runs = decoded.map(({ ids, tfs }) => Int32Array.from(encodeRun(ids, tfs)));
    expect(prunedRuns(runs, stats, 700, isPage)).toEqual(
      sortedReference(decoded, stats, 700, isPage).map(({ ids, tfs }) => encodeRun(ids, tfs)),
    );
    expect(prunedRuns(runs, stats, 5000, isPage)).toBeUndefined();
  });
});

/** pruneEngine as it was written with a full sort of the keys: the reference the selection must match. */
function sortedReference(
  decoded: FieldPostings[],
  stats: { fields: string[]; fieldLength: number[]; averageFieldLength: number[] },
  budget: number,
  isPage: (id: number) => boolean,
): FieldPostings[] {
  const rank = (field: string, page: boolean) => ({ title: page ? 4 : 2, heading: 3, text: 1 })[field] ?? 0;
  const keys: number[] = [];
  decoded.forEach(({ ids, tfs }, f) => {
    ids.forEach((id, i) => {
      const tf = tfs[i]!;
      const length = stats.fieldLength[id * stats.fields.length + f]!;
      keys.push(
        rank(stats.fields[f]!, isPage(id)) * 10 +
          (tf * 2.2) / (tf + 1.2 * (1 - 0.7 + (0.7 * length) / stats.averageFieldLength[f]!)),
      );
    });
  });
  const sorted = [...keys].sort((a, b) => a - b);
  const threshold = sorted[keys.length - budget]!;
  let room = budget - keys.filter((key) => key > threshold).length;
  let k = 0;
  return decoded.map(({ ids, tfs }) => {
    const kept: FieldPostings = { ids: [], tfs: [] };
    ids.forEach((id, i) => {
      const key = keys[k++]!;
      if (key > threshold || (key === threshold && room-- > 0)) {
        kept.ids.push(id);
        kept.tfs.push(tfs[i]!);
      }
    });
    return kept;
  });
}
