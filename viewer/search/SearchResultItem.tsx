import { MethodBadge } from './MethodBadge.tsx';
import { Link } from 'wouter';
import type { SearchHit } from '../../format/search/query.ts';
import type { SplitSearchEngine } from '../../format/search/split-query.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { HitSnippet } from './HitSnippet.tsx';
import { searchState } from './search-state.ts';
import { hitPath } from './use-open-hit.ts';

/**
 * One result: the section's title linking to it, its breadcrumb and a snippet of its excerpt with the matched words
 * marked. The excerpt comes from the index's parts, loaded for the results shown only.
 */
export function SearchResultItem({ hit, engine }: { hit: SearchHit; engine: SplitSearchEngine }) {
  const { site } = useManifest();
  return (
    <li className="search-result">
      <Link href={hitPath(hit, site.baseUrl)} state={searchState(hit.terms)} className="search-result-title">
        {hit.page.method && <MethodBadge method={hit.page.method} />}
        {hit.title}
      </Link>
      {hit.breadcrumb.length > 0 && <p className="search-result-crumbs">{hit.breadcrumb.join(' › ')}</p>}
      <p className="search-result-snippet">
        <HitSnippet hit={hit} engine={engine} />
      </p>
    </li>
  );
}
