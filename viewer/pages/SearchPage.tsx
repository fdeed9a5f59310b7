import { lazy, Suspense } from 'react';
import { searchChunk } from '../navigation/route-data.ts';

/** The results page's code (the search engine included) loads only when a reader opens it; a navigation preloads it. */
const SearchResults = lazy(() => searchChunk.load().then((module) => ({ default: module.SearchResults })));

export function SearchPage() {
  const Loaded = searchChunk.loaded()?.SearchResults;
  if (Loaded) return <Loaded />;
  return (
    <Suspense
      fallback={
        <main id="main" className="search-page" tabIndex={-1}>
          <p className="loading">Carregando…</p>
        </main>
      }
    >
      <SearchResults />
    </Suspense>
  );
}
