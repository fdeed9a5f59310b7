import type { DevEvent } from '../../format/dev-events.ts';
import { createErrorOverlay } from './error-overlay.ts';

/**
 * The live-reload client, served only by `docsgen watch` and never part of the
 * production bundle. It listens to the dev server's events, tells the viewer
 * what changed (the viewer refetches in place), and shows build errors in an
 * overlay (error-overlay.ts).
 *
 * Bundled on its own (`scripts/build-tool.mjs` writes dist/dev-client.js, a
 * script that defines `docsgenDevClient`), so no production site carries it;
 * the dev server sends that script with a call naming its events URL.
 */
export function startDevClient(eventsUrl: string): void {
  const showErrors = createErrorOverlay();
  const placeholder = document.documentElement.hasAttribute('data-docsgen-placeholder');
  const source = new EventSource(eventsUrl);
  // Lets tools (and curious writers) see that live reload is connected.
  source.addEventListener('open', () => document.documentElement.setAttribute('data-docsgen-live', 'connected'));
  source.addEventListener('message', (event) => {
    const data = JSON.parse(event.data) as DevEvent;
    if (data.type === 'errors') showErrors(data.errors, data.served);
    // The placeholder served before any build succeeded has no viewer to take an update: the site is served now.
    else if (placeholder) location.reload();
    else
      window.dispatchEvent(
        new CustomEvent('docsgen:update', { detail: { payloads: data.payloads, manifest: data.manifest } }),
      );
  });
}
