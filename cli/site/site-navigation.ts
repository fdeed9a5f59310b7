import { error, type Diagnostic } from '../core/diagnostics.ts';
import type { DocSource } from '../sources/doc.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import { formatJsonPath } from '../sources/config/schema.ts';
import { navigationByDocId, type DocNavigation } from './navigation/navigation.ts';
import { applyPaginationFrontMatter } from './navigation/pagination.ts';
import { buildSidebars, type BuiltSidebars } from './navigation/sidebars.ts';
import { sanitizeSidebarHtml } from './navigation/sidebar-html.ts';
import { translateSidebarLabels } from './navigation/sidebar-translations.ts';
import { pageHref } from '../../format/routes.ts';
import { baseRoutesOf, urlSettingsOf } from '../sources/config/site-layout.ts';
import type { Sources } from '../sources/load-sources.ts';
import type { SidebarItemOptions } from '../sources/config/types.ts';
import type { SourcePositions } from '../sources/validate/positions.ts';

export interface SiteNavigation {
  sidebars: BuiltSidebars['sidebars'];
  /** The sidebars' `link` items as configured, to check like any other link; `jsonPath` is from the config's root. */
  sidebarLinks: BuiltSidebars['links'];
  /** Each doc's sidebar, breadcrumb and previous/next links, and each generated index page's (categoryIndexNavKey). */
  navigation: ReadonlyMap<string, DocNavigation>;
  /** The categories' generated index pages. */
  generatedIndexes: BuiltSidebars['generatedIndexes'];
  diagnostics: Diagnostic[];
}

/**
 * Sidebars other than the config's `sidebars`, served under their own route: an older docs version's, from its own
 * file (see readVersionedSidebars), or a docs instance's, from its key of the config (`configPath`).
 */
export interface VersionSidebars {
  sidebars: Record<string, SidebarItemOptions[]>;
  route: string;
  /** The sidebars file as diagnostics name it, and where its entries are written. */
  file: string;
  positions?: SourcePositions;
  /** Where the config holds these sidebars, when it does ("docsInstances", "community", "sidebars"). */
  configPath?: (string | number)[];
  /** Whether a category that does not say starts collapsed; absent, `docs.sidebarCollapsed`. */
  collapsed?: boolean;
}

/**
 * The sidebars the config (or a version's file) describes, expanded over the docs, and each doc's place in them; in a
 * translation's build, with its labels (see translateSidebarLabels).
 */
export function buildSiteNavigation(
  loaded: LoadedConfig,
  sources: Sources,
  leftOutDrafts: ReadonlySet<string>,
  version?: VersionSidebars,
  labels: ReadonlyMap<string, string> = new Map(),
): SiteNavigation {
  const { docs } = sources;
  const urls = urlSettingsOf(loaded.config);
  const hrefOfRoute = (route: string) => pageHref(urls, route);
  const built = buildSidebars(
    version?.sidebars ?? loaded.config.sidebars,
    docs.map((doc) => ({ doc, label: doc.frontMatter.sidebar_label ?? doc.title })),
    sources.categories,
    hrefOfRoute,
    leftOutDrafts,
    version?.route ?? baseRoutesOf(loaded.config).docs,
    version?.collapsed ?? loaded.config.docs.sidebarCollapsed,
  );
  const diagnostics = built.problems.map((problem) => {
    if (problem.at) return error(problem.code, problem.at.file, problem.at.line, problem.at.column, problem.message);
    if (version && !version.configPath) {
      const at = version.positions?.locate(problem.jsonPath, 'value') ?? { line: 1, column: 1 };
      return error(
        problem.code,
        version.file,
        at.line,
        at.column,
        `${formatJsonPath(problem.jsonPath)}: ${problem.message}`,
      );
    }
    const jsonPath = [...(version?.configPath ?? ['sidebars']), ...problem.jsonPath];
    const at = loaded.locate(jsonPath);
    return error(problem.code, loaded.file, at.line, at.column, `${formatJsonPath(jsonPath)}: ${problem.message}`);
  });
  diagnostics.push(...sanitizeSidebarHtml(loaded, built.html));
  translateSidebarLabels(built.sidebars, labels);
  const paged = applyPaginationFrontMatter(navigationByDocId(built.sidebars), docs, hrefOfRoute, leftOutDrafts);
  diagnostics.push(...paged.diagnostics);
  const displayed = applyDisplayedSidebar(paged.navigation, docs, built.sidebars);
  diagnostics.push(...displayed.diagnostics);
  return {
    sidebars: built.sidebars,
    sidebarLinks: built.links.map((link) => ({
      ...link,
      jsonPath: [...(version?.configPath ?? ['sidebars']), ...link.jsonPath],
    })),
    navigation: displayed.navigation,
    generatedIndexes: built.generatedIndexes,
    diagnostics,
  };
}

/**
 * Front matter `displayed_sidebar`, as in Docusaurus: the page shows that sidebar (null: none) whichever lists it.
 * A name no sidebar has is an error at its key.
 */
function applyDisplayedSidebar(
  navigation: ReadonlyMap<string, DocNavigation>,
  docs: readonly DocSource[],
  sidebars: Record<string, unknown>,
): { navigation: ReadonlyMap<string, DocNavigation>; diagnostics: Diagnostic[] } {
  const choosing = docs.filter((doc) => doc.frontMatter.displayed_sidebar !== undefined);
  if (!choosing.length) return { navigation, diagnostics: [] };
  const result = new Map(navigation);
  const diagnostics: Diagnostic[] = [];
  for (const doc of choosing) {
    const wanted = doc.frontMatter.displayed_sidebar;
    if (wanted && !Object.hasOwn(sidebars, wanted)) {
      const known =
        Object.keys(sidebars)
          .map((name) => `"${name}"`)
          .join(', ') || 'none';
      diagnostics.push(
        error(
          'invalid-front-matter',
          doc.file,
          doc.keyLines.displayed_sidebar ?? 1,
          1,
          `front matter: displayed_sidebar: no sidebar is named "${wanted}"; the config has ${known}`,
        ),
      );
      continue;
    }
    const { sidebar: _listedIn, ...rest } = result.get(doc.id) ?? { breadcrumb: [{ label: doc.title }] };
    result.set(doc.id, wanted ? { ...rest, sidebar: wanted } : rest);
  }
  return { navigation: result, diagnostics };
}
