import { useEffect, useState } from 'react';
import type { PagePayload } from '../../cli/site-format.ts';
import { fetchSiteJson } from './fetch-json.ts';

const cache = new Map<string, Promise<PagePayload>>();

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
  }, [url, attempt]);
  return state.url === url ? state : { status: 'loading' };
}
