/**
 * The site format: the contract between the compiler, which writes `site/`,
 * and the viewer, which reads it at runtime. Both sides import these types
 * from here (the search index's live in search-format.ts, the listing pages'
 * in listing-format.ts, the navbar's in navbar-format.ts, the pieces both
 * kinds of page share in page-parts.ts and the docs versions' in
 * versions-format.ts, all re-exported); nothing else describes the format.
 *
 * Bump FORMAT_VERSION on any change a viewer of the previous version could
 * misread, so an open tab from an older deploy fails loudly instead of
 * rendering garbage.
 */
import type { BlogInfo, ListingRoute } from './listing-format.ts';
import type { Navbar } from './navbar-format.ts';
import type { BreadcrumbItem, PagerLink, Tag, TocItem } from './page-parts.ts';
import type { SearchIndexRef } from './search-format.ts';
import type { DocsVersion } from './versions-format.ts';
import { FORMAT_VERSION } from './version.ts';

export { FORMAT_VERSION };

/** Where the shell finds the manifest: a `<meta>` in every HTML file. */
export const MANIFEST_META_NAME = 'docsgen-manifest';

export interface Manifest {
  formatVersion: typeof FORMAT_VERSION;
  site: SiteInfo;
  locale: LocaleConfig;
  /**
   * Every locale the site is built in, the default first (`locale` alone on a site without translations); each is a
   * site of its own under its baseUrl, which the language menu and the pages' hreflang alternates lead to.
   */
  locales: SiteLocale[];
  navbar: Navbar;
  footer: Footer;
  /** The config's home page; absent when the config has none (a doc at "/" is then the home page). */
  home?: Home;
  /**
   * Sidebars by name, as declared in `docs.config.json`: the file of each (a SidebarFile, relative to the site root),
   * loaded when a page of that sidebar shows.
   */
  sidebars: Record<string, string>;
  /** The route table, docs and listings, in shards (RouteShard files): see format/route-shards.ts. */
  routes: RouteShardsRef;
  version: VersionInfo;
  /**
   * Every docs version built, newest first as `versions.json` lists them (the current one first when it is built);
   * absent for a site with one version. A route of a versioned doc names its version (RouteEntry.version). A docs
   * instance with versions of its own (`<id>_versions.json`) lists them here too, after the config's docs', each with
   * its `docsPluginId` and named after it ("community/1.0.0").
   */
  versions?: DocsVersion[];
  /** The access gate; absent when the site has none. */
  gate?: GateSettings;
  colorMode?: ColorModeOptions;
  announcementBar?: AnnouncementBar;
  blog?: BlogInfo;
  /** Full-text search indexes, one per version and locale; absent when nothing is indexed. */
  search?: SearchIndexRef[];
  /** What pages may reach on other origins. */
  policy: SitePolicy;
  /** The site's components that pages render in the browser, by the id their placeholders carry (see IslandModule). */
  islands?: Record<string, IslandModule>;
}

/**
 * A component of the site, of npm or of a page, bundled for the browser. A page using it holds a placeholder
 * `<div class="island" data-island="<id>" data-island-props="<JSON>">children as HTML</div>` (`span` in text;
 * `data-island-children` when the component was written with children), and lists its id in its payload's `islands`.
 */
export interface IslandModule {
  /** What an error in the page calls the component. */
  name: string;
  /** The ES module whose default export is the component, relative to the site root. */
  script: string;
  /** Style sheets the component imports, relative to the site root, loaded before it mounts. */
  styles?: string[];
}

/** The global through which islands reach the viewer's React and the site's data (see viewer/islands/). */
export const ISLAND_GLOBAL = '__docsgenIslands';

/**
 * The sources, beyond the site's own origin, that the reader's browser may
 * reach. The compiler writes them into every HTML file's
 * Content-Security-Policy; the viewer checks a "Testar" or explorer request
 * against `connectSrc` before sending, to explain a refusal the browser
 * would only log. Entries are CSP source expressions such as
 * "https://api.example.com" or "http://127.0.0.1:*".
 */
export interface SitePolicy {
  /** The gate's provider, every OpenAPI server, every GraphQL explorer's endpoint, and the config's additions. */
  connectSrc: string[];
  /** Where an `<iframe>` in a page may load from. */
  frameSrc: string[];
}

