/**
 * The compiler's model: what the compile stages hand each other and what the
 * emit and watch stages take from a compile. Kept apart from the orchestrator
 * so that stages import types, not the pipeline that runs them.
 */
import fs from 'node:fs';
import type { AssetRegistry, Asset } from '../assets/asset-registry.ts';
import type { LoadedConfig } from '../config/load-config.ts';
import type { PageContext } from './doc-page.ts';
import type { LinkSite } from '../links/check-links.ts';
import type { FeedLink } from '../blog/feeds.ts';
import type { DocSource } from '../parse/doc.ts';
import type { SearchIndexTarget } from '../search/build-index.ts';
import type { PageSections } from '../search/sections.ts';
import type { MarkdownPage } from '../markdown-export/page-markdown.ts';
import type { Manifest } from '../../format/site-format.ts';
import type { RouteTable } from './route-table.ts';
import { SEARCH_ROUTE } from '../../format/routes.ts';
import { blogDirOf, docsDirOf, pagesDirOf, staticDirsOf } from '../config/site-layout.ts';

/**
 * Where a build's payloads go as soon as they are named, instead of staying in memory to the end of the compile (1.1 GB
 * of text at 100,000 pages): the site's writers. The compile waits on `drained` every few files, so that what waits
 * to be written stays bounded too.
 */
export interface PayloadWriter {
  /** `ownRoute`: a page's payload, which only its route loads, rather than a file many pages share (a shard, a search part). */
  write(file: string, json: string, ownRoute: boolean): void;
  /** Adds `text` to the end of a file written before, which gets no compressed copies (llms-full.txt, a doc at a time). */
  append(file: string, text: string): void;
  drained(): Promise<void>;
}

export interface CompileOptions {
  /** Keep draft docs (watch mode). */
  drafts: boolean;
  cwd: string;
  /**
   * Called with every page route once the sources are parsed, so the caller can make the folders while rendering goes
   * on. On failure the caller discards what it was given.
   */
  onRoutes?(paths: string[]): void;
  /**
   * A build's writer: every payload, search part, route shard and sidebar file goes to it as soon as it is named, and
   * the site's `payloadFiles` keeps only its name (see payloadSink). On failure the caller discards what it was given.
   */
  writer?: PayloadWriter;
  /**
   * Let each doc's source text go once it is rendered (see releaseBody): a build renders each doc once, and keeps no
   * state for a next compile. The returned state's docs then have no body.
   */
  releaseSources?: boolean;
  /**
   * Name payloads `data/<id>.json` (listings `data/<name>.json`) instead of by
   * content hash, so that editing a page leaves the manifest unchanged (watch
   * mode serves with no-cache); see payloadFileName.
   */
  stableNames?: boolean;
  /** Hashed copies of referenced files; watch mode keeps one across rebuilds. */
  assets?: AssetRegistry;
  /**
   * Leave the search index out, every page's sections kept in the state instead, for an index built from them
   * later (the search tests build theirs so).
   */
  deferSearch?: boolean;
  /**
   * Receives every page's search sections as it is rendered, in the order a build indexes them, instead of the
   * compile's own index worker: watch mode's index (createLiveSearchIndexer) takes them and is built after.
   */
  indexPage?(page: PageSections): void;
  /**
   * Leave the Markdown exports out (`markdownFiles` is empty): watch mode writes them when they are first asked
   * for (cli/watch/watch-markdown.ts), a second of a 10,000-page start.
   */
  deferMarkdown?: boolean;
  /**
   * The access gate, as the command asked for it: `false` for a preview,
   * `true` to force it on, absent to follow the config (see gateSettings).
   */
  gate?: boolean;
  /**
   * A folder the build cannot read is a warning instead of an error: watch serves the rest, says so, and compiles
   * everything again once its file watcher can read the folder (see cli/commands/watch.ts).
   */
  unreadableFoldersWarn?: boolean;
  /**
   * Stop once every check has run (`docsgen check`): code blocks are not highlighted, only their languages checked,
   * no search index is built, and no site is assembled.
   */
  checkOnly?: boolean;
}

