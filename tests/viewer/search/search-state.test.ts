import { describe, expect, it } from 'vitest';
import { searchState, searchTermsOf } from '../../../viewer/search/search-state.ts';

describe('search terms in the history state', () => {
  it('reads back the terms it wrote', () => {
    expect(searchTermsOf(searchState(['token', 'autentic']))).toEqual(['token', 'autentic']);
    expect(searchTermsOf(searchState([]))).toEqual([]);
  });

  it('finds no terms in a state that is not its own, whatever its shape', () => {
    for (const state of [
      null,
      undefined,
      'texto',
      42,
      {},
      { docsgenSearchTerms: 'token' },
      { docsgenSearchTerms: ['token', 1] },
      { other: ['token'] },
    ])
      expect(searchTermsOf(state), JSON.stringify(state)).toBeNull();
  });
});
