import { useEffect, type RefObject } from 'react';
import { MERMAID_CLASS, MERMAID_SOURCE_CLASS } from '../../format/diagrams.ts';
import type { PageDiagram } from './draw-diagrams.ts';

/**
 * Draws the page's mermaid diagrams. Mermaid is a chunk of its own (with each diagram type's code in further chunks),
 * loaded only by a page that has a diagram; a page without one loads nothing more.
 */
export function useMermaidDiagrams(ref: RefObject<HTMLElement | null>, html: string): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    // Found here rather than in the drawing's chunk, which then imports nothing that the page's own scripts import.
    const diagrams = [...root.querySelectorAll<HTMLElement>(`.${MERMAID_CLASS}`)].flatMap((diagram): PageDiagram[] => {
      const source = diagram.querySelector<HTMLDetailsElement>(`.${MERMAID_SOURCE_CLASS}`);
      return source ? [{ diagram, source }] : [];
    });
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
