import { useEffect } from 'react';
import type { Manifest } from '../../format/site-format.ts';
import { stripBase } from '../../format/routes.ts';
import { preloadRoute } from './route-data.ts';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The spec skips prefetching on 2g connections and when the reader saves data. */
export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !connection || (!connection.saveData && !/2g/.test(connection.effectiveType ?? ''));
}

function prefetchLink(manifest: Manifest, anchor: HTMLAnchorElement): void {
  if (anchor.origin !== location.origin || anchor.target) return;
  const path = stripBase(anchor.pathname, manifest.site.baseUrl);
  if (path !== null) preloadRoute(manifest, path).catch(() => undefined);
}

const whenIdle = (callback: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
};

/**
 * Loads the payloads of links before they are followed: on hover, and for
 * links in view once the browser is idle. `page` re-arms the idle pass when
 * the page changes.
 */
export function usePrefetching(manifest: Manifest, page: string): void {
  useEffect(() => {
    if (!prefetchAllowed()) return;
    const onOver = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement) prefetchLink(manifest, anchor);
    };
    document.addEventListener('mouseover', onOver, { passive: true });
    return () => document.removeEventListener('mouseover', onOver);
  }, [manifest]);

  useEffect(() => {
    if (!prefetchAllowed() || !('IntersectionObserver' in window)) return;
    let observer: IntersectionObserver | undefined;
    const cancel = whenIdle(() => {
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer?.unobserve(entry.target);
          prefetchLink(manifest, entry.target as HTMLAnchorElement);
        }
      });
      document.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => observer!.observe(a));
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [manifest, page]);
}
