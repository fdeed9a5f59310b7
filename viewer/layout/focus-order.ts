/** Elements Tab stops at (disabled controls and tabindex -1 aside). */
export const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first element after `element` (outside it) that Tab would reach, if any is shown. */
export function nextTabStop(element: Element): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(TABBABLE)].find(
    (candidate) =>
      element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING &&
      !element.contains(candidate) &&
      candidate.getClientRects().length > 0,
  );
}
