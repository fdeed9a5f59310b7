import type { SectionMarkdown } from '../sources/config/remark-plugins-schema.ts';
import type { AssetRegistry } from '../assets/asset-registry.ts';
import type { ApiDescriptions } from '../api/embed-renderer.ts';
import type { CodeHighlighter, DiagramRef } from '../core/render-env.ts';
import type { GitUpdate } from '../history/git-history.ts';
import type { DocCategories } from '../site/listings/category-index.ts';
import type { MarkdownLookup } from '../site/links/resolve.ts';
import type { DocNavigation } from '../site/navigation/navigation.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';

/**
 * Where an older docs version's or a docs instance's pages sit: its folder, its docs' routes by file, where its links
 * look, and the last commit of each of its docs when the config shows last updates.
 */
export type VersionPlacement = Pick<
  PageContext,
  'docsDir' | 'routeByRelPath' | 'markdownLookup' | 'lastCommits' | 'docsOptions'
>;

/** What a docs instance may set for its own docs (see docsInstances), else the config's. */
export interface DocsPageOptions {
  /** Its "edit this page" template; none when the instance says `editUrl: false`. */
  editUrl: string | undefined;
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  /** Its own `math`, `npm2yarn` and `tabBlocks`, over the config's `markdown` ones. */
  markdown?: SectionMarkdown | undefined;
}

/** What every page of a site shares while it renders: a build's pages, and each page watch mode renders again. */
export interface PageContext {
  loaded: LoadedConfig;
  cwd: string;
  docsDir: string;
  staticDirs: readonly string[];
  /** Where files may be read from (see projectRoots). */
  projectRoots: readonly string[];
  routeByRelPath: ReadonlyMap<string, string>;
  navigation: ReadonlyMap<string, DocNavigation>;
  /** The id of the doc the docs' base route shows (see docsRouteDocId); none when the config's home page has it. */
  shownAtDocs: string | undefined;
  /** Where docs look their Markdown links up (the docs folder, then the source root). */
  markdownLookup: MarkdownLookup;
  assets: AssetRegistry;
  apis: ApiDescriptions;
  /** The last commit of each doc by its path in the docs folder, when the config shows last updates (see lastUpdateOf). */
  lastCommits?: ReadonlyMap<string, GitUpdate>;
  /** In a build, the highlighting worker's (a marker per block, swapped for its HTML later); in watch mode, in place. */
  highlight: CodeHighlighter;
  /** The categories docs are the pages of, for DocCardList, DocCard and useCurrentSidebarCategory. */
  categories?: DocCategories;
  /** Each docs version's placement but current's, by version name: its docs resolve from their own folder. */
  versionPlacements?: ReadonlyMap<string, VersionPlacement>;
  /** Each docs instance's placement, by instance id (see docsInstances). */
  instancePlacements?: ReadonlyMap<string, VersionPlacement>;
  /** Where the pages' mermaid diagrams go to be checked (see DiagramChecker.add). */
  checkDiagram?: (file: string, diagram: DiagramRef) => void;
  /** A docs instance's own edit link and last-update options; the config's when absent. */
  docsOptions?: DocsPageOptions;
  /** Told of each partial a page includes, by its path on disk: a page reused from the last build checks them. */
  onPartial?: (file: string) => void;
}
