import type { FieldPostings } from './prune.ts';

/** Every term's postings in one array, in `terms` order: for each field, its count, its ids, then their frequencies. */
export function packPostings(terms: readonly string[], postings: ReadonlyMap<string, FieldPostings[]>): Int32Array {
  let size = 0;
  for (const term of terms) for (const { ids } of postings.get(term)!) size += 1 + 2 * ids.length;
  const packed = new Int32Array(size);
  let at = 0;
  for (const term of terms) {
    for (const { ids, tfs } of postings.get(term)!) {
      packed[at++] = ids.length;
      packed.set(ids, at);
      packed.set(tfs, at + ids.length);
      at += 2 * ids.length;
    }
  }
  return packed;
}

/** The postings packPostings packed, `width` fields per term; throws when the array does not hold them exactly. */
export function unpackPostings(
  terms: readonly string[],
  packed: Int32Array,
  width: number,
): Map<string, FieldPostings[]> {
  const postings = new Map<string, FieldPostings[]>();
  let at = 0;
  for (const term of terms) {
    const fields: FieldPostings[] = [];
    for (let f = 0; f < width; f++) {
      const count = packed[at++] ?? -1;
      if (count < 0 || at + 2 * count > packed.length) throw new Error('not a search index snapshot');
      fields.push({ ids: numbers(packed, at, count), tfs: numbers(packed, at + count, count) });
      at += 2 * count;
    }
    postings.set(term, fields);
  }
  if (at !== packed.length) throw new Error('not a search index snapshot');
  return postings;
}

/**
 * `count` numbers of `packed` from `start`, as a number array (LiveSearchIndex splices them in place): copied in a
 * loop, ten times faster than Array.from over a subarray, which went through its iterator.
 */
function numbers(packed: Int32Array, start: number, count: number): number[] {
  const list = new Array<number>(count);
  for (let i = 0; i < count; i++) list[i] = packed[start + i]!;
  return list;
}