export interface SiteInfo {
  title: string;
  tagline: string;
  /** Joins the page title and the site title in `<title>`: "Página | Site". */
  titleDelimiter: string;
  /** Always starts and ends with "/". */
  baseUrl: string;
  /** Production origin, for canonical URLs. */
  url: string;
  /** Docusaurus's `trailingSlash`: hrefs end with "/" (true), never do (false), or are left as written (absent). */
  trailingSlash?: boolean;
  /** Site icon URL: a site path with baseUrl included, or an https URL. */
  favicon?: string;
}

/** One locale a site with translations is built in (Manifest.locales). */
export interface SiteLocale {
  label: string;
  htmlLang: string;
  /** The locale's baseUrl: the site's for the default locale, with its path after it for the others ("/en/"). */
  baseUrl: string;
}

export interface LocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  path: string;
}

export interface Footer {
  links: FooterLink[];
  copyright: string;
}

export interface FooterLink {
  label: string;
  href: string;
}

export interface Home {
  /** Label of the hero's call-to-action button. */
  cta: { label: string; href: string };
  entries: HomeEntry[];
}

export interface HomeEntry {
  title: string;
  text: string;
  href: string;
  /** The entry's link text. */
  label?: string;
}

/** Every `href` in the manifest and in payloads includes baseUrl, as in the rendered HTML. */
export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

/** What every sidebar item may carry, from the config, a `_category_` file or front matter, as in Docusaurus. */
export interface SidebarItemExtras {
  /** CSS class of the item's entry (`className`, `sidebar_class_name`). */
  className?: string;
  /** Free props for the viewer, as written (`customProps`, `sidebar_custom_props`). */
  customProps?: Record<string, unknown>;
  /** A stable name for the item (`key`, `sidebar_key`), unique among its siblings. */
  key?: string;
  /** Shown on the item's card in a generated index page. */
  description?: string;
}

export interface SidebarLink extends SidebarItemExtras {
  type: 'link';
  label: string;
  href: string;
  /** Set when the link points at a doc of this site. */
  docId?: string;
  /** A `ref` item: it links to the doc without being the doc's place (its sidebar, breadcrumb and pager come from elsewhere). */
  ref?: true;
}

/** Raw HTML among the sidebar's items, sanitized by the compiler unless the site trusts raw HTML. */
export interface SidebarHtml {
  type: 'html';
  html: string;
  /** Padded like a link. */
  defaultStyle?: true;
  className?: string;
}

export interface SidebarCategory extends SidebarItemExtras {
  type: 'category';
  label: string;
  items: SidebarItem[];
  collapsed: boolean;
  /** Set when the category cannot be collapsed: it is always open, with no toggle. */
  collapsible?: false;
  /** A category may have its own page: a doc (Docusaurus's category index), or a generated index of its items. */
  href?: string;
  /** Set when the category's page is a doc. */
  docId?: string;
  /**
   * In a large sidebar, each collapsed top-level category's items are a file of their own (a SidebarFile, relative to the site
   * root), loaded when the category opens or holds the page shown; `items` is then empty. The items of a long category are
   * cut into windows, each a file of bounded size that names its neighbours (SidebarFile.before and after): this file is
   * then the first window.
   */
  itemsFile?: string;
}

/** The neighbouring window of a long category's window: its file, and how many items lie beyond on that side, in all windows. */
export interface SidebarWindowRef {
  file: string;
  count: number;
}

/**
 * Where the route table's shards are. Constant in size: which shard holds a path is computed from the path
 * (format/route-shards.ts), and shard `i` is the file `<prefix><i>.json`.
 */
export interface RouteShardsRef {
  /** How many shards: a power of two. */
  count: number;
  /**
   * Shared by every shard's file name, relative to the site root: `routes/`. Shards keep their names from one build to
   * the next and are revalidated (see routeTableFiles); a viewer reads the prefix rather than assuming it.
   */
  prefix: string;
}

/** One shard of the route table: the docs' routes and the listings' whose paths fall in it. */
export interface RouteShard {
  formatVersion: typeof FORMAT_VERSION;
  routes: RouteEntry[];
  /** Routes beyond docs: blog posts and lists, tag pages, category indexes, standalone pages. */
  listings: ListingRoute[];
}

/** One sidebar's file, named in the manifest's `sidebars`, or a part of a split sidebar (SidebarCategory.itemsFile). */
export interface SidebarFile {
  formatVersion: typeof FORMAT_VERSION;
  /** In a window of a long category after its first: the first window, the category's `itemsFile`. */
  first?: string;
  /** In a window of a long category: the items before it, loaded as they scroll into view. */
  before?: SidebarWindowRef;
  items: SidebarItem[];
  /** In a window of a long category: the items after it. */
  after?: SidebarWindowRef;
}

