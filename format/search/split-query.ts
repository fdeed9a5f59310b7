import { slug } from 'github-slugger';
import MiniSearch, { type SearchResult } from 'minisearch';
import type {
  SearchDocPart,
  SearchExcerptPart,
  SearchIndexEntry,
  SearchPageEntry,
  SearchSectionEntry,
  SearchTermPart,
} from '../site-format.ts';
import {
  MAX_PREFIX_EXPANSIONS,
  miniSearchOptions,
  querySearchOptions,
  type SectionDocument,
} from './engine-options.ts';
import {
  docPartName,
  excerptPartName,
  partAt,
  partsStartingWith,
  termPartEngine,
  unpackTermPart,
  type UnpackedTermPart,
} from './parts.ts';
import type { SearchHit, SearchRequest } from './query.ts';
import { compareRanked, rankResult, topRanked, type RankedResult } from './rank.ts';
import { queryTerms, termsOfWord, tokenize } from './terms.ts';
import { firstAtOrAbove } from './sorted-search.ts';

/** Fetches a part by its name; the loader decides where from (searchPartFile). */
export type PartLoader = (name: string) => Promise<unknown>;

interface Matched {
  score: number;
  terms: string[];
  match: SearchResult['match'];
}

/** At most this many term parts are searched for a typo (see typoParts): about 12 KB each after brotli. */
const TYPO_PARTS = 3;

/** How many ranked results a search under a path checks per round of stored fields it loads. */
const UNDER_BATCH = 100;

/**
 * Queries a split index (SearchIndexEntry), loading the term parts a query's
 * terms need and the stored fields of the hits it returns, each once.
 *
 * Results are those of the unsplit index (query.ts), ranking included: each
 * processed query term is run, as MiniSearch runs it, on the MiniSearch
 * index of each part holding terms it can reach (one, or a few consecutive
 * ones for a short prefix), whose statistics are the whole collection's,
 * and the per-term results are combined as MiniSearch's OR combines them.
 * Prefix expansion reaches every term that starts with the typed one (those
 * are consecutive in term order); typo tolerance reaches the terms that
 * start with the same two letters as the typed word, or those of its own
 * part when they span more than TYPO_PARTS parts.
 */
export class SplitSearchEngine {
  private readonly firstTerms: string[];
  private readonly firstIds: number[];
  private readonly termParts = new Map<number, Promise<UnpackedTermPart>>();
  private readonly docParts = new Map<string, Promise<unknown>>();
  private readonly engines = new Map<number, MiniSearch<SectionDocument>>();
  private readonly pageDocuments = new Set<number>();

  constructor(
    private readonly entry: SearchIndexEntry,
    private readonly load: PartLoader,
  ) {
    this.firstTerms = entry.termParts.map(([first]) => first);
    let first = 0;
    this.firstIds = entry.docParts.sizes.map((size) => {
      first += size;
      return first - size;
    });
  }

  /** `superseded` tells, once the term parts are in, whether the caller still wants the hits: if not, their stored fields are not loaded. */
  async search(query: string, request: SearchRequest, superseded: () => boolean = () => false): Promise<SearchHit[]> {
    const terms = queryTerms(query, this.entry.language);
    if (!terms.length) return [];
    const results = await this.results(query);
    if (superseded()) return [];
    const isPageDocument = (id: number) => this.pageDocuments.has(id);
    const ranges = this.entry.referenceDocuments ?? [];
    const isReference = (id: number) => {
      for (let i = 0; i < ranges.length; i += 2) if (id >= ranges[i]! && id < ranges[i + 1]!) return true;
      return false;
    };
    const under = request.under?.replace(/\/+$/, '');
    const { version } = request;
    const keeps = (page: SearchPageEntry) =>
      (!under || page.url === under || page.url.startsWith(`${under}/`)) &&
      (!version || page.version === undefined || page.version === version);
    const top =
      under || version
        ? await this.topKept(results, terms, isPageDocument, request.limit, keeps, isReference)
        : topRanked(results, terms, isPageDocument, request.limit, undefined, isReference);
    return Promise.all(top.map(({ result }) => this.hit(result.id as number, result.terms)));
  }

