import type { PackedEngine, StreamedEngine, TermRuns } from './engine-builder.ts';
import { fieldRank } from '../../format/search/rank.ts';

/** MiniSearch's default BM25 parameters, which the index is queried with. */
const K = 1.2;
const B = 0.7;
/** Field ranks are whole numbers and BM25's term-frequency weight stays under K + 1: rank * 10 + weight orders by rank first. */
const RANK_SCALE = 10;

/** One term's postings in one field: ascending document ids and their term frequencies. */
export interface FieldPostings {
  ids: number[];
  tfs: number[];
}

/** What pruning reads of the collection: its field names, each document's field lengths and their averages. */
export interface PruneStatistics {
  fields: readonly string[];
  /** fieldLength[id * fields.length + field], as in SearchEngineData. */
  fieldLength: ArrayLike<number>;
  averageFieldLength: readonly number[];
}

/**
 * Static index pruning: keeps at most `budget` postings per term, the ones
 * that would rank first (by field, as the ranking orders them, then by BM25's
 * term-frequency weight, so short sections that repeat the word stay).
 * A word found in thousands of sections cannot show most of them anyway,
 * and every posting a query walks costs time on the reader's machine, so
 * this bounds both query time and index size as a site grows. Sites with
 * fewer sections per word than the budget are left untouched.
 */
export function pruneEngine(data: PackedEngine, budget: number, isPageDocument: (id: number) => boolean): PackedEngine {
  return { ...data, index: [...pruneStreamed(data, budget, isPageDocument).index] };
}

/** pruneEngine of an index read term by term, each pruned as it is read (see StreamedEngine). */
export function pruneStreamed(
  data: StreamedEngine,
  budget: number,
  isPageDocument: (id: number) => boolean,
): StreamedEngine {
  const terms = function* (): Generator<TermRuns> {
    for (const [term, runs] of data.index) {
      const kept =
        runs.reduce((sum, run) => sum + run.length, 0) > budget && prunedRuns(runs, data, budget, isPageDocument);
      // Runs kept whole stay as they are: the split index writes its JSON from them (see termRowJson).
      yield [term, kept || runs];
    }
  };
  return { ...data, index: { [Symbol.iterator]: terms } };
}

/** What a field's postings are ranked by in pruning: its rank, for a page's document and a section's, and its average length. */
interface FieldWeights {
  rank: number;
  pageRank: number;
  average: number;
}

function fieldWeights(stats: PruneStatistics, field: number): FieldWeights {
  const name = stats.fields[field]!;
  return {
    rank: fieldRank(name, false) * RANK_SCALE,
    pageRank: fieldRank(name, true) * RANK_SCALE,
    average: stats.averageFieldLength[field]!,
  };
}

/** The key a posting is kept by: its field's rank first, then BM25's term-frequency weight. */
function postingKey(weights: FieldWeights, isPage: boolean, tf: number, length: number): number {
  return (
    (isPage ? weights.pageRank : weights.rank) + (tf * (K + 1)) / (tf + K * (1 - B + (B * length) / weights.average))
  );
}

/**
 * One term's postings, field after field, in flat arrays: what selectPostings reads, in loops of their own rather than
 * through a callback per posting (a third of the time pruning took).
 */
interface FlatPostings {
  ids: Int32Array;
  tfs: Int32Array;
  /** Where each field's postings end. */
  fieldEnds: number[];
}

/** Encoded runs (engine-data.ts) holding `count` postings, flat. */
function flatRuns(runs: readonly ArrayLike<number>[], count: number): FlatPostings {
  const flat: FlatPostings = { ids: new Int32Array(count), tfs: new Int32Array(count), fieldEnds: [] };
  let k = 0;
  for (const run of runs) {
    let id = 0;
    for (let i = 0; i < run.length; i++) {
      id += run[i]!;
      flat.ids[k] = id;
      flat.tfs[k++] = i + 1 < run.length && run[i + 1]! < 0 ? -run[++i]! : 1;
    }
    flat.fieldEnds.push(k);
  }
  return flat;
}

