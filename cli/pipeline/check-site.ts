import path from 'node:path';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import { staticDirsOf } from '../sources/config/site-layout.ts';
import { checkLinks, type LinkSite } from '../site/links/check-links.ts';
import type { LinkContext } from '../site/links/resolve.ts';
import { staticConflicts } from '../output/static-conflicts.ts';
import { staticFiles } from '../output/site-paths.ts';
import { error, type Diagnostic } from '../core/diagnostics.ts';
import type { SiteNavigation } from '../site/site-navigation.ts';
import { viewerRoutes } from '../site/viewer-routes.ts';

export interface CheckedSite {
  /** Every site path a reader can open. */
  routes: Set<string>;
  /** The static folders' files: path in the site -> source. */
  staticFiles: Map<string, string>;
  diagnostics: Diagnostic[];
}

/** The sidebars' `link` items as link sites, located in the config. */
export function sidebarLinkSites(
  loaded: LoadedConfig,
  sidebarLinks: SiteNavigation['sidebarLinks'],
  rootContext: LinkContext,
): LinkSite[] {
  return sidebarLinks.map(
    ({ href, jsonPath }): LinkSite => ({
      file: loaded.file,
      ...loaded.locate(jsonPath),
      href,
      context: rootContext,
    }),
  );
}

/**
 * Checks every link and anchor against the pages the site will have, and the static files against the pages' HTML
 * paths. `leftOutDraftFiles` are the drafts' Markdown files ("/docs/a/draft.md"), to say why a link to one breaks.
 */
export function checkSite(
  loaded: LoadedConfig,
  linkSites: LinkSite[],
  pageRoutes: readonly string[],
  anchorsByRoute: ReadonlyMap<string, ReadonlySet<string>>,
  leftOutDraftFiles: ReadonlySet<string>,
  cwd: string,
  projectRoots: readonly string[],
): CheckedSite {
  const routes = new Set([...viewerRoutes(loaded.config.home !== undefined), ...pageRoutes]);
  const graph = { routes, anchorsByRoute, leftOutDrafts: leftOutDraftFiles };
  const diagnostics = checkLinks(linkSites, graph, loaded.config);
  const statics = staticFiles(staticDirsOf(loaded), projectRoots);
  diagnostics.push(...statics.links.map((link) => error(link.code, path.relative(cwd, link.rel), 1, 1, link.message)));
  const { trailingSlash, output } = loaded.config;
  const conflicts = staticConflicts(statics.files, routes, cwd, trailingSlash, output.routeHtml);
  diagnostics.push(...conflicts.diagnostics);
  return { routes, staticFiles: conflicts.kept, diagnostics };
}
