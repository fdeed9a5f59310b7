import { Link } from 'wouter';
import type { IndexHit } from '../../format/search/split-query.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { searchState } from './search-state.ts';
import { hitPath } from './use-open-hit.ts';
import { matcherFor } from './mark-terms.ts';
import { snippetParts } from './snippet.ts';

/** One result: the section's title linking to it, its breadcrumb and a snippet of its excerpt (from the index) with the matched words marked. */
export function SearchResultItem({ hit }: { hit: IndexHit }) {
  const { site } = useManifest();
  const parts = snippetParts(hit.excerpt, matcherFor(hit.terms));
  return (
    <li className="search-result">
      <Link href={hitPath(hit, site.baseUrl)} state={searchState(hit.terms)} className="search-result-title">
        {hit.title}
      </Link>
      {hit.breadcrumb.length > 0 && <p className="search-result-crumbs">{hit.breadcrumb.join(' › ')}</p>}
      <p className="search-result-snippet">
        {parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
      </p>
    </li>
  );
}
