/**
 * The pipeline's model: how a command asks for a compile, and what watch mode keeps of one to rebuild a page.
 * Kept apart from the orchestrator so that the commands and watch import types, not the pipeline that runs them.
 * What the output stage takes (CompiledSite) lives in cli/output/compiled-site.ts.
 */
import type { AssetRegistry } from '../assets/asset-registry.ts';
import type { LinkSite } from '../site/links/check-links.ts';
import type { DocSource } from '../sources/doc.ts';
import type { SearchIndexTarget } from '../search/build-index.ts';
import type { PageSections } from '../search/sections.ts';
import type { MarkdownPage } from '../markdown-export/page-markdown.ts';
import type { PageContext } from '../page/page-context.ts';

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
