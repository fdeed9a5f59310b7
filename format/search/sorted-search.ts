/**
 * Binary searches over ascending arrays, for the search index's sorted terms, part boundaries and score thresholds.
 * `key` reads the sorted value of an element (the term of a `[term, postings]` pair, for example).
 */

/** The position of the first element whose key is at or above `value` (the length when none is). */
export function firstAtOrAbove<T, K>(
  sorted: ArrayLike<T>,
  value: K,
  key: (element: T) => K = (element) => element as unknown as K,
): number {
  return boundary(sorted, (element) => key(element) < value);
}

/** The position of the first element whose key is above `value` (the length when none is). */
export function firstAbove<T, K>(
  sorted: ArrayLike<T>,
  value: K,
  key: (element: T) => K = (element) => element as unknown as K,
): number {
  return boundary(sorted, (element) => key(element) <= value);
}

/** The first position where `before` turns false; it must hold for a prefix of the array and fail for the rest. */
function boundary<T>(sorted: ArrayLike<T>, before: (element: T) => boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (before(sorted[mid]!)) low = mid + 1;
    else high = mid;
  }
  return low;
}
