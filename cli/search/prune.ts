import type { SearchEngineData } from '../../format/site-format.ts';
import { decodeRun, encodeRun } from '../../format/search/engine-data.ts';
import { fieldRank } from '../../format/search/rank.ts';
import { firstAbove } from '../../format/search/sorted-search.ts';

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
  const ranks = data.fields.map((field) => [fieldRank(field, false) * RANK_SCALE, fieldRank(field, true) * RANK_SCALE] as const);
  const index = data.index.map(([term, runs]): SearchEngineData['index'][number] => {
    if (runs.reduce((sum, run) => sum + run.length, 0) <= budget) return [term, runs];
    const decoded = runs.map(decodeRun);
    const count = decoded.reduce((sum, { ids }) => sum + ids.length, 0);
    if (count <= budget) return [term, runs];
    // Typed arrays and plain loops: the budget binds on the most frequent terms, hundreds of thousands of postings on a large site.
    const keys = new Float64Array(count);
    let k = 0;
    decoded.forEach(({ ids, tfs }, field) => {
      const average = data.averageFieldLength[field]!;
      const [rank, pageRank] = ranks[field]!;
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i]!;
        const tf = tfs[i]!;
        const length = data.fieldLength[id * width + field]!;
        keys[k++] = (isPageDocument(id) ? pageRank : rank) + (tf * (K + 1)) / (tf + K * (1 - B + (B * length) / average));
      }
    });
    const sorted = keys.slice().sort();
    // The weakest key that stays; ties at it are kept in field order, then id order, while there is room.
    const threshold = sorted[count - budget]!;
    let room = budget - (count - firstAbove(sorted, threshold));
    k = 0;
    const pruned = decoded.map(({ ids, tfs }) => {
      const keptIds: number[] = [];
      const keptTfs: number[] = [];
      for (let i = 0; i < ids.length; i++) {
        const key = keys[k++]!;
        if (key > threshold || (key === threshold && room-- > 0)) {
          keptIds.push(ids[i]!);
          keptTfs.push(tfs[i]!);
        }
      }
      return encodeRun(keptIds, keptTfs);
    });
    return [term, pruned];
  });
  return { ...data, index };
}
