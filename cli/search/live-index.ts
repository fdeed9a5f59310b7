import { contentHash } from '../util/content-hash.ts';
import {
  FORMAT_VERSION,
  type SearchIndexEntry,
  type SearchIndexRef,
  type SearchPageEntry,
  type SearchSectionEntry,
} from '../../format/site-format.ts';
import { decodeRun } from '../../format/search/engine-data.ts';
import { firstAtOrAbove } from '../../format/search/sorted-search.ts';
import {
  indexBase,
  MAX_POSTINGS_PER_TERM,
  SearchIndexBuilder,
  type BuiltSearchIndex,
  type SearchIndexTarget,
} from './build-index.ts';
import { DroppedChanges } from './dropped-changes.ts';
import { type DocumentStats, samePostings, splice } from './page-postings.ts';
import { LiveDocParts } from './live-doc-parts.ts';
import { packPostings, unpackPostings } from './packed-postings.ts';
import { type FieldPostings, type PruneMargin, prunedPostings, selectionHolds } from './prune.ts';
import type { PageSections } from './sections.ts';
import {
  PART_SIZES,
  pageDocumentTest,
  referenceRanges,
  termRow,
  type PartSizes,
  type SplitFile,
} from './split-index.ts';

/** How the files of an index changed in one update, so that only what changed crosses threads. */
export interface LiveIndexUpdate {
  ref: SearchIndexRef;
  /** Files with new content: the entry, and each part that changed. */
  written: SplitFile[];
  /** Parts whose content stayed under a new name: doc parts are named by one hash of them all. */
  renamed: [from: string, to: string][];
  /** Files of the previous index that the new one does not have. */
  removed: string[];
}

interface TermPart {
  terms: string[];
  path: string;
  hash: string;
}

/**
 * The search index of `docsgen watch`, kept up to date page by page: writes the same files as a fresh build of the
 * same pages (SearchIndexBuilder.finish, which the tests compare it with), redoing only what a page's new sections
 * change. It keeps every term's postings unpruned, so that a save replaces the page's postings, shifts the ids
 * after them when its section count changed, and prunes the frequent terms again (their averages changed); then
 * serialises only the terms whose rows changed, and rewrites only the term parts and doc parts that hold them.
 */
export class LiveSearchIndex {
  private readonly base: string;
  /** Every term, sorted as the index sorts them (JavaScript string order). */
  private readonly terms: string[];
  private readonly postings = new Map<string, FieldPostings[]>();
  /** Each term's row in its part, as JSON (termRow). */
  private readonly rows = new Map<string, string>();
  /** Each pruned term's margin, from when its postings were last selected (see selectionHolds). */
  private readonly margins = new Map<string, PruneMargin>();
  private readonly fields: string[];
  private readonly width: number;
  private fieldLength: number[];
  private averageFieldLength: number[];
  private readonly sections: SearchSectionEntry[];
  private readonly excerpts: string[];
  private readonly pages: SearchPageEntry[];
  /** Per page: its first document's id and its number of documents. */
  private readonly firstIds: number[] = [];
  private readonly counts: number[] = [];
  /** Page by URL; a URL two pages share maps to -1, and such a page is left as it is. */
  private readonly pageByUrl = new Map<string, number>();
  private termParts: TermPart[] = [];
  private readonly docParts: LiveDocParts;
  /** The entry last written, which keeps its name (see splitIndex): written again only when it changed. */
  private entryJson = '';

  static of(builder: SearchIndexBuilder, target: SearchIndexTarget, sizes: PartSizes = PART_SIZES): LiveSearchIndex {
    return new LiveSearchIndex(builder, target, sizes);
  }

  private constructor(
    builder: SearchIndexBuilder,
    private readonly target: SearchIndexTarget,
    private readonly sizes: PartSizes,
  ) {
    const { engine, pages, sections, excerpts } = builder.contents();
    this.base = indexBase(target);
    this.fields = engine.fields;
    this.width = engine.fields.length;
    this.terms = engine.index.map(([term]) => term);
    for (const [term, runs] of engine.index) this.postings.set(term, runs.map(decodeRun));
    this.fieldLength = engine.fieldLength;
    this.averageFieldLength = engine.averageFieldLength;
    this.pages = pages;
    this.sections = sections;
    this.excerpts = excerpts;
    let id = 0;
    pages.forEach((page, p) => {
      this.firstIds.push(id);
      while (id < sections.length && sections[id]![0] === p) id++;
      this.counts.push(id - this.firstIds[p]!);
      this.pageByUrl.set(page.url, this.pageByUrl.has(page.url) ? -1 : p);
    });
    this.docParts = new LiveDocParts(this.base, sizes.docPartBytes);
  }

