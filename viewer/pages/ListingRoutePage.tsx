import { Suspense } from 'react';
import { chunkComponent } from '../navigation/chunk-component.tsx';
import { listingChunk } from '../navigation/route-data.ts';
import { Loading } from './page-states.tsx';

const ListingPage = chunkComponent(listingChunk, (module) => module.ListingPage);

/** Blog and tag pages, from their own chunk; a preloaded chunk renders without suspending. */
export function ListingRoutePage() {
  return (
    <Suspense fallback={<Loading />}>
      <ListingPage />
    </Suspense>
  );
}
