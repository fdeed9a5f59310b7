import { useCallback, useEffect, useState } from 'react';
import type { SplitSearchEngine } from '../../format/search/split-query.ts';
import { useManifest } from '../data/manifest-context.tsx';

export type EngineState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; engine: SplitSearchEngine }
  | { status: 'error'; error: Error };

/**
 * The search engine, loaded on demand: the index and the code that reads it
 * (MiniSearch, the stemmer) arrive in a separate chunk only when `load` is
 * called, so a doc page's initial JavaScript carries none of it.
 */
export function useSearchEngine(version?: string): { state: EngineState; load(): void } {
  const manifest = useManifest();
  const [state, setState] = useState<EngineState>({ status: 'idle' });
  const [wanted, setWanted] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    import('./engine-loader.ts')
      .then(({ loadSearchEngine }) => loadSearchEngine(manifest, version))
      .then(
        (engine) => live && setState({ status: 'ready', engine }),
        (error: Error) => {
          console.error(`docsgen: search index: ${error.message}`);
          if (live) setState({ status: 'error', error });
        },
      );
    return () => {
      live = false;
    };
  }, [wanted, manifest, version]);
  const load = useCallback(() => setWanted((n) => (n && state.status !== 'error' ? n : n + 1)), [state.status]);
  return { state, load };
}
