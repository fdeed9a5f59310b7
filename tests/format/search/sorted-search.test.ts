import { describe, expect, it } from 'vitest';
import { firstAbove, firstAtOrAbove } from '../../../format/search/sorted-search.ts';

describe('binary searches over sorted arrays', () => {
  const sorted = [1, 3, 3, 5];
  it('finds the first element at or above a value, and the first above it', () => {
    expect([0, 1, 3, 4, 6].map((v) => firstAtOrAbove(sorted, v))).toEqual([0, 0, 1, 3, 4]);
    expect([0, 1, 3, 4, 6].map((v) => firstAbove(sorted, v))).toEqual([0, 1, 3, 3, 4]);
  });
  it('reads the sorted value of each element through a key', () => {
    const terms: [string, number][] = [
      ['abacate', 1],
      ['colheita', 2],
      ['colher', 3],
      ['safra', 4],
    ];
    expect(firstAtOrAbove(terms, 'colh', ([term]) => term)).toBe(1);
    expect(firstAtOrAbove(terms, 'colh\uffff', ([term]) => term)).toBe(3);
    expect(firstAbove(new Float64Array([0.5, 1.5]), 1.5)).toBe(2);
  });
});
