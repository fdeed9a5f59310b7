import { useEffect, type RefObject } from 'react';
import { GRAPHQL_EXPLORER_CLASS, TRY_IT_CLASS } from '../../format/site-format.ts';
import { useManifest } from '../data/manifest-context.tsx';

/**
 * Turns the compiler's mount points in a page body into the interactive
 * "Testar" panels and GraphQL explorers. Their code is a separate chunk,
 * loaded only on pages that have one. They are React roots of their own, so
 * what they need of the manifest (the origins they may call) is handed over.
 */
export function useApiEmbeds(ref: RefObject<HTMLElement | null>, html: string): void {
  const { connectSrc } = useManifest().policy;
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const tryIts = [...root.querySelectorAll<HTMLElement>(`.${TRY_IT_CLASS}[data-operation]`)];
    const explorers = [...root.querySelectorAll<HTMLElement>(`.${GRAPHQL_EXPLORER_CLASS}[data-explorer]`)];
    if (!tryIts.length && !explorers.length) return;
    let unmount: (() => void) | undefined;
    let cancelled = false;
    void import('./mount-embeds.tsx').then(({ mountEmbeds }) => {
      if (!cancelled) unmount = mountEmbeds(tryIts, explorers, connectSrc);
    });
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [ref, html, connectSrc]);
}
