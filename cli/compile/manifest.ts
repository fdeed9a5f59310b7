import type { LoadedConfig } from '../config/load-config.ts';
import type { ReaderOptions } from './reader-options.ts';
import type { Listings } from '../listings/compile-listings.ts';
import { FORMAT_VERSION, type GateSettings, type IslandModule, type Manifest, type SitePolicy } from '../../format/site-format.ts';
import type { SearchIndexRef } from '../../format/search-format.ts';
import { baseRoutesOf } from '../config/site-layout.ts';
import type { PayloadFiles } from './payload-files.ts';
import type { SiteChrome } from './site-chrome.ts';
import type { SiteNavigation } from './site-navigation.ts';

export interface ManifestParts {
  chrome: SiteChrome;
  navigation: SiteNavigation;
  payloads: PayloadFiles;
  listings: Listings;
  reader: ReaderOptions;
  draftIds: string[];
  /** Absent when the config has no gate section and the command asked for none (see gateSettings). */
  gate: GateSettings | undefined;
  search: SearchIndexRef | undefined;
  policy: SitePolicy;
  /** The island bundle's components by id; empty when no page has one. */
  islands?: Record<string, IslandModule>;
}

/** The manifest the viewer starts from: the config's site settings with what the phases before produced. */
export function assembleManifest(loaded: LoadedConfig, parts: ManifestParts): Manifest {
  const { config } = loaded;
  const { chrome, payloads, listings, reader, gate, search } = parts;
  return {
    formatVersion: FORMAT_VERSION,
    site: {
      title: config.title,
      tagline: config.tagline,
      titleDelimiter: config.titleDelimiter,
      baseUrl: config.baseUrl,
      url: config.url,
      ...(config.trailingSlash === undefined ? {} : { trailingSlash: config.trailingSlash }),
      ...chrome.site,
    },
    locale: config.locale,
    navbar: chrome.navbar,
    footer: chrome.footer,
    ...(chrome.home ? { home: chrome.home } : {}),
    sidebars: parts.navigation.sidebars,
    routes: payloads.routes,
    version: {
      name: config.version.name,
      label: config.version.label,
      isLast: true,
      path: baseRoutesOf(config).docs,
      mainDocId: config.version.mainDocId,
      draftIds: parts.draftIds,
    },
    colorMode: reader.colorMode,
    ...(reader.announcementBar ? { announcementBar: reader.announcementBar } : {}),
    ...(payloads.listingRoutes.length ? { listings: payloads.listingRoutes } : {}),
    ...(listings.blog ? { blog: listings.blog } : {}),
    ...(search ? { search: [search] } : {}),
    ...(gate ? { gate } : {}),
    policy: parts.policy,
    ...(parts.islands && Object.keys(parts.islands).length ? { islands: parts.islands } : {}),
  };
}
