/**
 * The terms a reader searched for travel to the page they open in the
 * history entry's state, not in the URL: the highlight lasts while the
 * reader stays on that entry and a shared link carries none of it.
 */
const KEY = 'docsgenSearchTerms';

export function searchState(terms: readonly string[]): Record<string, unknown> {
  return { [KEY]: terms };
}

export function searchTermsOf(state: unknown): string[] | null {
  const terms = (state as Record<string, unknown> | null)?.[KEY];
  return Array.isArray(terms) && terms.every((t) => typeof t === 'string') ? terms : null;
}
