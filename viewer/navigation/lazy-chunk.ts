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

export function lazyChunk<M>(importChunk: () => Promise<M>): LazyChunk<M> {
  let loading: Promise<M> | undefined;
  let module: M | undefined;
  return {
    load: () =>
      (loading ??= importChunk().then(
        (m) => (module = m),
        (e: unknown) => {
          // A failed download (a deploy replaced the chunk, the network dropped) may succeed next time.
          loading = undefined;
          throw e;
        },
      )),
    loaded: () => module,
  };
}
