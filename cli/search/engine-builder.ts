import type { SearchEngineData } from '../../format/site-format.ts';
import { SEARCH_FIELDS, type SectionDocument } from '../../format/search/engine-options.ts';
import { termsOfWord, tokenize } from '../../format/search/terms.ts';
import type { SearchLanguage } from '../../format/search/language.ts';

/**
 * One term's documents in one field, kept as the run the index stores
 * (SearchEngineData): each id as the gap from the one before, followed by
 * minus its term frequency when that is above 1. Ids come in ascending
 * order, so a run grows at its end only. The run is an Int32Array that
 * doubles when full: postings are most of an index being built, tens of
 * millions at 100,000 pages, and a number[] takes twice the memory.
 */
class Postings {
  private run = new Int32Array(4);
  private length = 0;
  /** The last id in the run. */
  last: number;

  constructor(first: number) {
    this.last = first;
    this.push(first);
  }

  push(value: number): void {
    if (this.length === this.run.length) {
      const grown = new Int32Array(this.length * 2);
      grown.set(this.run);
      this.run = grown;
    }
    this.run[this.length++] = value;
  }

  /** Counts one more occurrence in the document the run ends with. */
  repeat(): void {
    const end = this.length - 1;
    if (this.run[end]! < 0) this.run[end]!--;
    else this.push(-2);
  }

  values(): Int32Array {
    return this.run.subarray(0, this.length);
  }
}

/** The index as the builder holds it: SearchEngineData with each run a view of the builder's own (see Postings). */
export type PackedEngine = Omit<SearchEngineData, 'index'> & { index: [term: string, runs: ArrayLike<number>[]][] };

/** What the builder knows of a word: the posting lists of its terms, and the stamp of the (document, field) pair it was last counted in. */
interface WordEntry {
  terms: Postings[][];
  seen: number;
}

/**
 * Writes the packed index (SearchEngineData) straight from the section
 * documents: exactly what MiniSearch's `add` followed by `toJSON` would
 * serialize (the tests compare the two), without the radix tree MiniSearch
 * keeps for querying. The compiler never queries, and inserting every word
 * into that tree took more than half of the index's build time, which the
 * build waited for at its end. The viewer still loads the result with
 * MiniSearch and queries it there.
 */
export class EngineBuilder {
  private readonly postings = new Map<string, Postings[]>();
  /**
   * By word as written: a corpus repeats a few thousand words hundreds of
   * thousands of times, and this turns each occurrence into one lookup.
   */
  private readonly words = new Map<string, WordEntry>();
  private readonly fieldLength: number[] = [];
  private readonly averageFieldLength: number[] = SEARCH_FIELDS.map(() => 0);
  private count = 0;
  /** Numbers each (document, field) pair, so that counting distinct words needs no Set per field. */
  private stamp = 0;

  /** Words become the terms of `language` (see SearchIndexEntry.language). */
  constructor(private readonly language: SearchLanguage) {}

  /** Documents must come with ids 0, 1, 2... in that order, as section positions do. */
  add(document: SectionDocument): void {
    if (document.id !== this.count)
      throw new Error(`EngineBuilder: expected document id ${this.count}, got ${document.id}`);
    const id = document.id;
    SEARCH_FIELDS.forEach((field, f) => {
      const value = document[field] as string | undefined;
      if (value == null) {
        this.fieldLength.push(0);
        return;
      }
      const stamp = ++this.stamp;
      // MiniSearch's field length counts distinct words.
      let length = 0;
      for (const word of tokenize(value)) {
        const entry = this.entryOf(word);
        if (entry.seen !== stamp) {
          entry.seen = stamp;
          length++;
        }
        for (const byField of entry.terms) {
          const postings = byField[f];
          if (postings === undefined) byField[f] = new Postings(id);
          else if (postings.last !== id) {
            postings.push(id - postings.last);
            postings.last = id;
          } else postings.repeat();
        }
      }
      this.fieldLength.push(length);
      // MiniSearch's running mean, with the same arithmetic so that the floats match to the last bit.
      this.averageFieldLength[f] = (this.averageFieldLength[f]! * this.count + length) / (this.count + 1);
    });
    this.count++;
  }

  /** Terms come sorted, so that a reader's query can check what the index knows by binary search. */
  data(): SearchEngineData {
    return engineData(this.packed());
  }

  /** What data() gives, without copying the runs: pruning reads them a term at a time (see pruneEngine). */
  packed(): PackedEngine {
    const terms = [...this.postings.keys()].sort();
    const none = new Int32Array(0);
    return {
      fields: [...SEARCH_FIELDS],
      fieldLength: this.fieldLength,
      averageFieldLength: this.averageFieldLength,
      index: terms.map((term) => {
        const byField = this.postings.get(term)!;
        return [term, SEARCH_FIELDS.map((_, f) => byField[f]?.values() ?? none)];
      }),
    };
  }

  private entryOf(word: string): WordEntry {
    let entry = this.words.get(word);
    if (!entry) {
      const terms = termsOfWord(word, this.language).map((term) => {
        let byField = this.postings.get(term);
        if (!byField) this.postings.set(term, (byField = []));
        return byField;
      });
      this.words.set(word, (entry = { terms, seen: 0 }));
    }
    return entry;
  }
}

/** A packed index with every run copied into an array, as the index's JSON spells it. */
export function engineData(packed: PackedEngine): SearchEngineData {
  return { ...packed, index: packed.index.map(([term, runs]) => [term, runs.map((run) => Array.from(run))]) };
}
