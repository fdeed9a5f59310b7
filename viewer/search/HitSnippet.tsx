import { useEffect, useState } from 'react';
import type { SearchHit } from '../../format/search/query.ts';
import type { SplitSearchEngine } from '../../format/search/split-query.ts';
import type { TextPart } from './mark-terms.ts';
import { hitSnippet } from './snippet.ts';

/**
 * A hit's excerpt, from the index's parts, with the matched words marked; "…" until it has loaded. The search page's
 * results and the navbar's suggestions show it; the navbar loads this module only once suggestions show (SearchBox).
 */
export function HitSnippet({ hit, engine }: { hit: SearchHit; engine: SplitSearchEngine }) {
  const [parts, setParts] = useState<TextPart[] | null>(null);
  useEffect(() => {
    let live = true;
    hitSnippet(engine, hit).then(
      (found) => live && setParts(found),
      () => live && setParts([]),
    );
    return () => {
      live = false;
    };
  }, [hit, engine]);
  if (parts === null) return '…';
  return parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>));
}