export interface RouteEntry {
  /** Site-relative path without baseUrl, e.g. "/docs/about/intro". */
  path: string;
  docId: string;
  /** Payload file, relative to the site root. */
  payload: string;
  /** Sidebar name, absent for pages outside every sidebar. */
  sidebar?: string;
  /** The file of the sidebar's part that holds the page's own entry, when the sidebar is split (see SidebarCategory.itemsFile): in a long category, its window. */
  sidebarPart?: string;
  unlisted?: true;
  draft?: true;
  /** The docs version of the page, on a site with several (Manifest.versions). */
  version?: string;
  /** The same doc (same id) in the other versions that have it: their paths by version name. */
  alternates?: Record<string, string>;
  /**
   * Above a doc of an older or unreleased version, or of one with a badge: the banner (with a link to the same page in
   * the last version) and the badge, as HTML made by the compiler, so that no site carries the code that writes them.
   */
  notice?: string;
  /**
   * On a versioned site, the versions' menu seen from this page: its version's label, and each version's link. It
   * lists the versions of the page's docs instance (`docsPluginId`, absent for the config's docs), so only the
   * navbar's menu of that instance (NavVersionDropdown.docsPluginId) shows it; the others keep their own items.
   */
  versionMenu?: { label: string; items: { label: string; href: string }[]; docsPluginId?: string };
}

export interface VersionInfo {
  name: string;
  label: string;
  isLast: boolean;
  /** Route of this version's docs, from the config's `docs.routeBasePath`: "/docs", or "/" for docs at the root. */
  path: string;
  mainDocId: string;
}

export interface PagePayload {
  formatVersion: typeof FORMAT_VERSION;
  id: string;
  title: string;
  /**
   * The heading the page shows, when it differs from `title`: a page whose front matter has a title and whose body
   * opens with another `# heading` shows the heading, as Docusaurus does, and keeps the title for the tab and lists.
   */
  heading?: string;
  description: string;
  /** Rendered and highlighted at build time; written only by the compiler. */
  html: string;
  /** Front matter `hide_title`: the page shows no title of its own above the body. */
  hideTitle?: true;
  toc: TocItem[];
  breadcrumb: BreadcrumbItem[];
  previous?: PagerLink;
  next?: PagerLink;
  tags: Tag[];
  /** Path of the Markdown source, relative to the project root. */
  source: string;
  editUrl?: string;
  /** The last change, when the site shows it: an ISO 8601 date (YYYY-MM-DD), or a date and time in UTC from git. */
  lastUpdated?: string;
  /** Who made it, when the site shows it: front matter's `last_update.author`, or the commit's author. */
  lastUpdatedBy?: string;
  draft?: true;
  unlisted?: true;
  /** The page as Markdown (`/docs/x.md`, baseUrl in front), which "Copiar como Markdown" fetches; none for drafts and unlisted pages. */
  markdown?: string;
  /** Ids of the islands the page renders (see IslandModule); absent when it has none. */
  islands?: string[];
}

// Reader experience: colour mode, announcement bar, blog and tag pages.
// All optional, so format 1 manifests without them stay valid.

export interface ColorModeOptions {
  defaultMode: 'light' | 'dark';
  disableSwitch: boolean;
  /** Follow the system preference until the reader picks a mode; the switch then cycles light, dark, system. */
  respectPrefersColorScheme: boolean;
}

export interface AnnouncementBar {
  /** A new id shows the bar again to readers who closed a previous one. */
  id: string;
  /** Inline HTML rendered by the compiler from the config's Markdown. */
  html: string;
  isCloseable: boolean;
}

/** Spec section 4. `enabled: false` is a preview build (`--no-gate`): every page shows, under a banner. */
export type GateSettings = { enabled: false } | EnforcedGateSettings;

export interface EnforcedGateSettings {
  enabled: true;
  /** Without a trailing slash; the viewer calls `{providerUrl}/users/api/v1/me/ekos/token`. */
  providerUrl: string;
  /** Where readers without a valid token are sent. */
  mainAppUrl: string;
  tokenLifetimeSeconds: number;
  /** Absent: the validation call has no time limit (spec section 7). */
  validationTimeoutMs?: number;
}

// Full-text search: the index the compiler writes and the viewer loads on first use.
export * from './search-format.ts';
export * from './listing-format.ts';
export * from './navbar-format.ts';
export * from './page-parts.ts';
export * from './try-it-format.ts';
export * from './versions-format.ts';
