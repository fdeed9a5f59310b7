import { useEffect } from 'react';

/**
 * Asks search engines not to index the page while it shows, unless its shell already does (404.html). A host that
 * answers every path with the fallback shell (200.html) and status 200 would otherwise have its not-found page indexed
 * at each wrong address; crawlers that run the viewer read the tag it adds.
 */
export function useNoindex(): void {
  useEffect(() => {
    if (document.querySelector('meta[name="robots"]')) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
