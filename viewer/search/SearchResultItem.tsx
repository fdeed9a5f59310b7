import { Link } from 'wouter';
import type { SearchHit } from '../../format/search/query.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { searchState } from './search-state.ts';
import { hitPath } from './use-open-hit.ts';
import { useSnippet } from './use-snippet.ts';

/** One result: the section's title linking to it, its breadcrumb and a snippet with the matched words marked. */
export function SearchResultItem({ hit }: { hit: SearchHit }) {
  const { site } = useManifest();
  const parts = useSnippet(hit);
  return (
    <li className="search-result">
      <Link href={hitPath(hit, site.baseUrl)} state={searchState(hit.terms)} className="search-result-title">
        {hit.title}
      </Link>
      {hit.breadcrumb.length > 0 && <p className="search-result-crumbs">{hit.breadcrumb.join(' › ')}</p>}
      <p className="search-result-snippet">
        {parts === null ? '…' : parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
      </p>
    </li>
  );
}
