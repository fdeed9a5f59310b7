import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { searchTermsOf } from './search-state.ts';

/**
 * Highlights the searched terms on a page opened from a search, until the
 * reader moves on to another page. The highlighter loads only then.
 */
export function useArrivalHighlight(): void {
  const [location] = useLocation();
  useEffect(() => {
    const terms = searchTermsOf(history.state);
    if (!terms) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./highlight.ts').then(({ highlightArticle }) => {
      if (!left) stop = highlightArticle(terms, decodeHash(window.location.hash));
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [location]);
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
