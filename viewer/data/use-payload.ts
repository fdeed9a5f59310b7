import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PagePayload } from '../../cli/site-format.ts';
import { fetchSiteJson } from './fetch-json.ts';
import { onLiveUpdate } from './live-updates.ts';

const cache = new Map<string, Promise<PagePayload>>();
/** Bumped per URL when watch mode says its payload changed, so open pages refetch in place. */
const revisions = new Map<string, number>();
const subscribers = new Set<() => void>();

onLiveUpdate(({ payloads }) => {
  for (const url of payloads) {
    cache.delete(url);
    revisions.set(url, (revisions.get(url) ?? 0) + 1);
  }
  if (payloads.length) subscribers.forEach((notify) => notify());
});

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

/** Loads a payload once per URL; a failed load is forgotten so it can be retried. */
export function loadPayload(url: string): Promise<PagePayload> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetchSiteJson<PagePayload>(url);
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}

export type PayloadState =
  | { status: 'loading' }
  | { status: 'ready'; payload: PagePayload }
  | { status: 'error'; error: Error };

export function usePayload(url: string, attempt: number): PayloadState {
  const revision = useSyncExternalStore(subscribe, () => revisions.get(url) ?? 0);
  const [state, setState] = useState<PayloadState & { url?: string }>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadPayload(url).then(
      (payload) => live && setState({ status: 'ready', payload, url }),
      (error: Error) => live && setState({ status: 'error', error, url }),
    );
    return () => {
      live = false;
    };
  }, [url, attempt, revision]);
  return state.url === url ? state : { status: 'loading' };
}
