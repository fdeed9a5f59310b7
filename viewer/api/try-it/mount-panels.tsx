import { createRoot, type Root } from 'react-dom/client';
import type { TryItOperation } from '../../../format/site-format.ts';
import { TryItPanel } from './TryItPanel.tsx';

/**
 * Mounts a "Testar" panel in each of `elements`, a React root each; returns the roots. This module, and not
 * mount-embeds.tsx, creates them: a chunk that imports react-dom for flushSync but not its client would split react-dom
 * out of the chunk the viewer's entry loads, and add a file to every page's first load.
 */
export function mountPanels(elements: readonly HTMLElement[], connectSrc: readonly string[]): Root[] {
  return elements.map((element) => {
    const operation = JSON.parse(element.dataset.operation ?? '{}') as TryItOperation;
    const root = createRoot(element);
    root.render(<TryItPanel operation={operation} connectSrc={connectSrc} />);
    return root;
  });
}
