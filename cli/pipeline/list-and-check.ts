import type { IslandBundle } from '../mdx/islands/bundle-islands.ts';
import { SITE_FILES } from '../output/site-paths.ts';
import { feedFileNames } from '../site/feeds.ts';
import type { LinkSite } from '../site/links/check-links.ts';
import type { LinkContext } from '../site/links/resolve.ts';
import { readerOptions, type ReaderOptions } from '../site/reader-options.ts';
import { redirectFiles, redirectLinkSites } from '../site/redirects/site-redirects.ts';
import { navbarDocLinks, navbarSidebarLinks } from '../site/navbar-doc-links.ts';
import { siteChrome, type SiteChrome } from '../site/site-chrome.ts';
import { siteTheme, type SiteTheme } from '../site/theme/site-theme.ts';
import { type CheckedSite, checkSite, sidebarLinkSites } from './check-site.ts';
import type { Compilation } from './compilation.ts';
import { compileListings, type Listings } from './compile-listings.ts';
import { standalonePageCollisions } from './page-collisions.ts';
import type { SiteSources } from './read-sources.ts';
import type { RenderedSite } from './render-site.ts';
import { blogAtHome } from './route-collisions.ts';
import { urlSettingsOf } from '../sources/config/site-layout.ts';
import { CURRENT_VERSION, versionIdPrefix } from '../sources/versions.ts';

/** The pages beyond docs and what every page shows around its own: navbar, footer, home, reader options. */
export interface ListedSite {
  chrome: SiteChrome;
  listings: Listings;
  reader: ReaderOptions;
  /** Resolves links written in the config, as from the site's root. */
  rootContext: LinkContext;
  /** Every route with a page: the docs' (their base route too), then the listings'. */
  pageRoutes: string[];
  anchorsByRoute: Map<string, ReadonlySet<string>>;
  /** Links written in pages, and in the config's reader options. */
  linkSites: LinkSite[];
  /** Links written in the config: navbar, footer, home, sidebars, redirects. */
  configLinkSites: LinkSite[];
}

/** The listing stage: the navbar, footer and home, the blog's lists, tag pages, index pages and standalone pages. */
export function listSite(run: Compilation, src: SiteSources, out: RenderedSite): ListedSite {
  const { loaded } = run;
  const { config } = loaded;
  const { docs, pages: ctx } = src;
  const { pages } = out;
  const rootContext: LinkContext = {
    fromRoute: '/',
    routeByRelPath: ctx.routeByRelPath,
    baseUrl: config.baseUrl,
    ...(config.trailingSlash === undefined ? {} : { trailingSlash: config.trailingSlash }),
  };
  const routeById = new Map(docs.map((d) => [d.id, d.route]));
  // As in Docusaurus, the config's doc links lead to the last version's doc of that id, in each docs plugin.
  for (const last of src.versions?.filter((v) => v.isLast) ?? []) {
    const instance = last.docsPluginId;
    const current = versionIdPrefix(instance, CURRENT_VERSION);
    const prefix = versionIdPrefix(instance, last.name.slice(current.length));
    if (prefix === current) continue;
    for (const d of docs) if (d.id.startsWith(prefix)) routeById.set(current + d.id.slice(prefix.length), d.route);
  }
  // The config's docs' versions, whose sidebar names start with their id prefix (see DocsVersionSource.idPrefix).
  const ownVersions = src.versions?.filter((v) => v.docsPluginId === undefined);
  const sidebarVersions = (ownVersions?.length ? ownVersions : [{ name: CURRENT_VERSION, isLast: true }]).map((v) => ({
    ...v,
    prefix: versionIdPrefix(undefined, v.name),
  }));
  const docTargets = {
    doc: navbarDocLinks(docs, (id) => src.navigation.navigation.get(id)?.sidebar, urlSettingsOf(config)),
    sidebar: navbarSidebarLinks(src.navigation.sidebars, sidebarVersions),
  };
  const { sidebarLinks } = src.navigation;
  const chrome = run.report(
    siteChrome(
      loaded,
      routeById,
      rootContext,
      src.leftOutDrafts,
      sidebarLinks,
      ctx.staticDirs,
      ctx.assets,
      docTargets,
      {
        ...(src.versions ? { versioned: src.versions } : {}),
        instances: src.instanceVersions,
      },
    ),
  );
  const { standalone } = pages;
  const listings = run.report(compileListings(loaded, docs, pages.blog, out.categoryIndexes, standalone.pages));
  const docsRoute = src.shownAtDocs === undefined ? [] : [src.docsRoute];
  const others = { docs, listingPaths: listings.paths, ...(docsRoute.length ? { docsRoute: src.docsRoute } : {}) };
  run.report({ diagnostics: standalonePageCollisions(loaded, standalone.pages, others) });
  const reader = readerOptions(loaded, rootContext);
  run.report({
    diagnostics: blogAtHome(
      loaded,
      pages.blog.listings.map((listing) => listing.path),
    ),
  });
  return {
    chrome,
    listings,
    reader,
    rootContext,
    pageRoutes: [...docsRoute, ...docs.map((d) => d.route), ...listings.paths],
    anchorsByRoute: new Map([...pages.anchorsByRoute, ...listings.anchorsByRoute, ...standalone.anchorsByRoute]),
    linkSites: [...pages.linkSites, ...listings.linkSites, ...standalone.linkSites, ...reader.linkSites],
    configLinkSites: [
      ...chrome.linkSites,
      ...sidebarLinkSites(loaded, sidebarLinks, rootContext),
      ...redirectLinkSites(loaded, rootContext),
    ],
  };
}

