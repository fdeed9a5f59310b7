import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { focusLanding, scrollToHashTarget } from './scroll-to-hash.ts';

/**
 * After a page changes: scroll to the hash target or to the top, move focus
 * there (the target, else the content) and announce the new title. A change
 * of query alone keeps the page where it is (the displayed path does not
 * change). Rendered after the page, so its effects see the new title.
 */
export function RouteChangeEffects() {
  const [path] = useLocation();
  const previous = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const first = previous.current === null;
    previous.current = path;
    const reachedHash = scrollToHashTarget();
    if (first) return;
    if (!reachedHash) window.scrollTo(0, 0);
    focusLanding();
    setAnnouncement(document.title);
  }, [path]);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
