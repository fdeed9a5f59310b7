import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { SearchHit } from '../../format/search/query.ts';
import { useManifest } from '../data/manifest-context.tsx';
import { stripBase } from '../../format/routes.ts';
import { searchState } from './search-state.ts';

/** The in-app path (without baseUrl) a hit leads to, hash included. */
export function hitPath(hit: SearchHit, baseUrl: string): string {
  const path = stripBase(hit.page.url, baseUrl) ?? hit.page.url;
  return hit.hash ? `${path}#${encodeURIComponent(hit.hash)}` : path;
}

/**
 * Opens a hit with its terms in the history state, for the highlight. On the
 * page already shown nothing re-renders, so the highlight is applied here.
 */
export function useOpenHit(): (hit: SearchHit) => void {
  const { site } = useManifest();
  const [location, navigate] = useLocation();
  return useCallback(
    (hit: SearchHit) => {
      const target = hitPath(hit, site.baseUrl);
      navigate(target, { state: searchState(hit.terms) });
      if (target.split('#')[0] === location)
        void import('./highlight.ts').then(({ highlightArticle }) => highlightArticle(hit.terms, hit.hash));
    },
    [site.baseUrl, location, navigate],
  );
}
