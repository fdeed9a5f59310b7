import { lazy, Suspense } from 'react';

/** The results page's code (the search engine included) loads only when a reader opens it. */
const SearchResults = lazy(() => import('../search/SearchResults.tsx').then((module) => ({ default: module.SearchResults })));

export function SearchPage() {
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
