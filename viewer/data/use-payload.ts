import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ListingPayload, PagePayload } from '../../format/site-format.ts';
import { fetchSiteJson } from './fetch-json.ts';
import { onLiveUpdate } from './live-updates.ts';

const pending = new Map<string, Promise<unknown>>();
const loaded = new Map<string, unknown>();
/** Bumped per URL when watch mode says its payload changed, so open pages refetch in place. */
const revisions = new Map<string, number>();
const subscribers = new Set<() => void>();

onLiveUpdate(({ payloads }) => {
  for (const url of payloads) {
    pending.delete(url);
    loaded.delete(url);
    revisions.set(url, (revisions.get(url) ?? 0) + 1);
  }
  if (payloads.length) subscribers.forEach((notify) => notify());
});

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** Loads a site file once per URL; a failed load is forgotten so it can be retried. */
export function loadSiteFile<T extends { formatVersion: number }>(url: string): Promise<T> {
  let promise = pending.get(url) as Promise<T> | undefined;
  if (!promise) {
    const request = fetchSiteJson<T>(url);
    // A load that a live update has since superseded must not overwrite the newer file.
    request.then(
      (data) => pending.get(url) === request && loaded.set(url, data),
      () => pending.get(url) === request && pending.delete(url),
    );
    pending.set(url, request);
    promise = request;
  }
  return promise;
}

export function loadPayload(url: string): Promise<PagePayload> {
  return loadSiteFile<PagePayload>(url);
}

/** A file already loaded, so a page preloaded before the route change renders at once. */
export function peekSiteFile<T>(url: string): T | undefined {
  return loaded.get(url) as T | undefined;
}

export type PayloadState<T = PagePayload> =
  | { status: 'loading' }
  | { status: 'ready'; payload: T }
  | { status: 'error'; error: Error };

export function usePayload<T extends { formatVersion: number } = PagePayload>(
  url: string,
  attempt: number,
): PayloadState<T> {
  const revision = useSyncExternalStore(subscribe, () => revisions.get(url) ?? 0);
  const [state, setState] = useState<PayloadState<T> & { url?: string; attempt?: number }>({ status: 'loading' });
  const ready = peekSiteFile<T>(url);
  useEffect(() => {
    // No address: a caller with nothing to load yet (a page outside every sidebar), which stays loading.
    if (!url || peekSiteFile(url)) return;
    let live = true;
    loadSiteFile<T>(url).then(
      (payload) => live && setState({ status: 'ready', payload, url, attempt }),
      (error: Error) => live && setState({ status: 'error', error, url, attempt }),
    );
    return () => {
      live = false;
    };
  }, [url, attempt, revision]);
  if (ready) return { status: 'ready', payload: ready };
  // A retry shows the loader again rather than the previous error; a live update keeps the old page until the new one arrives.
  return state.url === url && state.attempt === attempt ? state : { status: 'loading' };
}

export type { ListingPayload };
