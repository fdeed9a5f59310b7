import type { SearchLanguage } from './search/language.ts';
import type { FORMAT_VERSION } from './version.ts';

/**
 * The search index files of the site format, re-exported by site-format.ts: import them from there, as every other
 * part of the format.
 */
export type SearchPageKind = 'doc' | 'blog';

export interface SearchIndexRef {
  version: string;
  locale: string;
  /** Relative to the site root, under a version folder with a content hash: "search-index/current/pt-BR.<hash>.json". */
  file: string;
}

export interface SearchIndexFile {
  formatVersion: typeof FORMAT_VERSION;
  version: string;
  locale: string;
  /** The language of its terms: which stop words and stemmer made them, and must make a query's (see terms.ts). */
  language: SearchLanguage;
  pages: SearchPageEntry[];
  /** One per search document; a document's id is its position here. */
  sections: SearchSectionEntry[];
  engine: SearchEngineData;
}

export interface SearchPageEntry {
  kind: SearchPageKind;
  title: string;
  /** baseUrl included, no hash. */
  url: string;
  /** Navigation labels above the page. */
  crumbs: string[];
  /** The HTTP method of a generated API operation's page ("GET"), which results show beside its title. */
  method?: string;
  /** A page generated from an API description: at equal coverage of the query, the writers' pages come first. */
  reference?: true;
  /** The docs version of a doc, on a site with several (Manifest.versions): a search in a version keeps its own. */
  version?: string;
}

/** [page, heading ("" before the first), id ("" when it is the heading's github-slugger slug), parent section or -1]. */
export type SearchSectionEntry = [page: number, heading: string, hash: string, parent: number];

/** MiniSearch's index, packed: per term and field, ascending document ids as gaps, each followed by -tf when tf > 1. */
export interface SearchEngineData {
  fields: string[];
  /** fieldLength[id * fields.length + field]: the number of terms of that document's field. */
  fieldLength: number[];
  averageFieldLength: number[];
  /** Sorted by term (JavaScript string order). */
  index: [term: string, postings: number[][]][];
}

/**
 * The file the manifest's SearchIndexRef names: a split index's entry. It is
 * small and holds only what every query needs (the collection's statistics
 * for BM25) and the list of parts; terms and stored fields are in parts,
 * loaded as queries need them (see format/search/split-query.ts). Part files
 * live beside the entry (searchPartFile).
 */
export interface SearchIndexEntry {
  formatVersion: typeof FORMAT_VERSION;
  version: string;
  locale: string;
  /** The language of its terms: which stop words and stemmer made them, and must make a query's (see terms.ts). */
  language: SearchLanguage;
  fields: string[];
  documentCount: number;
  averageFieldLength: number[];
  /** In term order: part i holds every term from its first term up to the next part's first term. */
  termParts: [firstTerm: string, termCount: number, hash: string][];
  /**
   * Stored fields, in document order: doc part k holds `sizes[k]` documents from the sum of the sizes before it, and
   * never splits a page. Doc parts share one content hash, of all of them, so that this list holds only numbers:
   * doc part k is "d-<hash>-<k>", its documents' excerpts are in "x-<hash>-<k>" (searchPartFile).
   */
  docParts: { hash: string; sizes: number[] };
  /**
   * The documents of pages generated from an API description, as [first, end) id pairs, flattened; absent when there
   * are none. At equal coverage of a query the writers' pages rank first (see format/search/rank.ts).
   */
  referenceDocuments?: number[];
}

/**
 * Terms of one part, sorted. Per field, one run per term: for each document,
 * the gap from the previous id, then its length in that field times two plus
 * one when it is a page's own document (what BM25 and the ranking need of a
 * document, so that no query loads a table of every document), then minus the
 * term frequency when that is above 1.
 */
export interface SearchTermPart {
  terms: [term: string, postings: number[][]][];
}

/** Stored fields of consecutive documents, for the hits shown. */
export interface SearchDocPart {
  pages: SearchPageEntry[];
  /** From the part's first id on: [page (position in the part's pages), heading, hash, parent] as in SearchSectionEntry. */
  sections: SearchSectionEntry[];
}

/** The opening words of the text of a doc part's documents, in the same order: a result's excerpt on the search page. */
export interface SearchExcerptPart {
  excerpts: string[];
}
