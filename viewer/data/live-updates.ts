/**
 * What `docsgen watch` announces after a rebuild. Its dev client dispatches
 * this window event; production never does, so the viewer only listens.
 */
export const LIVE_UPDATE_EVENT = 'docsgen:update';

export interface LiveUpdate {
  /** Payload URLs whose content changed. */
  payloads: string[];
  manifest: boolean;
}

export function onLiveUpdate(listener: (update: LiveUpdate) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<LiveUpdate>).detail);
  window.addEventListener(LIVE_UPDATE_EVENT, handler);
  return () => window.removeEventListener(LIVE_UPDATE_EVENT, handler);
}
