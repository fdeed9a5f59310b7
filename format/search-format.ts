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
