import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useManifest } from '../data/manifest-context.tsx';
import { SEARCH_ROUTE, withBase } from '../../format/routes.ts';
import { usePageTitle } from '../layout/use-page-title.ts';
import { SearchResultItem } from './SearchResultItem.tsx';
import { useDebounced } from './use-debounced.ts';
import { useSearchEngine } from './use-search-engine.ts';
import { useSearchHits } from './use-search-hits.ts';

/** The spec's maximum number of results. */
export const MAX_RESULTS = 50;

interface SearchParams {
  q: string;
  ctx: string;
  version: string;
}

function searchHref({ q, ctx, version }: SearchParams): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (ctx) params.set('ctx', ctx);
  if (version) params.set('version', version);
  const query = params.toString();
  return query ? `${SEARCH_ROUTE}?${query}` : SEARCH_ROUTE;
}

/**
 * The search page: `q` is the query, `ctx` keeps results under a path
 * ("docs/api"), `version` keeps them to a docs version (the one the reader
 * was on, as the suggestions do) or picks a version's index. The URL follows
 * what the reader types, so a results page can be shared.
 */
export function SearchResults() {
  const manifest = useManifest();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const current: SearchParams = {
    q: params.get('q')?.trim() ?? '',
    ctx: (params.get('ctx') ?? '').replace(/^\/+|\/+$/g, ''),
    version: params.get('version') ?? '',
  };
  const docsVersion = manifest.versions?.find((v) => v.name === current.version);
  const { state, load } = useSearchEngine(docsVersion ? undefined : current.version || undefined);
  usePageTitle(current.q ? `${UI.searchTitle}: ${current.q}` : UI.search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page needs the index at once; `load` changes with the engine's state, so this runs on arrival only.
  useEffect(() => load(), []);

  const [input, setInput] = useState(current.q);
  const written = useRef(current.q);
  useEffect(() => {
    if (current.q !== written.current) setInput(current.q);
    written.current = current.q;
  }, [current.q]);
  const typed = useDebounced(input.trim(), 250);
  const go = (q: string) => {
    written.current = q;
    navigate(searchHref({ ...current, q }), { replace: true });
  };
  // The URL follows the input once the reader pauses, not on every keystroke.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new pause counts; a URL change alone must not navigate again.
  useEffect(() => {
    if (typed !== current.q) go(typed);
  }, [typed]);

  const under = current.ctx ? withBase(manifest.site.baseUrl, `/${current.ctx}`) : undefined;
  const answer = useSearchHits(state, current.q, {
    limit: MAX_RESULTS,
    ...(under ? { under } : {}),
    ...(docsVersion ? { version: docsVersion.name } : {}),
  });
  const hits = answer.hits;
  const answered = state.status === 'ready' && current.q !== '' && answer.query === current.q;
  const unknownVersion =
    current.version && !docsVersion && !manifest.search?.some((ref) => ref.version === current.version);

  return (
    <main id="main" className="search-page" tabIndex={-1}>
      <h1>{current.q ? `${UI.resultsFor} “${current.q}”` : UI.searchDocs}</h1>
      <form
        role="search"
        className="search-page-form"
        onSubmit={(e) => {
          e.preventDefault();
          go(input.trim());
        }}
      >
        <input
          type="search"
          className="search-input search-page-input"
          aria-label={UI.searchTerms}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          autoFocus={!current.q}
        />
        <button type="submit" className="button button-primary">
          {UI.search}
        </button>
      </form>
      {current.ctx && (
        <p className="search-scope">
          {`${UI.onlyIn} /`}
          {current.ctx}. <Link href={searchHref({ ...current, ctx: '' })}>{UI.searchWholeSite}</Link>
        </p>
      )}
      {docsVersion && (
        <p className="search-scope">
          {/* An instance's version is named with its instance: the docs may have a version of the same label. */}
          {docsVersion.docsPluginId
            ? `${UI.onlyIn} ${docsVersion.docsPluginId}${UI.ofInstanceVersion} `
            : `${UI.onlyInVersion} `}
          {docsVersion.label}. <Link href={searchHref({ ...current, version: '' })}>{UI.searchAllVersions}</Link>
        </p>
      )}
      {unknownVersion && (
        <p className="search-scope">
          {`${UI.versionWithoutIndex} “`}
          {current.version}
          {`” ${UI.versionWithoutIndexEnd} `}
          {manifest.version.label}.
        </p>
      )}
      {state.status === 'loading' && <p className="search-message">{UI.loadingSearch}</p>}
      {(state.status === 'error' || answer.error) && (
        <p className="search-message search-error" role="alert">
          {`${UI.searchFailed} `}
          {state.status === 'error' ? state.error.message : answer.error?.message}
        </p>
      )}
      <p className="search-count" role="status">
        {answered && !answer.error ? (hits.length ? countText(hits.length) : UI.noResults) : ''}
      </p>
      <ol className="search-results">
        {state.status === 'ready' &&
          hits.map((hit) => <SearchResultItem key={hit.id} hit={hit} engine={state.engine} />)}
      </ol>
    </main>
  );
}

function countText(count: number): string {
  if (count >= MAX_RESULTS) return `${UI.firstResults} ${MAX_RESULTS} ${UI.firstResultsEnd}`;
  return count === 1 ? UI.oneResult : `${count} ${UI.results}`;
}
