import { slug } from 'github-slugger';
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { SearchIndexFile, SearchPageEntry } from '../site-format.ts';
import { unpackEngine } from './engine-data.ts';
import { miniSearchOptions, querySearchOptions, type SectionDocument } from './engine-options.ts';
import { topRanked } from './rank.ts';
import { queryTerms } from './terms.ts';
import type { SearchLanguage } from './language.ts';
import { firstAtOrAbove } from './sorted-search.ts';

/** What a suggestion or a result shows, and where it leads. */
export interface SearchHit {
  /** The section's document id. */
  id: number;
  /** The section's heading, or the page title for the page itself. */
  title: string;
  /** Page URL with the hash: the target to navigate to. */
  url: string;
  /** The heading id, without "#"; empty for the page itself. */
  hash: string;
  /** From the site's navigation down to the section's parent heading. */
  breadcrumb: string[];
  page: SearchPageEntry;
  /** Index terms this hit matched, to highlight them in the page. */
  terms: string[];
  /** The index's language, whose stemmer finds the page's words that make those terms. */
  language: SearchLanguage;
}

export interface SearchRequest {
  limit: number;
  /** Keeps only pages at or under this URL path (the search page's `ctx`), e.g. "/docs/api". */
  under?: string;
  /** Keeps only this docs version's docs, and the pages of no version (posts, standalone pages). */
  version?: string;
}

/**
 * Queries one loaded index. Runs in the viewer and in the compiler's tests,
 * so the relevance test set exercises exactly what readers get.
 */
export class SearchEngine {
  private readonly miniSearch: MiniSearch<SectionDocument>;
  private readonly options: SearchOptions;

  constructor(private readonly file: SearchIndexFile) {
    this.miniSearch = MiniSearch.loadJS(
      unpackEngine(file.engine, file.sections.length),
      miniSearchOptions(file.language),
    );
    const vocabulary = file.engine.index.map(([term]) => term);
    this.options = querySearchOptions((term) => countStartingWith(vocabulary, term));
  }

  search(query: string, request: SearchRequest): SearchHit[] {
    const terms = queryTerms(query, this.file.language);
    if (!terms.length) return [];
    const { sections, pages } = this.file;
    const under = request.under?.replace(/\/+$/, '');
    const keep = under ? (id: number) => isUnder(pages[sections[id]![0]]!.url, under) : undefined;
    const ranked = topRanked(
      this.miniSearch.search(query, this.options),
      terms,
      (id) => sections[id]![1] === '',
      request.limit,
      keep,
      (id) => pages[sections[id]![0]]!.reference === true,
    );
    return ranked.map(({ result }) => this.hit(result.id as number, result.terms));
  }

  private hit(id: number, terms: string[]): SearchHit {
    const [pageIndex, heading, storedHash, parent] = this.file.sections[id]!;
    const hash = storedHash || slug(heading);
    const page = this.file.pages[pageIndex]!;
    const breadcrumb = heading ? [...page.crumbs, page.title] : [...page.crumbs];
    if (parent >= 0) breadcrumb.push(this.file.sections[parent]![1]);
    return {
      id,
      title: heading || page.title,
      url: hash ? `${page.url}#${encodeURIComponent(hash)}` : page.url,
      hash,
      breadcrumb,
      page,
      terms,
      language: this.file.language,
    };
  }
}

function isUnder(url: string, path: string): boolean {
  return url === path || url.startsWith(`${path}/`);
}

/** How many strings of a sorted list start with `prefix`, by two binary searches. */
function countStartingWith(sorted: string[], prefix: string): number {
  return firstAtOrAbove(sorted, `${prefix}\uffff`) - firstAtOrAbove(sorted, prefix);
}