  /** Loads every part, as a reader who has searched for everything would have: for measuring query time alone. */
  async loadAllParts(): Promise<void> {
    await Promise.all([
      ...this.entry.termParts.map((_, i) => this.termPart(i)),
      ...this.firstIds.map((first) => this.stored(first)),
    ]);
  }

  /** MiniSearch's results for the query, as MiniSearch.search returns them over the unsplit index. */
  private async results(query: string): Promise<SearchResult[]> {
    // As MiniSearch processes a query: every term of every word, repeats included.
    const processed = tokenize(query).flatMap((word) => termsOfWord(word, this.entry.language));
    const plans = await Promise.all(processed.map((term, i) => this.plan(term, i === processed.length - 1)));
    await Promise.all(plans.flatMap(({ parts }) => parts.map((i) => this.termPart(i))));
    const options = querySearchOptions(() => 0);
    const combined = new Map<number, Matched>();
    plans.forEach(({ parts, prefix, fuzzy }, i) => {
      const term = processed[i]!;
      // A prefix (or a typo's letters) reaching into the next parts: their terms come after this part's, in the order
      // MiniSearch's own walk of the whole index would find them.
      const perTerm = new Map<number, Matched>();
      for (const k of parts) {
        const found = this.engine(k).search(term, {
          ...options,
          tokenize: () => [term],
          processTerm: (t) => t,
          prefix,
          fuzzy: fuzzy ? 0.2 : false,
        });
        for (const { id, score, queryTerms: matchedTerms, match } of found) {
          const existing = perTerm.get(id);
          if (!existing) perTerm.set(id, { score, terms: matchedTerms, match });
          else {
            existing.score += score;
            Object.assign(existing.match, match);
          }
        }
      }
      // As MiniSearch's OR combines the results of a query's terms.
      for (const [id, { score, terms: matchedTerms, match }] of perTerm) {
        const existing = combined.get(id);
        if (!existing) combined.set(id, { score, terms: matchedTerms, match });
        else {
          existing.score += score;
          existing.match = Object.assign(existing.match, match);
          for (const t of matchedTerms) if (!existing.terms.includes(t)) existing.terms.push(t);
        }
      }
    });
    return [...combined].map(([id, { score, terms, match }]) => ({
      id,
      score: score * (terms.length || 1),
      terms: Object.keys(match),
      queryTerms: terms,
      match,
    }));
  }

  /**
   * The parts a processed term needs and how it is matched, by querySearchOptions's rules: prefix expansion for the
   * last term when few index terms start with it, typo tolerance when none does.
   */
  private async plan(term: string, last: boolean): Promise<{ parts: number[]; prefix: boolean; fuzzy: boolean }> {
    const at = partAt(this.firstTerms, term);
    const wantsPrefix = last && term.length >= 2;
    const wantsFuzzy = term.length >= 5;
    if (!wantsPrefix && !wantsFuzzy) return { parts: [at], prefix: false, fuzzy: false };
    const { from, to } = partsStartingWith(this.firstTerms, term);
    // Parts wholly inside the prefix's range count without loading; a count above the limit settles both questions.
    let inside = 0;
    for (let i = from + 1; i < to; i++) inside += this.entry.termParts[i]![1];
    if (inside > MAX_PREFIX_EXPANSIONS) return { parts: [at], prefix: false, fuzzy: false };
    const range = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const loaded = await Promise.all(range.map((i) => this.termPart(i)));
    const count =
      inside +
      countStartingWith(loaded[0]!, term) +
      (to > from ? countStartingWith(loaded[loaded.length - 1]!, term) : 0);
    const prefix = wantsPrefix && count <= MAX_PREFIX_EXPANSIONS;
    const fuzzy = wantsFuzzy && count === 0;
    // No index term starts with a typo, so the prefix's range holds nothing to expand to then.
    return { parts: fuzzy ? this.typoParts(term, at) : prefix ? range : [at], prefix, fuzzy };
  }

