import { useEffect, type RefObject } from 'react';
import { MERMAID_CLASS } from '../../format/diagrams.ts';
import './mermaid.css';

/**
 * Draws the page's mermaid diagrams. Mermaid is a chunk of its own (with each diagram type's code in further chunks),
 * loaded only by a page that has a diagram; a page without one loads nothing more.
 */
export function useMermaidDiagrams(ref: RefObject<HTMLElement | null>, html: string): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const diagrams = [...root.querySelectorAll<HTMLElement>(`.${MERMAID_CLASS}`)];
    if (!diagrams.length) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./draw-diagrams.ts').then(({ drawDiagrams }) => {
      if (!cancelled) stop = drawDiagrams(diagrams);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [ref, html]);
}
