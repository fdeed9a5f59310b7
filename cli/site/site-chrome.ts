import { error, type Diagnostic } from '../core/diagnostics.ts';
import { formatJsonPath } from '../sources/config/schema.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import type { LinkSite } from './links/check-links.ts';
import type { LinkContext } from './links/resolve.ts';
import type { AssetRegistry } from '../assets/asset-registry.ts';
import type { DocsVersion, Manifest, NavLink } from '../../format/site-format.ts';
import type { LinkOptions } from '../sources/config/types.ts';
import { configFiles } from './config-files.ts';
import { configLinks } from './config-links.ts';
import { noDocWithId } from './unknown-doc-id.ts';
import type { SiteNavigation } from './site-navigation.ts';
import type { NavbarDocTargets } from './navbar-doc-links.ts';

/** What the config puts around every page: navbar, footer, home page, favicon and logo. */
export interface SiteChrome {
  site: Pick<Manifest['site'], 'favicon'>;
  navbar: Manifest['navbar'];
  footer: Manifest['footer'];
  /** Absent when the config has no `home` (a doc at "/", or nothing, is the home page). */
  home: Manifest['home'] | undefined;
  /**
   * The versions menus' own links (Docusaurus's `dropdownItemsBefore` and `dropdownItemsAfter`: archived versions, "All
   * versions"), in the navbar item's `items` around the versions and in each doc's menu (RouteEntry.versionMenu), by
   * the docs plugin whose menu has them ("default" for the config's docs, else the instance's id).
   */
  versionMenuLinks?: Record<string, VersionMenuLinks>;
  /** The config's links to pages, to check with the pages' links. */
  linkSites: LinkSite[];
  diagnostics: Diagnostic[];
}

type VersionItem = Extract<LoadedConfig['config']['navbar']['items'][number], { type: `docsVersion${string}` }>;

export interface VersionMenuLinks {
  before: { label: string; href: string }[];
  after: { label: string; href: string }[];
}

