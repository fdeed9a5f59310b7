import { contentHash } from '../util/content-hash.ts';
import {
  FORMAT_VERSION,
  type SearchDocPart,
  type SearchIndexEntry,
  type SearchPageEntry,
  type SearchSectionEntry,
  type SearchTermPart,
} from '../../format/site-format.ts';
import type { SearchLanguage } from '../../format/search/language.ts';
import { docPartName, excerptPartName } from '../../format/search/parts.ts';
import type { StreamedEngine } from './engine-builder.ts';
import type { SectionList } from './section-columns.ts';
import type { FieldPostings } from './prune.ts';

/**
 * Raw JSON bytes a part holds before the next one starts. Term parts: a
 * first one-word query loads one or two of them (about 12 KB each after
 * brotli); fewer, larger parts would make that cost grow, more, smaller
 * ones the entry's list. Doc parts (excerpts left out): each suggestion
 * loads the part of its hit, about 1 KB after brotli; the entry lists one
 * number per doc part.
 */
export const PART_SIZES = { termPartBytes: 40_000, docPartBytes: 2_500 };
export type PartSizes = typeof PART_SIZES;

/** The opening of a section's text kept for a result's excerpt: about 30 words. */
const EXCERPT_CHARS = 200;

export interface IndexContent {
  /** Read once, term by term. */
  engine: StreamedEngine;
  pages: SearchPageEntry[];
  sections: SectionList;
  /** pageDocumentTest of the sections, which pruning the engine asked too. */
  isPageDocument(id: number): boolean;
  /** The excerpt part of documents [from, to) as its JSON: the opening of each one's text (see excerptOf). */
  excerptPart(from: number, to: number): string;
}

export interface SplitFile {
  path: string;
  json: string;
  /**
   * Named for its place rather than its content, so revalidated rather than cached for good: the entry and the
   * excerpt parts, which any edit of a page's text changes (see splitIndex).
   */
  revalidated?: true;
}

/**
 * Writes a version's index as an entry and parts (SearchIndexEntry), handing
 * each part to `emit` as soon as it is written so that the caller need not
 * hold them all. `base` is the entry's path without its extension
 * ("search-index/current/pt-BR"); parts go into the folder of that name.
 *
 * An edit of one page's text changes the collection's statistics and that
 * page's excerpts, so the entry and the excerpt parts keep their names from
 * one build to the next (and are revalidated): named by content, they would
 * rename the manifest that names the entry, and with it every page's shell,
 * or every excerpt part. Term parts and doc parts stay named by content: an
 * edit renames only the term parts holding the page's words.
 */
export function splitIndex(
  content: IndexContent,
  target: { version: string; locale: string; language: SearchLanguage },
  base: string,
  emit: (file: SplitFile) => void,
  sizes: PartSizes = PART_SIZES,
): SplitFile {
  const entry: SearchIndexEntry = {
    formatVersion: FORMAT_VERSION,
    version: target.version,
    locale: target.locale,
    language: target.language,
    fields: content.engine.fields,
    documentCount: content.sections.length,
    averageFieldLength: content.engine.averageFieldLength,
    ...referenceRanges(content.pages, content.sections),
    termParts: termParts(content, sizes.termPartBytes, (json) => {
      const hash = contentHash(json);
      emit({ path: `${base}/${hash}.json`, json });
      return hash;
    }),
    docParts: docParts(content, sizes.docPartBytes, base, emit),
  };
  return { path: `${base}.json`, json: JSON.stringify(entry), revalidated: true };
}

/** Cuts the terms into parts of about `limit` bytes, each handed to `write` as the JSON of its SearchTermPart. */
function termParts(
  { engine, isPageDocument }: IndexContent,
  limit: number,
  write: (json: string) => string,
): SearchIndexEntry['termParts'] {
  const width = engine.fields.length;
  const list: SearchIndexEntry['termParts'] = [];
  let rows: string[] = [];
  let first = '';
  let bytes = 0;
  const flush = () => {
    if (rows.length) list.push([first, rows.length, write(`{"terms":[${rows.join(',')}]}`)]);
    rows = [];
    bytes = 0;
  };
  for (const [term, runs] of engine.index) {
    const row = termRowJson(term, runs, engine.fieldLength, width, isPageDocument);
    if (bytes && bytes + row.length + 1 > limit) flush();
    if (!rows.length) first = term;
    rows.push(row);
    bytes += row.length + 1;
  }
  flush();
  return list;
}

/**
 * Whether a section id is its page's own document (the text before the first heading, whose heading is ""), asked of
 * every posting a term row or pruning writes: one byte per section, read instead of the section's entry.
 */
export function pageDocumentTest(sections: SectionList): (id: number) => boolean {
  const pageDocuments = new Uint8Array(sections.length);
  sections.forEach(([, heading], id) => (pageDocuments[id] = heading === '' ? 1 : 0));
  return (id) => pageDocuments[id] === 1;
}

/**
 * JSON.stringify(termRow(term, runs.map(decodeRun), ...)), written straight from the encoded runs (see
 * SearchEngineData): without the arrays of ids, frequencies and row that the index made for every term, and without
 * stringifying each row twice (once to measure its part, once within it).
 */
