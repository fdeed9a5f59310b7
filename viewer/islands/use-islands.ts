import { useEffect, type RefObject } from 'react';
import { useManifest } from '../data/manifest-context.tsx';
import './islands.css';

/**
 * Mounts the site's components a page body holds (its payload's `islands`) once the body is in the document, and
 * unmounts them when the page changes. Their code, React's bridge to them included, is loaded only on a page that
 * has one: a page without islands loads no more script than before.
 */
export function useIslands(
  ref: RefObject<HTMLElement | null>,
  html: string,
  islands: readonly string[] | undefined,
): void {
  const manifest = useManifest();
  useEffect(() => {
    const root = ref.current;
    if (!root || !islands?.length) return;
    let unmount: (() => void) | undefined;
    let cancelled = false;
    void import('./mount-islands.tsx').then(({ mountIslands }) => {
      if (!cancelled) unmount = mountIslands(root, manifest);
    });
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [ref, html, islands, manifest]);
}
