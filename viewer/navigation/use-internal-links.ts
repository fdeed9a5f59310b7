import { useEffect, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { stripBase } from '../../format/routes.ts';
import { useManifest } from '../data/manifest-context.tsx';

/**
 * Links inside rendered Markdown are plain `<a>` elements; clicks on those that
 * stay on the site navigate in the app instead of reloading the page.
 */
export function useInternalLinks(ref: RefObject<HTMLElement | null>): void {
  const { site } = useManifest();
  const [, navigate] = useLocation();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element).closest?.('a');
      if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin) return;
      const path = stripBase(url.pathname, site.baseUrl);
      if (path === null) return;
      if (url.pathname === location.pathname && url.search === location.search) return;
      // A section of this page, linked without a query: the address keeps its own (a tab choice, a campaign's).
      if (url.pathname === location.pathname && url.hash && !url.search) {
        event.preventDefault();
        location.hash = url.hash;
        return;
      }
      event.preventDefault();
      navigate(`${path}${url.search}${url.hash}`);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [ref, navigate, site.baseUrl]);
}