export function termRowJson(
  term: string,
  runs: readonly ArrayLike<number>[],
  fieldLength: ArrayLike<number>,
  width: number,
  isPageDocument: (id: number) => boolean,
): string {
  let json = `[${JSON.stringify(term)},[`;
  for (let f = 0; f < runs.length; f++) {
    const run = runs[f]!;
    json += f ? ',[' : '[';
    let id = 0;
    for (let i = 0; i < run.length; i++) {
      const n = run[i]!;
      if (i) json += ',';
      // A negative number is minus the term frequency of the document before it, always above 1, as termRow writes it.
      if (n < 0) json += n;
      else {
        id += n;
        json += `${n},${fieldLength[id * width + f]! * 2 + (isPageDocument(id) ? 1 : 0)}`;
      }
    }
    json += ']';
  }
  return `${json}]]`;
}

/**
 * A term's row in its term part (SearchTermPart): per field, each posting as the gap from the id before it, its
 * document's length in that field times two plus one for a page's own document, then minus its term frequency when
 * that is above 1.
 */
export function termRow(
  term: string,
  fields: readonly FieldPostings[],
  fieldLength: ArrayLike<number>,
  width: number,
  isPageDocument: (id: number) => boolean,
): SearchTermPart['terms'][number] {
  const postings = fields.map(({ ids, tfs }, f) => {
    const out: number[] = [];
    let previous = 0;
    ids.forEach((id, i) => {
      out.push(id - previous, fieldLength[id * width + f]! * 2 + (isPageDocument(id) ? 1 : 0));
      if (tfs[i]! > 1) out.push(-tfs[i]!);
      previous = id;
    });
    return out;
  });
  return [term, postings];
}

/**
 * Doc parts and their excerpts, named by one hash of all the doc parts once all are written: the excerpt parts take
 * the same hash, which their text does not change, so that the entry need not list theirs (see splitIndex).
 */
function docParts(
  { pages, sections, excerptPart }: IndexContent,
  limit: number,
  base: string,
  emit: (file: SplitFile) => void,
): SearchIndexEntry['docParts'] {
  // Each doc part's JSON and its documents' ids, [from, to): the excerpt parts are written only once the hash is known,
  // one at a time, since their text (a fifth of a large site's index, held as two-byte strings) is not hashed.
  const written: [doc: string, from: number, to: number][] = [];
  let part: SearchDocPart = { pages: [], sections: [] };
  let first = 0;
  let bytes = 0;
  const flush = (to: number) => {
    if (part.sections.length) written.push([JSON.stringify(part), first, to]);
    part = { pages: [], sections: [] };
    first = to;
    bytes = 0;
  };
  const sizes: number[] = [];
  let id = 0;
  while (id < sections.length) {
    const pageIndex = sections.at(id)![0];
    const page = pages[pageIndex]!;
    const rows: SearchSectionEntry[] = [];
    const from = id;
    for (let row = sections.at(id); row?.[0] === pageIndex; row = sections.at(++id)) rows.push(row);
    const size = JSON.stringify([page, rows]).length;
    if (bytes && bytes + size > limit) {
      sizes.push(part.sections.length);
      flush(from);
    }
    const local = part.pages.length;
    part.pages.push(page);
    for (const [, heading, hash, parent] of rows) part.sections.push([local, heading, hash, parent]);
    bytes += size;
  }
  if (part.sections.length) sizes.push(part.sections.length);
  flush(id);
  const hash = contentHash(written.map(([doc]) => contentHash(doc)).join(''));
  written.forEach(([doc, from, to], k) => {
    emit({ path: `${base}/${docPartName(hash, k)}.json`, json: doc });
    emit({ path: `${base}/${excerptPartName(hash, k)}.json`, json: excerptPart(from, to), revalidated: true });
  });
  return { hash, sizes };
}

/**
 * The opening of a section's text, cut at a word boundary. Copied out rather than sliced: V8 keeps a slice's whole
 * parent alive, and the index keeps every excerpt until the build ends, which would keep every section's text.
 */
export function excerptOf(text: string): string {
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.lastIndexOf(' ', EXCERPT_CHARS);
  return Buffer.from(text.slice(0, cut > 0 ? cut : EXCERPT_CHARS)).toString();
}

/**
 * The documents of pages generated from an API description, as [first, end) id ranges (see
 * SearchIndexEntry.referenceDocuments); nothing when there are none. Generated pages come after the writers' pages,
 * so this is one range or a few.
 */
export function referenceRanges(
  pages: readonly SearchPageEntry[],
  sections: SectionList,
): { referenceDocuments?: number[] } {
  const ranges: number[] = [];
  sections.forEach(([page], id) => {
    if (pages[page]?.reference !== true) return;
    if (ranges.length && ranges[ranges.length - 1] === id) ranges[ranges.length - 1] = id + 1;
    else ranges.push(id, id + 1);
  });
  return ranges.length ? { referenceDocuments: ranges } : {};
}
