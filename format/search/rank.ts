import type { SearchResult } from 'minisearch';
import type { SearchField } from './engine-options.ts';

/**
 * The ranking rules, applied over MiniSearch's BM25 scores, which only break
 * ties:
 * 1. sections that match more of the query's terms first;
 * 2. then by match quality, summed over the query's terms: an exact match
 *    beats a prefix match beats a fuzzy one, and within each, a title match
 *    beats a heading match beats a text match beats a code match.
 * A page's title counts as a title match only on the page's own document
 * (the text before its first heading); on its other sections it is context,
 * ranked between heading and text, so the page itself comes before its parts.
 * A section that matches through that context alone says nothing the page's
 * own document does not, and is left out.
 */

const KIND_EXACT = 2;
const KIND_PREFIX = 1;
const KIND_FUZZY = 0;
const FIELD_STEPS = 5;
const PAGE_CONTEXT = 2;

/** A match's place in the title > heading > page context > text > code order. */
export function fieldRank(field: string, isPageDocument: boolean): number {
  switch (field as SearchField) {
    case 'title':
      return isPageDocument ? 4 : PAGE_CONTEXT;
    case 'heading':
      return 3;
    case 'text':
      return 1;
    default:
      return 0;
  }
}

export interface RankedResult {
  result: SearchResult;
  coverage: number;
  quality: number;
  /** On a page generated from an API description. */
  reference: boolean;
}

/** How well one result matches the processed query terms; null when it matches through page context only. */
export function rankResult(
  result: SearchResult,
  queryTerms: string[],
  isPageDocument: boolean,
  reference = false,
): RankedResult | null {
  const matched = Object.entries(result.match);
  if (matched.every(([, fields]) => fields.every((field) => fieldRank(field, isPageDocument) === PAGE_CONTEXT)))
    return null;
  let quality = 0;
  const explained = (term: string) => queryTerms.some((q) => term.startsWith(q));
  for (const q of queryTerms) {
    if (!result.queryTerms.includes(q)) continue;
    let best = -1;
    for (const [term, fields] of matched) {
      const kind = term === q ? KIND_EXACT : term.startsWith(q) ? KIND_PREFIX : explained(term) ? -1 : KIND_FUZZY;
      if (kind < 0) continue;
      for (const field of fields) best = Math.max(best, kind * FIELD_STEPS + fieldRank(field, isPageDocument));
    }
    quality += Math.max(best, 0);
  }
  return { result, coverage: result.queryTerms.length, quality, reference };
}

/**
 * 3. At equal coverage, a writer's page before a page generated from an API description: the generated reference
 *    repeats every operation's words, and the prose around them is what a reader who types words (rather than an
 *    operationId) came for; the reference still answers what only it says.
 */
export function compareRanked(a: RankedResult, b: RankedResult): number {
  return (
    b.coverage - a.coverage ||
    Number(a.reference) - Number(b.reference) ||
    b.quality - a.quality ||
    b.result.score - a.result.score ||
    a.result.id - b.result.id
  );
}

/**
 * The best `limit` results in order. A selection rather than a full sort:
 * a short query on a large site matches tens of thousands of sections and
 * only the first few are shown.
 */
export function topRanked(
  results: SearchResult[],
  queryTerms: string[],
  isPageDocument: (id: number) => boolean,
  limit: number,
  keep: (id: number) => boolean = () => true,
  isReference: (id: number) => boolean = () => false,
): RankedResult[] {
  const top: RankedResult[] = [];
  for (const result of results) {
    if (!keep(result.id)) continue;
    const ranked = rankResult(result, queryTerms, isPageDocument(result.id), isReference(result.id));
    if (!ranked) continue;
    if (top.length === limit && compareRanked(ranked, top[top.length - 1]!) >= 0) continue;
    let at = top.length;
    while (at > 0 && compareRanked(ranked, top[at - 1]!) < 0) at--;
    top.splice(at, 0, ranked);
    if (top.length > limit) top.pop();
  }
  return top;
}