  /**
   * An index a snapshot() of another thread or process gave, once deserialized (v8): the same fields, taken back as
   * they were. Throws when `state` is not one (a damaged cache file).
   */
  static revive(state: unknown): LiveSearchIndex {
    const fields = state as Record<string, unknown>;
    const { terms, packedPostings, width } = fields;
    if (!Array.isArray(terms) || !(packedPostings instanceof Int32Array) || typeof width !== 'number')
      throw new Error('not a search index snapshot');
    fields.postings = unpackPostings(terms, packedPostings, width);
    delete fields.packedPostings;
    const live = Object.setPrototypeOf(fields, LiveSearchIndex.prototype) as LiveSearchIndex;
    const valid =
      live.rows instanceof Map &&
      live.margins instanceof Map &&
      Array.isArray(live.termParts) &&
      typeof live.entryJson === 'string' &&
      typeof live.target?.version === 'string' &&
      typeof live.sizes?.termPartBytes === 'number' &&
      live.pageByUrl instanceof Map;
    if (!valid) throw new Error('not a search index snapshot');
    LiveDocParts.revive(live.docParts);
    return live;
  }

  /**
   * What revive() takes back, as v8.serialize writes it: the index's own fields, the postings packed in one array,
   * which v8 copies whole (as number arrays, they took most of the time of writing and reading a snapshot).
   */
  snapshot(): object {
    const { postings: _postings, ...fields } = this;
    return { ...fields, packedPostings: packPostings(this.terms, this.postings) };
  }

  /** Every file of the index, the entry first, as SearchIndexBuilder.finish writes them. */
  build(): BuiltSearchIndex {
    const update = this.emit(new Set(this.terms), () => true);
    return { ref: update.ref, files: update.written };
  }

  /**
   * Every file of the index as it is now, as build() wrote them for the same pages: each part to `onPart`, and the
   * entry in `files`.
   */
  files(onPart: (file: SplitFile) => void): BuiltSearchIndex {
    const rowOf = (term: string) => {
      const row = this.rows.get(term);
      if (row === undefined) throw new Error('not a search index snapshot: a term has no row');
      return row;
    };
    for (const { terms, path } of this.termParts) onPart({ path, json: `{"terms":[${terms.map(rowOf).join(',')}]}` });
    this.docParts.files().forEach(onPart);
    const path = `${this.base}.json`;
    const ref = { version: this.target.version, locale: this.target.locale, file: path };
    return { ref, files: [{ path, json: this.entryJson, revalidated: true }] };
  }

  /** Whether this index was built for `target`, cut to the same sizes. */
  isFor(target: SearchIndexTarget, sizes: PartSizes): boolean {
    const { version, locale, language } = this.target;
    return (
      version === target.version &&
      locale === target.locale &&
      language === target.language &&
      this.sizes.termPartBytes === sizes.termPartBytes &&
      this.sizes.docPartBytes === sizes.docPartBytes
    );
  }

  /**
   * Replaces pages, each found by its URL, with their new sections. Undefined when a page is not in the index (it had
   * no sections when the index was built): only a fresh build places a new page.
   */
  replace(pages: readonly PageSections[]): LiveIndexUpdate | undefined {
    const at = pages.map((page) => this.pageByUrl.get(page.url) ?? -1);
    if (at.some((p) => p < 0)) return undefined;
    const dirtyTerms = new Set<string>();
    let firstDirtyShift = Infinity;
    const dirtyPages = new Set<number>();
    const dropped = new DroppedChanges(this.margins, this.fields);
    pages.forEach((page, i) => {
      const p = at[i]!;
      const shift = this.replacePage(p, page, dirtyTerms, dropped);
      dirtyPages.add(p);
      // Later documents' ids moved, and with them the parents their doc parts name.
      if (shift) firstDirtyShift = Math.min(firstDirtyShift, p + 1);
    });
    this.averageFieldLength = runningAverages(this.fieldLength, this.width, this.sections.length);
    return this.emit(dirtyTerms, (p) => dirtyPages.has(p) || p >= firstDirtyShift, dropped);
  }

