import { createRoot, type Root } from 'react-dom/client';
import type { GraphqlExplorerConfig, TryItOperation } from '../../format/site-format.ts';
import { GraphqlExplorer } from './graphql/GraphqlExplorer.tsx';
import { TryItPanel } from './try-it/TryItPanel.tsx';

/** Mounts one React root per embed; returns the function that unmounts them all. */
export function mountEmbeds(
  tryIts: HTMLElement[],
  explorers: HTMLElement[],
  connectSrc: readonly string[],
): () => void {
  const roots: Root[] = [];
  for (const element of tryIts) {
    const operation = JSON.parse(element.dataset.operation ?? '{}') as TryItOperation;
    const root = createRoot(element);
    root.render(<TryItPanel operation={operation} connectSrc={connectSrc} />);
    roots.push(root);
  }
  for (const element of explorers) {
    const config = JSON.parse(element.dataset.explorer ?? '{}') as GraphqlExplorerConfig;
    const root = createRoot(element);
    root.render(<GraphqlExplorer config={config} connectSrc={connectSrc} />);
    roots.push(root);
  }
  // Unmounting during React's own render phase warns; the page has moved on by the next tick.
  return () => queueMicrotask(() => roots.forEach((r) => r.unmount()));
}
