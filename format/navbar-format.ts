/**
 * The navbar as the manifest carries it (Manifest.navbar): every link resolved by the compiler, so that the viewer only
 * picks the one for the page shown (navbar-links.ts).
 */
export interface Navbar {
  title: string;
  /** Logo URL (a site path with baseUrl included, or an https URL), its alt text and, for a site file, intrinsic size. */
  /** `srcDark`, when given, is shown instead of `src` in dark mode (by CSS, so that neither flashes). */
  logo?: { src: string; srcDark?: string; alt: string; width?: number; height?: number };
  items: NavItem[];
  /** Scrolling down hides the navbar, scrolling up shows it. */
  hideOnScroll?: boolean;
}

export type NavItem = NavLink | NavDropdown | NavVersionDropdown;

export interface NavLink {
  type?: undefined;
  label: string;
  /** A URL as the browser gets it: baseUrl included, or an external URL. */
  href: string;
  position: 'left' | 'right';
  /**
   * On a link to a doc (the config's `docId`, Docusaurus's `doc` item) or to a sidebar (`docSidebar`), what Docusaurus's
   * doc items do: the link is current on the doc itself and on every page of `sidebar` (the doc's, or the sidebar
   * itself), where other links are current by URL prefix; on a page of a docs version (RouteEntry.version) that has an
   * entry in `versions` (the same doc, or the first doc of the sidebar of that name, in that version), the link leads
   * there and is current by that entry's sidebar. Elsewhere it keeps `href` and `sidebar`. See navbar-links.ts.
   */
  doc?: { sidebar?: string; versions?: Record<string, { href: string; sidebar?: string }> };
  /**
   * On the `docsVersion` item, what Docusaurus's DocsVersionNavbarItem shows: per docs version of its docs, the
   * version's main doc and the item's label there (the config's, else the version's). On a page of one of them the
   * link leads to that main doc, elsewhere to `href`, the last version's; either way it is current on the main doc and
   * the pages under its path, as a router NavLink to it is. Empty for docs with one version.
   */
  mainDocs?: Record<string, { href: string; label: string }>;
}

/**
 * A menu of links under one label. An entry with `doc` (a link to a doc or a sidebar) follows the version of the doc
 * shown and is current by sidebar, as a NavLink; another is current on its own page only. The menu is current when an
 * entry is.
 */
export interface NavDropdown {
  type: 'dropdown';
  label: string;
  position: 'left' | 'right';
  items: Pick<NavLink, 'label' | 'href' | 'doc'>[];
}

/**
 * The docs versions' menu, as Docusaurus's `docsVersionDropdown`: on a doc, the route's `versionMenu` (the same page in
 * each version); elsewhere these, the last version's label and each version's first doc. The config's own links
 * (`dropdownItemsBefore`, `dropdownItemsAfter`) come before and after the versions wherever it shows.
 */
export interface NavVersionDropdown {
  type: 'docsVersionDropdown';
  position: 'left' | 'right';
  label: string;
  items: { label: string; href: string }[];
  /** The docs instance whose versions it shows (DocsVersion.docsPluginId); absent, the config's docs. */
  docsPluginId?: string;
}
