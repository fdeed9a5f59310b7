import { MethodBadge } from './MethodBadge.tsx';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { SearchHit } from '../../format/search/query.ts';
import type { SplitSearchEngine } from '../../format/search/split-query.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { matcherFor, type TextPart } from './mark-terms.ts';
import { searchState } from './search-state.ts';
import { snippetParts } from './snippet.ts';
import { hitPath } from './use-open-hit.ts';

/**
 * One result: the section's title linking to it, its breadcrumb and a snippet of its excerpt with the matched words
 * marked. The excerpt comes from the index's parts, loaded for the results shown only.
 */
export function SearchResultItem({ hit, engine }: { hit: SearchHit; engine: SplitSearchEngine }) {
  const { site } = useManifest();
  const [parts, setParts] = useState<TextPart[] | null>(null);
  useEffect(() => {
    let live = true;
    engine.excerpt(hit.id).then(
      (text) => live && setParts(snippetParts(text, matcherFor(hit.terms))),
      () => live && setParts([]),
    );
    return () => {
      live = false;
    };
  }, [hit, engine]);
  return (
    <li className="search-result">
      <Link href={hitPath(hit, site.baseUrl)} state={searchState(hit.terms)} className="search-result-title">
        {hit.page.method && <MethodBadge method={hit.page.method} />}
        {hit.title}
      </Link>
      {hit.breadcrumb.length > 0 && <p className="search-result-crumbs">{hit.breadcrumb.join(' › ')}</p>}
      <p className="search-result-snippet">
        {parts === null
          ? '…'
          : parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
      </p>
    </li>
  );
}
