import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { GraphqlExplorerConfig } from '../../format/site-format.ts';

/**
 * How far beyond the view a "Testar" panel starts loading its code: far enough for the panel to be ready when the
 * reader scrolls to it, short of the bottom of an operation page, where it sits.
 */
const TRY_IT_MARGIN = '400px 0px';

/**
 * Mounts one React root per embed; returns the function that unmounts them all. The explorers' code, with graphql-js
 * (about 37 KB compressed, four times the "Testar" panel), is a chunk of its own, loaded only on a page with one: the
 * REST operation pages, which all have a panel, do not carry it. The panels' code (about 9 KB compressed) is one too,
 * loaded once a panel nears the view, so that an operation page's first load does not carry it.
 */
export function mountEmbeds(
  tryIts: HTMLElement[],
  explorers: HTMLElement[],
  connectSrc: readonly string[],
): () => void {
  const roots: Root[] = [];
  let unmounted = false;
  const mount = (element: HTMLElement, node: ReactNode) => {
    const root = createRoot(element);
    root.render(node);
    roots.push(root);
  };
  const nearing = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      nearing.disconnect();
      void import('./try-it/mount-panels.tsx').then(({ mountPanels }) => {
        if (!unmounted) roots.push(...mountPanels(tryIts, connectSrc));
      });
    },
    { rootMargin: TRY_IT_MARGIN },
  );
  for (const element of tryIts) nearing.observe(element);
  if (explorers.length)
    void import('./graphql/GraphqlExplorer.tsx').then(({ GraphqlExplorer }) => {
      if (unmounted) return;
      for (const element of explorers) {
        const config = JSON.parse(element.dataset.explorer ?? '{}') as GraphqlExplorerConfig;
        mount(element, <GraphqlExplorer config={config} connectSrc={connectSrc} />);
      }
    });
  return () => {
    unmounted = true;
    nearing.disconnect();
    // Unmounting during React's own render phase warns; the page has moved on by the next tick.
    queueMicrotask(() => roots.forEach((r) => r.unmount()));
  };
}
