import type { SearchEngineData } from '../site-format.ts';
import { decodeRun, encodeRun } from './engine-data.ts';
import { fieldRank } from './rank.ts';

/** MiniSearch's default BM25 parameters, which the index is queried with. */
const K = 1.2;
const B = 0.7;
/** Field ranks are whole numbers and BM25's term-frequency weight stays under K + 1: rank * 10 + weight orders by rank first. */
const RANK_SCALE = 10;

/**
 * Static index pruning: keeps at most `budget` postings per term, the ones
 * that would rank first (by field, as the ranking orders them, then by BM25's
 * term-frequency weight, so short sections that repeat the word stay).
 * A word found in thousands of sections cannot show most of them anyway,
 * and every posting a query walks costs time on the reader's machine, so
 * this bounds both query time and index size as a site grows. Sites with
 * fewer sections per word than the budget are left untouched.
 */
export function pruneEngine(data: SearchEngineData, budget: number, isPageDocument: (id: number) => boolean): SearchEngineData {
  const width = data.fields.length;
  const index = data.index.map(([term, runs]): SearchEngineData['index'][number] => {
    if (runs.reduce((sum, run) => sum + run.length, 0) <= budget) return [term, runs];
    const decoded = runs.map(decodeRun);
    const keys = decoded.map(({ ids, tfs }, field) =>
      ids.map((id, i) => {
        const length = data.fieldLength[id * width + field]!;
        const weight = (tfs[i]! * (K + 1)) / (tfs[i]! + K * (1 - B + (B * length) / data.averageFieldLength[field]!));
        return fieldRank(data.fields[field]!, isPageDocument(id)) * RANK_SCALE + weight;
      }),
    );
    const all = Float64Array.from(keys.flat()).sort();
    if (all.length <= budget) return [term, runs];
    // The weakest key that stays; ties at it are kept in field order, then id order, while there is room.
    const threshold = all[all.length - budget]!;
    let room = budget - (all.length - firstAbove(all, threshold));
    const pruned = decoded.map(({ ids, tfs }, field) => {
      const keep = ids.map((_, i) => keys[field]![i]! > threshold || (keys[field]![i] === threshold && room-- > 0));
      return encodeRun(ids.filter((_, i) => keep[i]), tfs.filter((_, i) => keep[i]));
    });
    return [term, pruned];
  });
  return { ...data, index };
}

/** The index of the first value above `value` in an ascending array. */
function firstAbove(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! <= value) low = mid + 1;
    else high = mid;
  }
  return low;
}