  /** Puts one page's new documents in place of its old ones; returns by how many documents it grew. */
  private replacePage(p: number, page: PageSections, dirtyTerms: Set<string>, dropped: DroppedChanges): number {
    // The page's documents as a build of it alone would index them, ids from 0: the same words, the same terms.
    const single = new SearchIndexBuilder(this.target.language);
    single.add(page);
    const incoming = single.contents();
    const first = this.firstIds[p]!;
    const before = this.counts[p]!;
    const after = incoming.sections.length;
    const shift = after - before;
    const added = new Map(incoming.engine.index.map(([term, runs]) => [term, runs.map(decodeRun)]));
    if (shift) dropped.idsMoved();
    const width = this.width;
    const outgoing: DocumentStats = {
      length: (id, f) => this.fieldLength[id * width + f]!,
      isPage: (id) => this.sections[id]![1] === '',
    };
    const ingoing: DocumentStats = {
      length: (id, f) => incoming.engine.fieldLength[id * width + f]!,
      isPage: (id) => incoming.sections[id]![1] === '',
    };
    for (const term of this.terms) {
      const fields = this.postings.get(term)!;
      const extra = added.get(term);
      let changed = false;
      fields.forEach((postings, f) => {
        const low = firstAtOrAbove(postings.ids, first);
        const high = firstAtOrAbove(postings.ids, first + before);
        const insert = extra?.[f];
        if (low === high && !insert?.ids.length && (shift === 0 || high === postings.ids.length)) return;
        if (!shift && samePostings(postings, [low, high], insert, first, f, [outgoing, ingoing])) return;
        changed = true;
        dropped.note(term, f, postings, low, high, outgoing);
        if (insert) dropped.note(term, f, insert, 0, insert.ids.length, ingoing);
        splice(postings, low, high, insert, first, shift);
      });
      if (!changed) continue;
      dirtyTerms.add(term);
      if (fields.every(({ ids }) => ids.length === 0)) this.postings.delete(term);
    }
    for (const [term, fields] of added) {
      if (this.postings.has(term)) continue;
      this.postings.set(
        term,
        fields.map(({ ids, tfs }) => ({ ids: ids.map((id) => id + first), tfs })),
      );
      dirtyTerms.add(term);
    }
    // Terms no document has any more leave the list; new ones join it in order.
    for (const term of dirtyTerms) {
      const at = firstAtOrAbove(this.terms, term);
      const listed = this.terms[at] === term;
      if (listed && !this.postings.has(term)) {
        this.terms.splice(at, 1);
        this.rows.delete(term);
        this.margins.delete(term);
      } else if (!listed && this.postings.has(term)) this.terms.splice(at, 0, term);
    }
    this.fieldLength.splice(first * this.width, before * this.width, ...incoming.engine.fieldLength);
    const rows = incoming.sections.map(
      ([, heading, hash, parent]): SearchSectionEntry => [p, heading, hash, parent < 0 ? -1 : parent + first],
    );
    this.sections.splice(first, before, ...rows);
    this.excerpts.splice(first, before, ...incoming.excerpts);
    this.pages[p] = incoming.pages[0]!;
    this.counts[p] = after;
    if (shift) {
      for (let q = p + 1; q < this.firstIds.length; q++) this.firstIds[q]! += shift;
      for (let id = first + after; id < this.sections.length; id++) {
        const section = this.sections[id]!;
        if (section[3] >= 0) this.sections[id] = [section[0], section[1], section[2], section[3] + shift];
      }
    }
    return shift;
  }

