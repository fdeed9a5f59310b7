import { createContext, useContext } from 'react';
import type { Manifest } from '../../format/site-format.ts';

export const ManifestContext = createContext<Manifest | null>(null);

export function useManifest(): Manifest {
  const manifest = useContext(ManifestContext);
  if (!manifest) throw new Error('useManifest outside ManifestContext');
  return manifest;
}