/** Decoded postings holding `count` postings, flat. */
function flatDecoded(decoded: readonly FieldPostings[], count: number): FlatPostings {
  const flat: FlatPostings = { ids: new Int32Array(count), tfs: new Int32Array(count), fieldEnds: [] };
  let k = 0;
  for (const { ids, tfs } of decoded) {
    flat.ids.set(ids, k);
    flat.tfs.set(tfs, k);
    flat.fieldEnds.push((k += ids.length));
  }
  return flat;
}

/**
 * pruneEngine's postings for one term, read from and written as encoded runs: decoding the runs into arrays first took
 * 5.9 s of the 7.5 s a 30,000-page build spent pruning, on the index worker that the build then waits for. Undefined
 * when it keeps them all.
 */
export function prunedRuns(
  runs: readonly ArrayLike<number>[],
  stats: PruneStatistics,
  budget: number,
  isPageDocument: (id: number) => boolean,
): number[][] | undefined {
  let count = 0;
  for (const run of runs) for (let i = 0; i < run.length; i++) if (run[i]! >= 0) count++;
  // Most terms keep every posting: they cost no allocation.
  if (count <= budget) return undefined;
  const kept = runs.map((): number[] => []);
  const previous = runs.map(() => 0);
  selectPostings(flatRuns(runs, count), stats, budget, isPageDocument, (field, id, tf) => {
    kept[field]!.push(id - previous[field]!);
    previous[field] = id;
    if (tf > 1) kept[field]!.push(-tf);
  });
  return kept;
}

/**
 * One term's postings as pruneEngine keeps them, or undefined when it keeps them all (at most `budget`), from decoded
 * postings: watch's incremental index (live-index.ts) keeps them so, and must keep the same postings as the build.
 */
export function prunedPostings(
  decoded: readonly FieldPostings[],
  stats: PruneStatistics,
  budget: number,
  isPageDocument: (id: number) => boolean,
  onMargin?: (margin: PruneMargin) => void,
): FieldPostings[] | undefined {
  const count = decoded.reduce((sum, { ids }) => sum + ids.length, 0);
  if (count <= budget) return undefined;
  const kept = decoded.map((): FieldPostings => ({ ids: [], tfs: [] }));
  const margin = selectPostings(flatDecoded(decoded, count), stats, budget, isPageDocument, (field, id, tf) => {
    kept[field]!.ids.push(id);
    kept[field]!.tfs.push(tf);
  });
  onMargin?.(margin);
  return kept;
}

/**
 * How far a term's selection is from changing (see selectionHolds): the weakest key kept (`threshold`), the strongest
 * key dropped below it, the weakest key above it, and the field averages the keys were computed with. Postings
 * tied at the threshold and split between kept and dropped keep their order only when they are alike (same field,
 * kind of document, frequency and length), which `stable` says; when no tie is dropped, `above` is Infinity.
 */
export interface PruneMargin {
  threshold: number;
  below: number;
  above: number;
  stable: boolean;
  averages: readonly number[];
}

/**
 * Whether a term whose documents did not change keeps the postings it kept at `margin`, now that the field averages
 * are `averages`. Only the averages moved its keys: BM25's weight changes by at most (K + 1) / 4 times the change of
 * an average's logarithm (its derivative in ln(average) peaks there), so while no key moved past the gaps around
 * the threshold, the same postings rank first, in the same order. Watch and a build updating the last one's index
 * then skip the term: pruning every frequent term again took a one-page rebuild of 10,000 pages a third of a second.
 */
export function selectionHolds(margin: PruneMargin | undefined, averages: readonly number[]): boolean {
  const room = margin && roomAt(margin, averages);
  return room !== undefined && gapsExceed(margin!, room);
}

const gapsExceed = (margin: PruneMargin, room: number) =>
  margin.threshold - margin.below > room && margin.above - margin.threshold > room;

/**
 * Whether a term keeps the postings it kept at `margin` after its documents changed as well as the averages: when
 * the selection holds (selectionHolds) and every posting removed or added ranks below the weakest kept by more than
 * the averages can move a key, with `highest` the highest of their keys at the margin's averages (see keyAtMargin),
 * the same postings rank first. Only postings that were dropped and stay dropped changed, which the margin's `below`
 * then takes in.
 */
