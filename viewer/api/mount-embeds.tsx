import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { GraphqlExplorerConfig, TryItOperation } from '../../format/site-format.ts';
import { TryItPanel } from './try-it/TryItPanel.tsx';

/**
 * Mounts one React root per embed; returns the function that unmounts them all. The explorers' code, with graphql-js
 * (about 37 KB compressed, four times the "Testar" panel), is a chunk of its own, loaded only on a page with one: the
 * REST operation pages, which all have a panel, do not carry it.
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
  for (const element of tryIts) {
    const operation = JSON.parse(element.dataset.operation ?? '{}') as TryItOperation;
    mount(element, <TryItPanel operation={operation} connectSrc={connectSrc} />);
  }
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
    // Unmounting during React's own render phase warns; the page has moved on by the next tick.
    queueMicrotask(() => roots.forEach((r) => r.unmount()));
  };
}
