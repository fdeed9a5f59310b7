/** Docusaurus's localStorage key for a tab group's choice, so a reader's choice survives the move from Docusaurus. */
export const tabStorageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

/**
 * The value a tabs container shows on load, or null to keep the one the compiler selected. As Docusaurus 3.8.1: the
 * URL's parameter when it is there, else the stored group choice, and only a value one of its tabs has. A parameter
 * naming no tab is not passed over for the stored choice: Docusaurus keeps the default then.
 */
export function initialTabValue(
  values: readonly string[],
  fromQuery: string | null,
  fromStorage: string | null,
): string | null {
  const value = fromQuery ?? fromStorage;
  return value !== null && values.includes(value) ? value : null;
}

/** The address with `key=value` in its query, the path, the other parameters and the hash kept. */
export function withQueryValue(
  address: { pathname: string; search: string; hash: string },
  key: string,
  value: string,
): string {
  const params = new URLSearchParams(address.search);
  params.set(key, value);
  return `${address.pathname}?${params}${address.hash}`;
}

/**
 * The tab a key moves to from the tab at `index` of `count`, in the WAI-ARIA tabs pattern for a horizontal list:
 * the arrows go to the neighbour, wrapping at the ends, Home and End to the first and last. Null for other keys.
 */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
