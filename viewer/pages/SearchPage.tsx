import { Suspense } from 'react';
import { chunkComponent } from '../navigation/chunk-component.tsx';
import { searchChunk } from '../navigation/route-data.ts';
import { Loading } from './page-states.tsx';

/** The results page's code (the search engine included) loads only when a reader opens it; a navigation preloads it. */
const SearchResults = chunkComponent(searchChunk, (module) => module.SearchResults);

export function SearchPage() {
  return (
    <Suspense
      fallback={
        <main id="main" className="search-page" tabIndex={-1}>
          <Loading />
        </main>
      }
    >
      <SearchResults />
    </Suspense>
  );
}