  /**
   * Serialises what changed: the rows of `dirtyTerms` and of the pruned terms, the parts holding them, the entry.
   * `dropped`: what a replacement changed of the pruned terms, which keep their selection when it allows.
   */
  private emit(
    dirtyTerms: ReadonlySet<string>,
    isDirtyPage: (p: number) => boolean,
    dropped?: DroppedChanges,
  ): LiveIndexUpdate {
    const sections = this.sections;
    const isPageDocument = pageDocumentTest(sections);
    const stats = { fields: this.fields, fieldLength: this.fieldLength, averageFieldLength: this.averageFieldLength };
    const changed = new Set<string>();
    for (const term of this.terms) {
      const postings = this.postings.get(term)!;
      const pruned = postings.reduce((sum, { ids }) => sum + ids.length, 0) > MAX_POSTINGS_PER_TERM;
      const dirty = dirtyTerms.has(term);
      if (!dirty && (!pruned || selectionHolds(this.margins.get(term), this.averageFieldLength))) continue;
      if (dirty && pruned && dropped?.keepsSelection(term, this.averageFieldLength)) continue;
      this.margins.delete(term);
      const onMargin = (margin: PruneMargin) => this.margins.set(term, margin);
      const kept =
        (pruned && prunedPostings(postings, stats, MAX_POSTINGS_PER_TERM, isPageDocument, onMargin)) || postings;
      const row = JSON.stringify(termRow(term, kept, this.fieldLength, this.width, isPageDocument));
      if (this.rows.get(term) === row) continue;
      this.rows.set(term, row);
      changed.add(term);
    }
    const written: SplitFile[] = [];
    const removed: string[] = [];
    const termParts = this.cutTermParts(changed, written);
    const kept = new Set(termParts.map((part) => part.path));
    for (const part of this.termParts) if (!kept.has(part.path)) removed.push(part.path);
    this.termParts = termParts;
    const docParts = this.docParts.update(
      { pages: this.pages, sections, excerpts: this.excerpts, firstIds: this.firstIds, counts: this.counts },
      isDirtyPage,
    );
    written.push(...docParts.written);
    removed.push(...docParts.removed);
    const entry: SearchIndexEntry = {
      formatVersion: FORMAT_VERSION,
      version: this.target.version,
      locale: this.target.locale,
      language: this.target.language,
      fields: this.fields,
      documentCount: sections.length,
      averageFieldLength: this.averageFieldLength,
      ...referenceRanges(this.pages, sections),
      termParts: termParts.map((part) => [part.terms[0]!, part.terms.length, part.hash]),
      docParts: { hash: docParts.hash, sizes: docParts.sizes },
    };
    const json = JSON.stringify(entry);
    const path = `${this.base}.json`;
    if (json !== this.entryJson) {
      written.unshift({ path, json, revalidated: true });
      this.entryJson = json;
    }
    const ref = { version: this.target.version, locale: this.target.locale, file: path };
    return { ref, written, renamed: docParts.renamed, removed };
  }

  /** Term parts cut as splitIndex cuts them (every termPartBytes of rows); a part with the same terms and no changed row is kept. */
  private cutTermParts(changed: ReadonlySet<string>, written: SplitFile[]): TermPart[] {
    const previous = new Map(this.termParts.map((part) => [part.terms[0]!, part]));
    const parts: TermPart[] = [];
    let terms: string[] = [];
    let bytes = 0;
    const flush = () => {
      if (!terms.length) return;
      const old = previous.get(terms[0]!);
      if (old && sameTerms(old.terms, terms) && !terms.some((term) => changed.has(term))) parts.push(old);
      else {
        const json = `{"terms":[${terms.map((term) => this.rows.get(term)!).join(',')}]}`;
        const hash = contentHash(json);
        const path = `${this.base}/${hash}.json`;
        parts.push({ terms, path, hash });
        if (!old || old.path !== path) written.push({ path, json });
      }
      terms = [];
      bytes = 0;
    };
    for (const term of this.terms) {
      const size = this.rows.get(term)!.length + 1;
      if (bytes && bytes + size > this.sizes.termPartBytes) flush();
      terms.push(term);
      bytes += size;
    }
    flush();
    return parts;
  }
}

/** MiniSearch's running mean of each field's length, in document order, with EngineBuilder's arithmetic (the same floats). */
function runningAverages(fieldLength: readonly number[], width: number, count: number): number[] {
  const averages = new Array<number>(width).fill(0);
  for (let id = 0; id < count; id++) {
    for (let f = 0; f < width; f++) averages[f] = (averages[f]! * id + fieldLength[id * width + f]!) / (id + 1);
  }
  return averages;
}

function sameTerms(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((term, i) => term === b[i]);
}