  /**
   * Where typo tolerance looks: the parts of the terms that start with the typed word's first two letters, when they
   * are at most TYPO_PARTS; otherwise the part the word falls in.
   */
  private typoParts(term: string, at: number): number[] {
    const { from, to } = partsStartingWith(this.firstTerms, term.slice(0, 2));
    return to - from < TYPO_PARTS ? Array.from({ length: to - from + 1 }, (_, i) => from + i) : [at];
  }

  private termPart(i: number): Promise<UnpackedTermPart> {
    let pending = this.termParts.get(i);
    if (!pending) {
      pending = this.load(this.entry.termParts[i]![2]).then((json) => {
        const part = unpackTermPart(json as SearchTermPart, this.entry.fields.length);
        for (const id of part.pageDocuments) this.pageDocuments.add(id);
        // Built on arrival, where the reader waits for the part anyway, not in the first query that uses it.
        this.engines.set(
          i,
          MiniSearch.loadJS(termPartEngine(this.entry, part), miniSearchOptions(this.entry.language)),
        );
        return part;
      });
      pending.catch(() => this.termParts.delete(i));
      this.termParts.set(i, pending);
    }
    return pending;
  }

  /** The MiniSearch index of a loaded term part. */
  private engine(i: number): MiniSearch<SectionDocument> {
    return this.engines.get(i)!;
  }

  /**
   * The best `limit` results whose page `keeps` (under a path, of a version): the ranked results in order, their
   * stored fields loaded a batch at a time until enough are kept.
   */
  private async topKept(
    results: SearchResult[],
    terms: string[],
    isPageDocument: (id: number) => boolean,
    limit: number,
    keeps: (page: SearchPageEntry) => boolean,
    isReference: (id: number) => boolean,
  ): Promise<RankedResult[]> {
    const ranked = results
      .flatMap((result) => rankResult(result, terms, isPageDocument(result.id), isReference(result.id)) ?? [])
      .sort(compareRanked);
    const kept: RankedResult[] = [];
    for (let from = 0; from < ranked.length && kept.length < limit; from += UNDER_BATCH) {
      const batch = ranked.slice(from, from + UNDER_BATCH);
      const stored = await Promise.all(batch.map(({ result }) => this.stored(result.id as number)));
      batch.forEach((candidate, i) => {
        if (kept.length < limit && keeps(stored[i]!.page)) kept.push(candidate);
      });
    }
    return kept;
  }

  /** The opening words of a document's text, for a result's excerpt; loaded only when asked for. */
  async excerpt(id: number): Promise<string> {
    const k = partAt(this.firstIds, id);
    const part = (await this.part(excerptPartName(this.entry.docParts.hash, k))) as SearchExcerptPart;
    return part.excerpts[id - this.firstIds[k]!] ?? '';
  }

  private part(name: string): Promise<unknown> {
    let pending = this.docParts.get(name);
    if (!pending) {
      pending = this.load(name);
      pending.catch(() => this.docParts.delete(name));
      this.docParts.set(name, pending);
    }
    return pending;
  }

  private async stored(
    id: number,
  ): Promise<{ section: SearchSectionEntry; page: SearchPageEntry; part: SearchDocPart; first: number }> {
    const k = partAt(this.firstIds, id);
    const part = (await this.part(docPartName(this.entry.docParts.hash, k))) as SearchDocPart;
    const first = this.firstIds[k]!;
    const section = part.sections[id - first]!;
    return { section, page: part.pages[section[0]]!, part, first };
  }

  private async hit(id: number, terms: string[]): Promise<SearchHit> {
    const { section, page, part, first } = await this.stored(id);
    const [, heading, storedHash, parent] = section;
    const hash = storedHash || slug(heading);
    const breadcrumb = heading ? [...page.crumbs, page.title] : [...page.crumbs];
    if (parent >= 0) breadcrumb.push(part.sections[parent - first]![1]);
    return {
      id,
      title: heading || page.title,
      url: hash ? `${page.url}#${encodeURIComponent(hash)}` : page.url,
      hash,
      breadcrumb,
      page,
      terms,
      language: this.entry.language,
    };
  }
}

function countStartingWith(part: UnpackedTermPart, prefix: string): number {
  const lower = (value: string) => firstAtOrAbove(part.index, value, ([term]) => term);
  return lower(`${prefix}\uffff`) - lower(prefix);
}
