/** `@docusaurus/useIsBrowser` for islands: they are rendered in the browser only, never on the server. */
export default function useIsBrowser(): boolean {
  return true;
}
