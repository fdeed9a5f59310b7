import type { Options, SearchOptions } from 'minisearch';
import { termsOfWord, tokenize } from './terms.ts';
import type { SearchLanguage } from './language.ts';

/**
 * MiniSearch's configuration, shared by the compiler that builds the index
 * and the viewer that loads it: the fields and the term pipeline must be the
 * same on both sides or queries would look for terms that were never indexed.
 */

/** Fields of a section document, in the order of their field ids in the serialized index. */
export const SEARCH_FIELDS = ['title', 'heading', 'text', 'code'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export type SectionDocument = { id: number } & Record<SearchField, string>;

/**
 * Scores break ties inside a ranking tier (see rank.ts); the boosts keep
 * them in the same order as the tiers. Code counts, but below prose.
 */
export const FIELD_BOOSTS: Record<SearchField, number> = { title: 4, heading: 3, text: 1, code: 0.3 };

/**
 * Past this many index terms starting with a typed word, the word is taken
 * as typed: on a large site a short or common prefix ("pag" before
 * "pagina-1" ... "pagina-9999") would have a query walk thousands of terms.
 */
export const MAX_PREFIX_EXPANSIONS = 500;

/**
 * Per query: prefix matching for the last term only, the one being typed
 * (stemming already joins the forms of complete words); typo tolerance only
 * for terms that begin no indexed term, since a word the index knows is not
 * a typo. Both keep a short query from touching most of a large index.
 * `termsStartingWith` counts the index terms that start with a term.
 */
export function querySearchOptions(termsStartingWith: (term: string) => number): SearchOptions {
  return {
    boost: FIELD_BOOSTS,
    combineWith: 'OR',
    prefix: (term, i, terms) =>
      i === terms.length - 1 && term.length >= 2 && termsStartingWith(term) <= MAX_PREFIX_EXPANSIONS,
    // One typo in words of 5 letters or more, two from 10: shorter words would match half the vocabulary.
    fuzzy: (term) => (term.length >= 5 && termsStartingWith(term) === 0 ? 0.2 : false),
    maxFuzzy: 2,
    weights: { prefix: 0.5, fuzzy: 0.25 },
  };
}

/** MiniSearch's options for an index of `language` (see SearchIndexEntry.language). */
export function miniSearchOptions(language: SearchLanguage): Options<SectionDocument> {
  return {
    fields: [...SEARCH_FIELDS],
    storeFields: [],
    tokenize,
    processTerm: (word) => termsOfWord(word, language),
  };
}
