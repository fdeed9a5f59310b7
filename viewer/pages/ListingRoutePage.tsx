import { lazy, Suspense } from 'react';
import { listingChunk } from '../navigation/route-data.ts';
import { Loading } from './page-states.tsx';

const LazyListingPage = lazy(() => listingChunk.load().then((m) => ({ default: m.ListingPage })));

/** Blog and tag pages, from their own chunk; a preloaded chunk renders without suspending. */
export function ListingRoutePage() {
  const Loaded = listingChunk.loaded()?.ListingPage;
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={<Loading />}>
      <LazyListingPage />
    </Suspense>
  );
}
