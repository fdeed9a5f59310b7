/**
 * The site format: the contract between the compiler, which writes `site/`,
 * and the viewer, which reads it at runtime. Both sides import these types;
 * nothing else describes the format.
 *
 * Bump FORMAT_VERSION on any change a viewer of the previous version could
 * misread, so an open tab from an older deploy fails loudly instead of
 * rendering garbage.
 */
export const FORMAT_VERSION = 1;

/**
 * How a URL path names a route, on both sides: "/a/index.html" and "/a.html"
 * name "/a", and a trailing slash is dropped.
 */
export function normalizeSitePath(sitePath: string): string {
  let p = sitePath.replace(/\/{2,}/g, '/');
  p = p.replace(/\/index\.html?$/i, '/').replace(/\.html?$/i, '');
  if (p.length > 1) p = p.replace(/\/$/, '');
  return p || '/';
}

/** Where the shell finds the manifest: a `<meta>` in every HTML file. */
export const MANIFEST_META_NAME = 'docsgen-manifest';

export interface Manifest {
  formatVersion: typeof FORMAT_VERSION;
  site: SiteInfo;
  locale: LocaleConfig;
  navbar: Navbar;
  footer: Footer;
  home: Home;
  /** Sidebars by name, as declared in `docs.config.json`. */
  sidebars: Record<string, SidebarItem[]>;
  routes: RouteEntry[];
  version: VersionInfo;
  /** Full-text search indexes, one per version and locale; absent when nothing is indexed. */
  search?: SearchIndexRef[];
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
}

export interface LocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  path: string;
}

export interface Navbar {
  title: string;
  items: NavItem[];
}

export interface NavItem {
  label: string;
  /** A URL as the browser gets it: baseUrl included, or an external URL. */
  href: string;
  position: 'left' | 'right';
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
}

/** Every `href` in the manifest and in payloads includes baseUrl, as in the rendered HTML. */
export type SidebarItem = SidebarLink | SidebarCategory;

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Set when the link points at a doc of this site. */
  docId?: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  items: SidebarItem[];
  collapsed: boolean;
  /** A category may have its own page (Docusaurus's category index). */
  href?: string;
  docId?: string;
}

export interface RouteEntry {
  /** Site-relative path without baseUrl, e.g. "/docs/about/intro". */
  path: string;
  docId: string;
  /** Payload file, relative to the site root. */
  payload: string;
  /** Sidebar name, absent for pages outside every sidebar. */
  sidebar?: string;
  unlisted?: true;
  draft?: true;
}

export interface VersionInfo {
  name: string;
  label: string;
  isLast: boolean;
  /** Path prefix of this version's docs, e.g. "/docs". */
  path: string;
  mainDocId: string;
  draftIds: string[];
}

export interface PagePayload {
  formatVersion: typeof FORMAT_VERSION;
  id: string;
  title: string;
  description: string;
  /** Rendered and highlighted at build time; written only by the compiler. */
  html: string;
  toc: TocItem[];
  breadcrumb: BreadcrumbItem[];
  previous?: PagerLink;
  next?: PagerLink;
  tags: Tag[];
  /** Path of the Markdown source, relative to the project root. */
  source: string;
  editUrl?: string;
  draft?: true;
  unlisted?: true;
}

export interface TocItem {
  id: string;
  text: string;
  level: number;
}

export interface BreadcrumbItem {
  label: string;
  href?: string;
}

export interface PagerLink {
  label: string;
  href: string;
}

export interface Tag {
  label: string;
  slug: string;
}

/* Full-text search: the index the compiler writes and the viewer loads on first use. */

export type SearchPageKind = 'doc' | 'blog';

export interface SearchIndexRef {
  version: string;
  locale: string;
  /** Relative to the site root, under a version folder with a content hash: "search-index/current/pt-BR.<hash>.json". */
  file: string;
}

export interface SearchIndexFile {
  formatVersion: typeof FORMAT_VERSION;
  version: string;
  locale: string;
  pages: SearchPageEntry[];
  /** One per search document; a document's id is its position here. */
  sections: SearchSectionEntry[];
  engine: SearchEngineData;
}

export interface SearchPageEntry {
  kind: SearchPageKind;
  title: string;
  /** baseUrl included, no hash. */
  url: string;
  /** Navigation labels above the page. */
  crumbs: string[];
}

/**
 * [page index, heading ("" before the first heading), heading id, parent section's id or -1].
 * The id is "" when it is github-slugger's slug of the heading (and before the first heading).
 */
export type SearchSectionEntry = [page: number, heading: string, hash: string, parent: number];

/**
 * MiniSearch's index, packed: per term, one posting list per field, each a
 * run of ascending document ids stored as gaps from the previous one, with a
 * negative number after a document that holds the term more than once (-tf).
 */
export interface SearchEngineData {
  fields: string[];
  /** fieldLength[id * fields.length + field]: the number of terms of that document's field. */
  fieldLength: number[];
  averageFieldLength: number[];
  /** Sorted by term (JavaScript string order). */
  index: [term: string, postings: number[][]][];
}
