/**
 * The element the URL's hash (or the given one) names, or null when the page has no such element (yet). As the HTML
 * spec finds a fragment: the id as written first (a footnote's id may itself hold "%C3%A7"), then decoded ("configuração").
 */
export function hashTarget(hash = window.location.hash): HTMLElement | null {
  const raw = hash.slice(1);
  if (!raw) return null;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape: only the id as written can match.
  }
  return document.getElementById(raw) ?? document.getElementById(decoded);
}

/** Scrolls to the hash target; false when there is none. */
export function scrollToHashTarget(): boolean {
  const target = hashTarget();
  target?.scrollIntoView();
  return target !== null;
}

/**
 * Focuses where a route change lands: the hash target, so the next Tab continues from the section the reader was
 * sent to rather than from the top, or else the main content. A heading is not focusable by itself; tabindex -1
 * lets it take focus without adding a Tab stop.
 */
export function focusLanding(): void {
  const target = hashTarget() ?? document.getElementById('main');
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}
