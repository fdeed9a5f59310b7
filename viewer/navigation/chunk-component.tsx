import { use, type ComponentType } from 'react';
import type { LazyChunk } from './lazy-chunk.ts';

/**
 * A component drawn from a chunk: at once when the chunk is loaded, else it
 * suspends until it is. Unlike React.lazy, which keeps a failed import for
 * good, a chunk that failed to load is asked for again on the next render,
 * so the error screen's "Tentar novamente" really tries again.
 */
export function chunkComponent<M, P extends object>(chunk: LazyChunk<M>, pick: (module: M) => ComponentType<P>): ComponentType<P> {
  return function FromChunk(props: P) {
    const Picked = pick(chunk.loaded() ?? use(chunk.load()));
    return <Picked {...props} />;
  };
}
