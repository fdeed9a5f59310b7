import { useEffect, useRef, useState } from 'react';
import type { SearchHit, SearchRequest } from '../../format/search/query.ts';
import type { EngineState } from './use-search-engine.ts';

export interface SearchAnswer {
  /** The query these hits answer; while a newer one runs, the previous answer stays shown. */
  query: string;
  hits: SearchHit[];
  error?: Error;
}

const NONE: SearchAnswer = { query: '', hits: [] };

/**
 * Runs the query as soon as it changes, with no debounce: once the parts a
 * query needs are loaded it answers within a few milliseconds. A query that
 * waits for parts may finish after the reader has typed on; only the answer
 * to the latest query is ever shown, so a slow old query never overwrites a
 * newer one, and a superseded query loads no stored fields for its hits.
 */
export function useSearchHits(
  state: EngineState,
  query: string,
  { limit, under, version }: SearchRequest,
): SearchAnswer {
  const [answer, setAnswer] = useState<SearchAnswer>(NONE);
  const latest = useRef(0);
  useEffect(() => {
    const run = ++latest.current;
    if (state.status !== 'ready' || !query) {
      setAnswer(NONE);
      return;
    }
    const superseded = () => run !== latest.current;
    state.engine.search(query, { limit, under, version }, superseded).then(
      (hits) => superseded() || setAnswer({ query, hits }),
      (error: Error) => {
        console.error(`docsgen: search index: ${error.message}`);
        if (!superseded()) setAnswer({ query, hits: [], error });
      },
    );
  }, [state, query, limit, under, version]);
  return answer;
}