/** What incremental rebuilds need to redo one page without recompiling the rest. */
export interface CompileState {
  docs: DocSource[];
  /** What the pages rendered with, but highlighting in place: the compile's worker is gone once it returns. */
  pages: PageContext;
  routes: Set<string>;
  anchorsByRoute: Map<string, ReadonlySet<string>>;
  /** Every link found in content, with where it was written. */
  linkSites: LinkSite[];
  /** Links from docs.config.json (navbar, footer, home, sidebars). */
  configLinkSites: LinkSite[];
  /** Every page's sections with `deferSearch`; empty when an index took them (the compile's worker, or `indexPage`). */
  searchPages: Map<string, PageSections>;
  searchTarget: SearchIndexTarget;
  /** Every page with a Markdown export, docs then posts, so that watch mode writes the exports again after an edit. */
  markdownPages: MarkdownPage[];
}

/** What the HTML shell of one route needs. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  payload?: string;
  /** The route's shard and sidebar file, which the shell preloads with the payload; set when the shells are written. */
  routeFiles?: string[];
  noindex?: boolean;
  /** Front matter `keywords`, for `<meta name="keywords">`. */
  keywords?: string[];
  /** Front matter `image`, as written: the page's social card (og:image). */
  image?: string;
  /** The page's Markdown export, baseUrl in front, which the head names for machine readers. */
  markdown?: string;
}

export interface CompiledSite {
  manifest: Manifest;
  /** Every route and sidebar, which the manifest names only by file (see routeTableFiles); for the HTML shells and tests. */
  table: RouteTable;
  /** For a page of a split sidebar, the file of the part that holds its entry, by the page's path (see routeTableFiles). */
  sidebarParts: Map<string, string>;
  /** Files referenced relatively from pages, by their hashed path in the site. */
  assets: Map<string, Asset>;
  /** The static folders' files, copied to the site root as they are: path in the site -> source (see staticFiles). */
  staticFiles: Map<string, string>;
  /** Payload JSON by file name relative to the site root. */
  payloadFiles: Map<string, string>;
  /**
   * Every page's Markdown export, llms.txt and llms-full.txt, by path relative to the site root (see markdownExports);
   * empty when a PayloadWriter took them.
   */
  markdownFiles: Map<string, string>;
  /** Files written as they are, never cached for good: the blog's feeds, redirect pages, the nginx redirects. */
  generatedFiles: Map<string, string>;
  /** The island bundle (scripts, styles, files they import) by path in the site, named by content; absent without islands. */
  islandFiles?: Map<string, Uint8Array>;
  /** The blog's feeds, linked from every page's head as Docusaurus links them. */
  feedLinks: FeedLink[];
  pages: PageMeta[];
  /** Whether a page has a mermaid diagram; the viewer's mermaid chunks are written only then. */
  hasDiagrams: boolean;
}

/** Routes the viewer renders by itself; links may point at them. The home page is one when the config has `home`. */
export function viewerRoutes(hasHome: boolean): string[] {
  return hasHome ? ['/', SEARCH_ROUTE] : [SEARCH_ROUTE];
}

/**
 * The folders a build may read and publish files from: the config's folder and the folders it names (the content
 * folder, `docs.path`, `blog.path`, `pages.path`, `staticDirectories`, any of which may lie elsewhere), as real paths, so that a
 * file's real path is compared with them as it is. A link, an image or a symlink that leads anywhere else is an
 * error, never a copied file.
 */
export function projectRoots(loaded: Pick<LoadedConfig, 'rootDir' | 'contentDir' | 'config'>): string[] {
  const named = [
    loaded.rootDir,
    loaded.contentDir,
    docsDirOf(loaded),
    blogDirOf(loaded),
    pagesDirOf(loaded),
    ...staticDirsOf(loaded),
  ];
  return [...new Set(named.map((dir) => (fs.existsSync(dir) ? fs.realpathSync(dir) : dir)))];
}