/** What the check stage found: every route, the static files kept, the islands bundled, the redirect files. */
export interface CheckedLinks {
  site: CheckedSite;
  islands: IslandBundle;
  /** The config's colours, fonts and custom CSS, as a style sheet. */
  theme: SiteTheme;
  redirects: Map<string, string>;
}

/**
 * The check stage: every link and anchor of pages and config against every route, the static files against the
 * pages' paths, the redirects; then the islands' bundle and the diagrams' warnings, which ran meanwhile; the theme.
 */
export async function checkSiteLinks(
  run: Compilation,
  src: SiteSources,
  out: RenderedSite,
  listed: ListedSite,
): Promise<CheckedLinks> {
  const { loaded, options } = run;
  const { config } = loaded;
  const drafts = options.drafts ? [] : src.sources.draftRelPaths.map((rel) => `${src.docsFolder}/${rel}`);
  const site = run.report(
    checkSite(
      loaded,
      [...listed.linkSites, ...listed.configLinkSites],
      listed.pageRoutes,
      listed.anchorsByRoute,
      new Set(drafts),
      options.cwd,
      src.pages.projectRoots,
    ),
  );
  const islands = run.report(await out.bundling);
  const theme = run.report(await siteTheme(loaded, src.pages.projectRoots));
  const sourceByRoute = new Map(src.docs.map((d) => [d.route, d.file]));
  const taken = new Set([...site.staticFiles.keys(), ...SITE_FILES, ...feedFileNames(config)]);
  const redirects = run.report(redirectFiles(loaded, listed.rootContext, site.routes, sourceByRoute, taken));
  run.report({ diagnostics: await out.diagramWarnings });
  return { site, islands, theme, redirects: redirects.files };
}

/**
 * For a build, once the links are checked: lets every link and anchor go, which nothing after the check reads (watch
 * keeps them for its next compile). At 100,000 pages they were about 80 MB of the main thread's heap, which the heap's
 * growth doubles, from the check to the end of the build, where its memory peaks.
 */
export function releaseLinks(out: RenderedSite, listed: ListedSite): void {
  const { pages } = out;
  for (const page of pages.docPages) {
    page.linkSites = [];
    page.anchors = NO_ANCHORS;
  }
  for (const links of [pages.linkSites, listed.linkSites, listed.configLinkSites, listed.listings.linkSites])
    links.length = 0;
  pages.anchorsByRoute.clear();
  listed.anchorsByRoute.clear();
  listed.listings.anchorsByRoute.clear();
}

const NO_ANCHORS: ReadonlySet<string> = new Set();