/** Resolves the config's links and files; a link to a draft left out of the build is left out, as Docusaurus does. */
export function siteChrome(
  loaded: LoadedConfig,
  routeById: ReadonlyMap<string, string>,
  rootContext: LinkContext,
  leftOutDrafts: ReadonlySet<string>,
  sidebarLinks: SiteNavigation['sidebarLinks'],
  staticDirs: readonly string[],
  assets: AssetRegistry,
  /** What the navbar's links to a doc and to a sidebar lead to, and where they are current. */
  docTargets: NavbarDocTargets,
  /**
   * What the version items of the navbar show: the versions of each versioned docs plugin (SiteSources.versions), and
   * each docs instance's, versioned or not, for an item naming an instance that has one.
   */
  versions: { versioned?: readonly DocsVersion[]; instances: ReadonlyMap<string, readonly DocsVersion[]> },
): SiteChrome {
  const { config } = loaded;
  const links = configLinks(loaded, routeById, rootContext, leftOutDrafts);
  for (const { href, jsonPath } of sidebarLinks) links.checkFile(href, jsonPath);
  const isLeftOut = (item: { docId?: string }) => item.docId !== undefined && leftOutDrafts.has(item.docId);
  const diagnostics: Diagnostic[] = [];
  /**
   * A navbar or dropdown link, or link to a sidebar: its href, and for a link to a doc or a sidebar, where it leads in
   * each version (NavLink.doc). None for a link to a draft left out, or to a sidebar that leads to no doc (an error).
   */
  const linksOf = (
    item: LinkOptions | { type: 'docSidebar'; sidebarId: string; label?: string },
    jsonPath: (string | number)[],
  ): Pick<NavLink, 'label' | 'href' | 'doc'>[] => {
    if ('sidebarId' in item) {
      const found = docTargets.sidebar(item.sidebarId);
      if (found) return [{ label: item.label ?? found.label, href: found.href, doc: found.doc }];
      const at = loaded.locate([...jsonPath, 'sidebarId']);
      const key = formatJsonPath([...jsonPath, 'sidebarId']);
      const message = `${key}: no sidebar "${item.sidebarId}" that leads to a doc`;
      diagnostics.push(error('invalid-config', loaded.file, at.line, at.column, message));
      return [];
    }
    if (isLeftOut(item)) return [];
    const route = item.docId === undefined ? undefined : routeById.get(item.docId);
    const doc = route === undefined ? undefined : docTargets.doc(route);
    return [{ label: item.label, href: links.hrefOf(item, jsonPath), ...(doc ? { doc } : {}) }];
  };
  let versionMenuLinks: Record<string, VersionMenuLinks> | undefined;
  const versionItem = (item: VersionItem, i: number): Manifest['navbar']['items'] => {
    const plugin = item.docsPluginId;
    const instance = plugin === undefined ? undefined : versions.instances.get(plugin);
    if (plugin !== undefined && !instance) {
      const at = loaded.locate(['navbar', 'items', i, 'docsPluginId']);
      const known = [...versions.instances.keys()].map((id) => `"${id}"`).join(', ') || 'none';
      const message = `navbar.items.${i}.docsPluginId: no docs instance is named "${plugin}"; expected one of ${known}`;
      diagnostics.push(error('invalid-config', loaded.file, at.line, at.column, message));
      return [];
    }
    const own = versions.versioned?.filter((v) => v.docsPluginId === plugin);
    const all = own?.length ? own : instance;
    const last = all?.find((v) => v.isLast);
    // With one version, both version items are a link to its main doc, labelled with its label, as in Docusaurus.
    if (item.type === 'docsVersionDropdown' && own?.length) {
      // Away from the docs (a blog post, the home), the menu names the last version and leads to each one's first doc.
      const label = (last ?? own[0])?.label ?? '';
      const entries = own.map((v) => ({ label: v.label, href: v.mainHref }));
      const extra = (key: 'dropdownItemsBefore' | 'dropdownItemsAfter') =>
        item[key].map((entry, j) => ({
          label: entry.label,
          href: links.hrefOf(entry, ['navbar', 'items', i, key, j]),
        }));
      const [before, after] = [extra('dropdownItemsBefore'), extra('dropdownItemsAfter')];
      if (before.length || after.length)
        versionMenuLinks = { ...versionMenuLinks, [plugin ?? 'default']: { before, after } };
      const menu = [...before, ...entries, ...after];
      return [
        {
          type: 'docsVersionDropdown',
          position: item.position,
          label,
          items: menu,
          ...(plugin ? { docsPluginId: plugin } : {}),
        },
      ];
    }
    const label = (item.type === 'docsVersion' ? item.label : undefined) ?? last?.label ?? config.version.label;
    const href = last?.mainHref ?? links.hrefOf({ label, docId: config.version.mainDocId }, ['version', 'mainDocId']);
    if (item.type !== 'docsVersion') return [{ label, position: item.position, href }];
    // Docusaurus's DocsVersionNavbarItem follows the version read: its main doc, and its label unless the config's.
    const mainDocs = (all ?? []).map((v) => [v.name, { href: v.mainHref, label: item.label ?? v.label }]);
    return [{ label, position: item.position, href, mainDocs: Object.fromEntries(mainDocs) }];
  };
  const items = config.navbar.items.flatMap((item, i): Manifest['navbar']['items'] => {
    if (item.type === 'docsVersionDropdown' || item.type === 'docsVersion') return versionItem(item, i);
    if (item.type !== 'dropdown')
      return linksOf(item, ['navbar', 'items', i]).map((link) => ({ ...link, position: item.position }));
    // A dropdown's links to docs and sidebars follow the version read and its sidebar as the navbar's do (Docusaurus's
    // doc and docSidebar items inside a dropdown).
    const entries = item.items.flatMap((entry, j) => linksOf(entry, ['navbar', 'items', i, 'items', j]));
    return [{ type: 'dropdown', label: item.label, position: item.position, items: entries }];
  });
  const footerLinks = config.footer.links.map((item, i) => ({
    label: item.label,
    href: links.hrefOf(item, ['footer', 'links', i]),
  }));
  const home = config.home && {
    cta: { label: config.home.cta.label, href: links.hrefOf(config.home.cta, ['home', 'cta']) },
    entries: config.home.entries.map((e, i) => ({
      title: e.title,
      text: e.text,
      href: links.hrefOf(e, ['home', 'entries', i]),
      label: e.label,
    })),
  };
  if (!routeById.has(config.version.mainDocId)) {
    const at = loaded.locate(['version', 'mainDocId']);
    diagnostics.push(
      error(
        'unknown-doc-id',
        loaded.file,
        at.line,
        at.column,
        `version.mainDocId: ${noDocWithId(config.version.mainDocId, routeById.keys())}`,
      ),
    );
  }
  diagnostics.push(...links.diagnostics);
  const files = configFiles(loaded, staticDirs, assets);
  diagnostics.push(...files.diagnostics);
  return {
    site: files.favicon ? { favicon: files.favicon } : {},
    navbar: {
      title: config.navbar.title,
      ...(files.logo ? { logo: files.logo } : {}),
      items,
      ...(config.navbar.hideOnScroll ? { hideOnScroll: true } : {}),
    },
    footer: { links: footerLinks, copyright: config.footer.copyright },
    home,
    ...(versionMenuLinks ? { versionMenuLinks } : {}),
    linkSites: links.sites,
    diagnostics,
  };
}
