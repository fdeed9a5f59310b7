import type { SearchEngineData } from '../../format/site-format.ts';
import { SEARCH_FIELDS, type SectionDocument } from '../../format/search/engine-options.ts';
import { termsOfWord, tokenize } from '../../format/search/terms.ts';
import type { SearchLanguage } from '../../format/search/language.ts';
import { doubled } from '../util/typed-arrays.ts';

/**
 * One term's documents in one field, kept as the run the index stores
 * (SearchEngineData): each id as the gap from the one before, followed by
 * minus its term frequency when that is above 1. Ids come in ascending
 * order, so a run grows at its end only. Postings are most of an index being
 * built, tens of millions at 100,000 pages: each number is kept zigzagged in
 * a variable-length quantity of 7 bits a byte, in bytes that double when full.
 * Most gaps and frequencies take one byte, where an Int32Array took 4: the
 * index worker of a 100,000-page build held 251 MB of runs, 69 MB so.
 */
class Postings {
  private bytes = new Uint8Array(8);
  private length = 0;
  /** How many numbers the bytes hold. */
  private count = 0;
  /** Occurrences in the document the run ends with, written once the next document comes (see values). */
  private frequency = 1;
  /** The last id in the run. */
  last: number;

  constructor(first: number) {
    this.last = first;
    this.write(first);
  }

  /** Adds document `id`, after the last one. */
  next(id: number): void {
    this.writeFrequency();
    this.write(id - this.last);
    this.last = id;
  }

  /** Counts one more occurrence in the document the run ends with. */
  repeat(): void {
    this.frequency++;
  }

  /** The run, decoded. */
  values(): Int32Array {
    const run = new Int32Array(this.count + (this.frequency > 1 ? 1 : 0));
    const { bytes, length } = this;
    let k = 0;
    for (let i = 0; i < length; ) {
      let value = 0;
      let scale = 1;
      let byte: number;
      do {
        byte = bytes[i++]!;
        value += (byte & 0x7f) * scale;
        scale *= 128;
      } while (byte & 0x80);
      // Zigzag: even numbers are gaps, odd ones minus frequencies.
      run[k++] = value % 2 ? -(value + 1) / 2 : value / 2;
    }
    if (this.frequency > 1) run[k] = -this.frequency;
    return run;
  }

  private writeFrequency(): void {
    if (this.frequency > 1) this.write(-this.frequency);
    this.frequency = 1;
  }

  private write(n: number): void {
    let value = n < 0 ? -2 * n - 1 : 2 * n;
    if (this.length + 5 > this.bytes.length) this.bytes = doubled(this.bytes);
    while (value >= 0x80) {
      this.bytes[this.length++] = (value % 0x80) | 0x80;
      value = Math.floor(value / 0x80);
    }
    this.bytes[this.length++] = value;
    this.count++;
  }
}

/** One term and its runs, one per field. */
export type TermRuns = [term: string, runs: ArrayLike<number>[]];

/** The index as the builder gives it: SearchEngineData with each run an Int32Array (see Postings). */
export type PackedEngine = Omit<SearchEngineData, 'index'> & { index: TermRuns[] };

/**
 * The same, its terms read in order, each term's runs decoded as it is read, once (see EngineBuilder.streamed): the
 * split index writes its parts a term at a time, and the runs decoded all at once were 180 MB at 100,000 pages.
 */
export type StreamedEngine = Omit<PackedEngine, 'index' | 'fieldLength'> & {
  fieldLength: ArrayLike<number>;
  index: Iterable<TermRuns>;
};

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
  /** Each document's length in each field, as SearchEngineData spells it: 4 bytes each rather than 8 in an array. */
  private fieldLength = new Uint32Array(4096);
  private lengths = 0;
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
        this.pushLength(0);
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
          else if (postings.last !== id) postings.next(id);
          else postings.repeat();
        }
      }
      this.pushLength(length);
      // MiniSearch's running mean, with the same arithmetic so that the floats match to the last bit.
      this.averageFieldLength[f] = (this.averageFieldLength[f]! * this.count + length) / (this.count + 1);
    });
    this.count++;
  }

  data(): SearchEngineData {
    return engineData(this.packed());
  }

  /** Every term with its runs decoded. */
  packed(): PackedEngine {
    const fieldLength = Array.from(this.fieldLength.subarray(0, this.lengths));
    return { ...this.statistics(), fieldLength, index: [...this.terms()] };
  }

  /** The index to read once, term by term (see StreamedEngine). */
  streamed(): StreamedEngine {
    const fieldLength = this.fieldLength.subarray(0, this.lengths);
    return { ...this.statistics(), fieldLength, index: { [Symbol.iterator]: () => this.terms() } };
  }

  private statistics(): Pick<PackedEngine, 'fields' | 'averageFieldLength'> {
    return { fields: [...SEARCH_FIELDS], averageFieldLength: this.averageFieldLength };
  }

  private pushLength(length: number): void {
    if (this.lengths === this.fieldLength.length) this.fieldLength = doubled(this.fieldLength);
    this.fieldLength[this.lengths++] = length;
  }

  /** Terms come sorted, so that a reader's query can check what the index knows by binary search. */
  private *terms(): Generator<TermRuns> {
    const none = new Int32Array(0);
    for (const term of [...this.postings.keys()].sort()) {
      const byField = this.postings.get(term)!;
      yield [term, SEARCH_FIELDS.map((_, f) => byField[f]?.values() ?? none)];
    }
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