export function selectionKeepsDropped(margin: PruneMargin, averages: readonly number[], highest: number): boolean {
  const room = roomAt(margin, averages);
  return room !== undefined && gapsExceed(margin, room) && margin.threshold - highest > room;
}

/**
 * How far any key may have moved since `margin` was taken, now that the averages are `averages`, with room for
 * rounding; undefined when the margin cannot say (a selection unstable at its threshold, an average at 0).
 */
function roomAt(margin: PruneMargin, averages: readonly number[]): number | undefined {
  if (!margin.stable) return undefined;
  let moved = 0;
  for (let f = 0; f < averages.length; f++) {
    const now = averages[f]!;
    const then = margin.averages[f];
    if (now === then) continue;
    if (!(now > 0 && then !== undefined && then > 0)) return undefined;
    moved = Math.max(moved, ((K + 1) / 4) * Math.abs(Math.log(now / then)));
  }
  // Keys are sums of a few floating-point terms: far more than their rounding.
  return 2 * moved + 1e-9;
}

/** A posting's key (see postingKey) with the averages `margin` was taken with, to compare with its threshold. */
export function keyAtMargin(
  margin: PruneMargin,
  fields: readonly string[],
  field: number,
  posting: { isPage: boolean; tf: number; length: number },
): number {
  const weights = fieldWeights({ fields, fieldLength: [], averageFieldLength: margin.averages }, field);
  return postingKey(weights, posting.isPage, posting.tf, posting.length);
}

/**
 * The selection both forms of postings share, for a term with more than `budget` postings: the `budget` postings
 * with the highest keys (see postingKey), ties at the weakest key that stays kept in field order, then id order,
 * while there is room. Hands each posting that stays to `keep`, in that order.
 */
function selectPostings(
  { ids, tfs, fieldEnds }: FlatPostings,
  stats: PruneStatistics,
  budget: number,
  isPageDocument: (id: number) => boolean,
  keep: (field: number, id: number, tf: number) => void,
): PruneMargin {
  const width = stats.fields.length;
  const fieldLength = stats.fieldLength;
  // A typed array: the budget binds on the most frequent terms, hundreds of thousands of postings on a large site.
  const keys = new Float64Array(ids.length);
  for (let field = 0, k = 0; field < fieldEnds.length; field++) {
    const weights = fieldWeights(stats, field);
    for (const end = fieldEnds[field]!; k < end; k++)
      keys[k] = postingKey(weights, isPageDocument(ids[k]!), tfs[k]!, fieldLength[ids[k]! * width + field]!);
  }
  const threshold = kthSmallest(keys.slice(), ids.length - budget);
  let room = budget - countAbove(keys, threshold);
  const margin = { threshold, below: -Infinity, above: Infinity, stable: true, averages: stats.averageFieldLength };
  let tieDropped = false;
  let tie: string | undefined;
  for (let field = 0, k = 0; field < fieldEnds.length; field++) {
    const { rank, pageRank } = fieldWeights(stats, field);
    for (const end = fieldEnds[field]!; k < end; k++) {
      const key = keys[k]!;
      const id = ids[k]!;
      if (key > threshold) margin.above = Math.min(margin.above, key);
      else if (key < threshold) margin.below = Math.max(margin.below, key);
      else {
        const alike = `${field} ${isPageDocument(id) ? pageRank : rank} ${tfs[k]} ${fieldLength[id * width + field]}`;
        if (tie !== undefined && tie !== alike) margin.stable = false;
        tie = alike;
        if (room <= 0) tieDropped = true;
      }
      if (key > threshold || (key === threshold && room-- > 0)) keep(field, id, tfs[k]!);
    }
  }
  // Ties all kept stay kept with the keys above them, alike or not: only the gap below counts.
  return tieDropped ? margin : { ...margin, stable: true, above: Infinity };
}

function countAbove(keys: Float64Array, threshold: number): number {
  let above = 0;
  for (let i = 0; i < keys.length; i++) if (keys[i]! > threshold) above++;
  return above;
}

/**
 * The value at position `k` of `values` sorted ascending (Hoare's selection, which reorders `values`): linear time
 * where a sort took n log n, and watch prunes every frequent term again after each save.
 */
function kthSmallest(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return values[k]!;
  }
  return values[k]!;
}
