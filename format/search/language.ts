/**
 * The language of a search index (SearchIndexEntry.language), in a module of its own: the viewer's first load reads it
 * (the searched terms kept in the history state) without the stemmers of terms.ts, which only the search chunk loads.
 */

/** The languages an index can be in: Portuguese, and English. */
export const SEARCH_LANGUAGES = ['pt', 'en'] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];

/** An index's language from its locale's HTML language ("en-US" is English); Portuguese for any other. */
export function searchLanguageOf(htmlLang: string): SearchLanguage {
  return htmlLang.toLowerCase().split('-')[0] === 'en' ? 'en' : 'pt';
}
