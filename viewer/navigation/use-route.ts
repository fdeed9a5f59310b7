import { useState } from 'react';
import type { Manifest, RouteEntry, RouteShard, SidebarFile, SidebarItem } from '../../format/site-format.ts';
import { normalizeSitePath } from '../../format/routes.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { loadSiteFile, usePayload } from '../data/use-payload.ts';
import { resolveInShard, shardUrl, sidebarFileUrl, type ResolvedRoute } from './resolve-route.ts';

/** What a site path (without baseUrl) shows, once the one shard that can know it is loaded. */
export async function resolveRoute(manifest: Manifest, path: string): Promise<ResolvedRoute | undefined> {
  return resolveInShard(await loadSiteFile<RouteShard>(shardUrl(manifest, path)), path);
}

export type RouteLookup =
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'ready'; resolved: ResolvedRoute | undefined };

/**
 * What a site path (without baseUrl) shows, from its shard of the route table: ready at once when the shard was
 * preloaded (a navigation waits for it), loading otherwise (behind the gate, whose first load preloads nothing).
 */
export function useRoute(path: string): RouteLookup {
  const manifest = useManifest();
  const [attempt, setAttempt] = useState(0);
  const normalized = normalizeSitePath(path);
  const state = usePayload<RouteShard>(shardUrl(manifest, normalized), attempt);
  if (state.status === 'loading') return state;
  if (state.status === 'error') return { status: 'error', error: state.error, retry: () => setAttempt(attempt + 1) };
  return { status: 'ready', resolved: resolveInShard(state.payload, normalized) };
}

/**
 * The doc route of a path, once its shard is loaded; undefined while it loads, when it fails, and for any other page:
 * meanwhile doc links keep their own targets and the versions' menu its own entries.
 */
export function useDocRoute(path: string): RouteEntry | undefined {
  const lookup = useRoute(path);
  return lookup.status === 'ready' && lookup.resolved?.kind === 'doc' ? lookup.resolved.route : undefined;
}

/** A sidebar's items by name, from its own file; undefined while it loads, when it fails, and without a name. */
export function useSidebar(name: string | undefined): SidebarItem[] | undefined {
  const manifest = useManifest();
  return useSidebarPart(name === undefined ? undefined : manifest.sidebars[name])?.items;
}

/** A sidebar file or part (relative to the site root), with a window's neighbours; undefined while it loads, when it fails, and without a file. */
export function useSidebarPart(file: string | undefined): SidebarFile | undefined {
  const url = sidebarFileUrl(useManifest(), file);
  const state = usePayload<SidebarFile>(url ?? '', 0);
  return url !== undefined && state.status === 'ready' ? state.payload : undefined;
}
