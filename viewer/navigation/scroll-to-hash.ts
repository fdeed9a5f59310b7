/** Scrolls to the element the URL's hash names; false when the page has no such element (yet). */
export function scrollToHashTarget(): boolean {
  let id = window.location.hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the id up as written.
  }
  const target = id ? document.getElementById(id) : null;
  target?.scrollIntoView();
  return target !== null;
}
