/**
 * The Docusaurus modules components import, each a small docsgen module of viewer/islands/docusaurus/ backed by the
 * manifest, which the island bundle uses in their place (see islands/island-plugin.ts). A page may import them too:
 * its own components (`export const X = …`, a BrowserOnly function child) run with them.
 */
export const DOCUSAURUS_MODULES: Readonly<Record<string, string>> = {
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/useIsBrowser': 'useIsBrowser.ts',
  '@docusaurus/theme-common': 'theme-common.ts',
  '@docusaurus/plugin-content-docs/client': 'plugin-content-docs-client.ts',
  '@docusaurus/router': 'router.ts',
  '@docusaurus/useGlobalData': 'useGlobalData.ts',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/Head': 'Head.tsx',
  '@theme/Layout': 'Layout.tsx',
  '@theme/Heading': 'Heading.tsx',
  '@theme/CodeBlock': 'CodeBlock.tsx',
  '@theme/Admonition': 'Admonition.tsx',
  '@theme/Tabs': 'Tabs.tsx',
  '@theme/TabItem': 'TabItem.tsx',
};

/** The module of the site's code translations (`i18n/<locale>/code.json`), which `@docusaurus/Translate` reads. */
export const CODE_TRANSLATIONS_MODULE = 'docsgen:code-translations';

export function isDocusaurusModule(source: string): boolean {
  return Object.hasOwn(DOCUSAURUS_MODULES, source);
}
