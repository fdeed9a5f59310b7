import { error, type Diagnostic } from '../util/diagnostics.ts';
import type { LoadedConfig } from '../config/load-config.ts';
import { formatJsonPath } from '../config/schema.ts';
import { navigationByDocId, type DocNavigation } from '../navigation/navigation.ts';
import { applyPaginationFrontMatter } from '../navigation/pagination.ts';
import { buildSidebars, type BuiltSidebars } from '../navigation/sidebars.ts';
import { sanitizeSidebarHtml } from '../navigation/sidebar-html.ts';
import { pageHref } from '../../format/routes.ts';
import { urlSettingsOf } from '../config/site-layout.ts';
import type { Sources } from './load-sources.ts';

export interface SiteNavigation {
  sidebars: BuiltSidebars['sidebars'];
  /** The sidebars' `link` items as configured, to check like any other link. */
  sidebarLinks: BuiltSidebars['links'];
  /** Each doc's sidebar, breadcrumb and previous/next links. */
  navigation: ReadonlyMap<string, DocNavigation>;
  diagnostics: Diagnostic[];
}

/** The sidebars the config describes, expanded over the docs, and each doc's place in them. */
export function buildSiteNavigation(loaded: LoadedConfig, sources: Sources, leftOutDrafts: ReadonlySet<string>): SiteNavigation {
  const { docs } = sources;
  const urls = urlSettingsOf(loaded.config);
  const hrefOfRoute = (route: string) => pageHref(urls, route);
  const built = buildSidebars(
    loaded.config.sidebars,
    docs.map((doc) => ({ doc, label: doc.frontMatter.sidebar_label ?? doc.title })),
    sources.categories,
    hrefOfRoute,
    leftOutDrafts,
  );
  const diagnostics = built.problems.map((problem) => {
    const at = loaded.locate(['sidebars', ...problem.jsonPath]);
    return error(loaded.file, at.line, at.column, `${formatJsonPath(['sidebars', ...problem.jsonPath])}: ${problem.message}`);
  });
  diagnostics.push(...sanitizeSidebarHtml(loaded, built.html));
  const paged = applyPaginationFrontMatter(navigationByDocId(built.sidebars), docs, hrefOfRoute, leftOutDrafts);
  diagnostics.push(...paged.diagnostics);
  return { sidebars: built.sidebars, sidebarLinks: built.links, navigation: paged.navigation, diagnostics };
}
