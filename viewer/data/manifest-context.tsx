import { createContext, useContext } from 'react';
import type { Manifest, RouteEntry } from '../../format/site-format.ts';

export const ManifestContext = createContext<Manifest | null>(null);

export function useManifest(): Manifest {
  const manifest = useContext(ManifestContext);
  if (!manifest) throw new Error('useManifest outside ManifestContext');
  return manifest;
}

const routeIndex = new WeakMap<Manifest, Map<string, RouteEntry>>();

/** The route entry for a site path (without baseUrl). */
export function findRoute(manifest: Manifest, path: string): RouteEntry | undefined {
  let index = routeIndex.get(manifest);
  if (!index) {
    index = new Map(manifest.routes.map((r) => [r.path, r]));
    routeIndex.set(manifest, index);
  }
  return index.get(path);
}
