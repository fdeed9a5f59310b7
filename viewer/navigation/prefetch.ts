import { useEffect } from 'react';
import type { Manifest } from '../../format/site-format.ts';
import { stripBase } from '../../format/routes.ts';
import { preloadRoute, resolvesAtOnce } from './route-data.ts';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The spec skips prefetching on 2g connections and when the reader saves data. */
export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !connection || (!connection.saveData && !/2g/.test(connection.effectiveType ?? ''));
}

/**
 * Loads what a link leads to: its shard of the route table, its payload and its sidebar. `knownOnly` leaves out a
 * link whose shard is not loaded yet, so that the idle pass over links in view does not fetch a shard per link.
 */
function prefetchLink(manifest: Manifest, anchor: HTMLAnchorElement, knownOnly = false): void {
  if (anchor.origin !== location.origin || anchor.target) return;
  const path = stripBase(anchor.pathname, manifest.site.baseUrl);
  if (path === null || (knownOnly && !resolvesAtOnce(manifest, path))) return;
  preloadRoute(manifest, path).catch(() => undefined);
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
 * Loads what links lead to before they are followed: on hover and on focus (a navbar item's sidebar among it), and,
 * once the browser is idle, for links in view whose shard of the route table is loaded already. `page` re-arms the
 * idle pass when the page changes.
 */
export function usePrefetching(manifest: Manifest, page: string): void {
  useEffect(() => {
    if (!prefetchAllowed()) return;
    const onOver = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement) prefetchLink(manifest, anchor);
    };
    document.addEventListener('mouseover', onOver, { passive: true });
    document.addEventListener('focusin', onOver, { passive: true });
    return () => {
      document.removeEventListener('mouseover', onOver);
      document.removeEventListener('focusin', onOver);
    };
  }, [manifest]);

  useEffect(() => {
    if (!prefetchAllowed() || !('IntersectionObserver' in window)) return;
    let observer: IntersectionObserver | undefined;
    const cancel = whenIdle(() => {
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer?.unobserve(entry.target);
          prefetchLink(manifest, entry.target as HTMLAnchorElement, true);
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
