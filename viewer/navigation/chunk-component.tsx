import { use, type ComponentType } from 'react';
import type { LazyChunk } from './lazy-chunk.ts';

/** How to forget each load that failed while a page rendered, until the reader asks to try again. */
const failedRenders = new Set<() => void>();

/**
 * Lets every page whose chunk failed to load (a deploy replaced it, the network dropped) fetch it again. Only the
 * reader's "Tentar novamente" calls it: a render that retried on its own would loop on a chunk that keeps failing.
 */
export function retryFailedChunks(): void {
  for (const forget of failedRenders) forget();
  failedRenders.clear();
}

/**
 * A component drawn from a chunk: at once when the chunk is loaded, else it
 * suspends until it is. Unlike React.lazy, which keeps a failed import for
 * good, the failure is kept only until retryFailedChunks; and only the
 * render's own load is kept, so a prefetch that failed earlier does not
 * stop a later navigation from loading the chunk.
 */
export function chunkComponent<M, P extends object>(
  chunk: LazyChunk<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  let rendering: Promise<M> | undefined;
  const forget = () => (rendering = undefined);
  const load = () =>
    (rendering ??= chunk.load().catch((e: unknown) => {
      failedRenders.add(forget);
      throw e;
    }));
  return function FromChunk(props: P) {
    const Picked = pick(chunk.loaded() ?? use(load()));
    return <Picked {...props} />;
  };
}
