import { closest, distance } from 'fastest-levenshtein';

/** Whether `b` is close enough to `a` to suggest it: a typo, not another word. */
export function distanceIsSmall(a: string, b: string): boolean {
  return distance(a.toLowerCase(), b.toLowerCase()) <= Math.max(2, Math.floor(b.length / 3));
}

/** The known key that `key` is probably a typo of, for a "did you mean" in an unknown-key error. */
export function nearMiss(key: string, known: readonly string[]): string | undefined {
  if (!known.length) return undefined;
  const guess = closest(key, [...known]);
  return distanceIsSmall(key, guess) ? guess : undefined;
}

/**
 * What to add after "unknown key": the key that was probably meant, or else every key there is, so that the writer
 * never has to look the keys up.
 */
export function didYouMean(key: string, known: readonly string[]): string {
  const guess = nearMiss(key, known);
  if (guess) return ` (did you mean "${guess}"?)`;
  return known.length
    ? `; expected one of ${known.map((k) => JSON.stringify(k)).join(', ')}`
    : '; expected no keys here';
}
