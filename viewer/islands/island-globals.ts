import type { Context } from 'react';
import { ISLAND_GLOBAL, type SidebarCategory } from '../../format/site-format.ts';

/** What Docusaurus's `useDocusaurusContext()` gives, filled from the manifest. */
export interface DocusaurusContext {
  siteConfig: {
    title: string;
    titleDelimiter: string;
    tagline: string;
    url: string;
    baseUrl: string;
    trailingSlash?: boolean;
    favicon?: string;
    customFields: Record<string, unknown>;
    themeConfig: Record<string, unknown>;
  };
  siteMetadata: { docusaurusVersion: string; pluginVersions: Record<string, unknown> };
  globalData: Record<string, unknown>;
  i18n: {
    defaultLocale: string;
    currentLocale: string;
    locales: string[];
    localeConfigs: Record<
      string,
      { label: string; direction: string; htmlLang: string; calendar: string; path: string }
    >;
  };
  codeTranslations: Record<string, string>;
}

/**
 * What the viewer shares with islands, on a global because islands are bundled apart from it: its React modules (an
 * island's `import 'react'` reads them, see cli/mdx/islands/island-plugin.ts) and the site's data for the Docusaurus
 * modules of viewer/islands/docusaurus/.
 */
export interface IslandGlobals {
  modules: Record<string, unknown>;
  context: DocusaurusContext;
  /** The category whose page the doc is, given to each island of that page (useCurrentSidebarCategory). */
  sidebarCategory: Context<SidebarCategory | undefined>;
}

export function islandGlobals(): IslandGlobals {
  return (globalThis as unknown as Record<string, IslandGlobals>)[ISLAND_GLOBAL]!;
}

export function setIslandGlobals(globals: IslandGlobals): void {
  (globalThis as unknown as Record<string, IslandGlobals>)[ISLAND_GLOBAL] = globals;
}
