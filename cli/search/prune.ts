import type { AsPlainObject } from 'minisearch';
import { fieldRank } from './rank.ts';

/** MiniSearch's default BM25 parameters, which the index is queried with. */
const K = 1.2;
const B = 0.7;

/**
 * Static index pruning: keeps at most `budget` postings per term, the ones
 * that would rank first (by field, as the ranking orders them, then by BM25's
 * term-frequency weight, so short sections that repeat the word stay).
 * A word found in thousands of sections cannot show most of them anyway,
 * and every posting a query walks costs time on the reader's machine, so
 * this bounds both query time and index size as a site grows. Sites with
 * fewer sections per word than the budget are left untouched.
 */
export function pruneIndex(plain: AsPlainObject, budget: number, isPageDocument: (id: number) => boolean): AsPlainObject {
  const fieldNames = Object.entries(plain.fieldIds).map(([name, id]) => [id, name] as const);
  const index = plain.index.map(([term, byField]): AsPlainObject['index'][number] => {
    let count = 0;
    for (const docs of Object.values(byField)) count += Object.keys(docs).length;
    if (count <= budget) return [term, byField];
    const postings: { field: number; id: number; tf: number; rank: number; weight: number }[] = [];
    for (const [field, name] of fieldNames) {
      const docs = byField[field] as Record<string, number> | undefined;
      for (const [key, tf] of Object.entries(docs ?? {})) {
        const id = Number(key);
        const length = plain.fieldLength[id]?.[field] ?? 0;
        const weight = (tf * (K + 1)) / (tf + K * (1 - B + (B * length) / plain.averageFieldLength[field]!));
        postings.push({ field, id, tf, rank: fieldRank(name, isPageDocument(id)), weight });
      }
    }
    postings.sort((a, b) => b.rank - a.rank || b.weight - a.weight || a.id - b.id);
    const kept: Record<string, Record<string, number>> = {};
    for (const { field, id, tf } of postings.slice(0, budget)) (kept[field] ??= {})[id] = tf;
    return [term, kept];
  });
  return { ...plain, index };
}
