import type { LoadedConfig } from '../sources/config/load-config.ts';
import type { ReaderOptions } from '../site/reader-options.ts';
import type { Listings } from './compile-listings.ts';
import {
  FORMAT_VERSION,
  type DocsVersion,
  type GateSettings,
  type IslandModule,
  type Manifest,
  type SitePolicy,
} from '../../format/site-format.ts';
import type { SearchIndexRef } from '../../format/search-format.ts';
import { baseRoutesOf } from '../sources/config/site-layout.ts';
import type { RouteTableFiles } from '../site/route-table.ts';
import type { SiteChrome } from '../site/site-chrome.ts';

export interface ManifestParts {
  chrome: SiteChrome;
  /** Where the route shards and sidebar files are: the manifest names them and lists neither routes nor items. */
  table: RouteTableFiles;
  listings: Listings;
  reader: ReaderOptions;
  /** Absent when the config has no gate section and the command asked for none (see gateSettings). */
  gate: GateSettings | undefined;
  search: SearchIndexRef | undefined;
  policy: SitePolicy;
  /** The island bundle's components by id; empty when no page has one. */
  islands?: Record<string, IslandModule>;
  /** The docs versions, on a site with several. */
  versions?: DocsVersion[];
}

/**
 * The manifest the viewer starts from: the config's site settings with what the phases before produced. Its size does
 * not grow with the pages: routes and sidebars are in files of their own, which it names (see routeTableFiles).
 */
export function assembleManifest(loaded: LoadedConfig, parts: ManifestParts): Manifest {
  const { config } = loaded;
  const { chrome, table, listings, reader, gate, search } = parts;
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
    locales: loaded.i18n?.locales ?? [
      { label: config.locale.label, htmlLang: config.locale.htmlLang, baseUrl: config.baseUrl },
    ],
    navbar: chrome.navbar,
    footer: chrome.footer,
    ...(chrome.home ? { home: chrome.home } : {}),
    sidebars: table.sidebars,
    routes: table.routes,
    version: {
      name: config.version.name,
      label: config.version.label,
      isLast: true,
      path: baseRoutesOf(config).docs,
      mainDocId: config.version.mainDocId,
    },
    ...(parts.versions ? { versions: parts.versions } : {}),
    colorMode: reader.colorMode,
    ...(reader.announcementBar ? { announcementBar: reader.announcementBar } : {}),
    ...(listings.blog ? { blog: listings.blog } : {}),
    ...(search ? { search: [search] } : {}),
    ...(gate ? { gate } : {}),
    policy: parts.policy,
    ...(parts.islands && Object.keys(parts.islands).length ? { islands: parts.islands } : {}),
  };
}
