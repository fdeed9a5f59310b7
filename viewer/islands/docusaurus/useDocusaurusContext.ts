import { islandGlobals, type DocusaurusContext } from '../island-globals.ts';

/** `@docusaurus/useDocusaurusContext` for islands: the site's title, URL, base URL and locale, from the manifest. */
export default function useDocusaurusContext(): DocusaurusContext {
  return islandGlobals().context;
}
