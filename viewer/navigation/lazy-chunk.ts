/**
 * A chunk of the viewer that loads on demand, once, and is then at hand
 * synchronously: a page whose chunk was preloaded before its route changed
 * renders at once instead of suspending, so the route-change effects (focus,
 * the title announcement) see the page itself rather than its fallback.
 */
export interface LazyChunk<M> {
  load(): Promise<M>;
  loaded(): M | undefined;
}

/** How to forget each failed load, until the reader asks to try again. */
const failedLoads = new Set<() => void>();

/**
 * Lets every chunk whose download failed (a deploy replaced it, the network
 * dropped) be fetched again. Only the reader's "Tentar novamente" calls it: a
 * render that retried on its own would loop on a chunk that keeps failing.
 */
export function retryFailedChunks(): void {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

export function lazyChunk<M>(importChunk: () => Promise<M>): LazyChunk<M> {
  let loading: Promise<M> | undefined;
  let module: M | undefined;
  const forget = () => (loading = undefined);
  return {
    load: () =>
      (loading ??= importChunk().then(
        (m) => (module = m),
        (e: unknown) => {
          failedLoads.add(forget);
          throw e;
        },
      )),
    loaded: () => module,
  };
}
