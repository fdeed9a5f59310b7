/**
 * The pipeline's model: how a command asks for a compile (where its output goes), what it gives back, and what watch
 * mode keeps of one to rebuild a page.
 * Kept apart from the orchestrator so that the commands and watch import types, not the pipeline that runs them.
 * What the output stage takes (CompiledSite) lives in cli/output/compiled-site.ts.
 */
import type { DirectPartsOf } from '../search/parts-destination.ts';
import type { PageCache } from './page-cache.ts';
import type { DocRenderCache } from './rendered-docs.ts';
import type { AssetRegistry } from '../assets/asset-registry.ts';
import type { LinkSite } from '../site/links/check-links.ts';
import type { DocSource } from '../sources/doc.ts';
import type { SearchIndexTarget } from '../search/build-index.ts';
import type { PageSections } from '../search/sections.ts';
import type { MarkdownPage } from '../markdown-export/page-markdown.ts';
import type { ExportReuse } from '../markdown-export/export-reuse.ts';
import type { PageContext } from '../page/page-context.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import type { CompiledSite } from '../output/compiled-site.ts';
import type { Appended } from '../util/file-range.ts';

/**
 * Where a build's payloads go as soon as they are named, instead of staying in memory to the end of the compile (1.1 GB
 * of text at 100,000 pages): the site's writers. The compile waits on `drained` every few files, so that what waits
 * to be written stays bounded too.
 */
export interface PayloadWriter {
  /**
   * `compressedAsSent`: a file with no compressed copies, which the server compresses as it sends it (a page's
   * payload, a search part; see COMPRESSED_PER_REQUEST), rather than one every page loads (a shard, a sidebar).
   */
  write(file: string, json: string, compressedAsSent: boolean): void;
  /** Adds `text` to the end of a file written before, which gets no compressed copies (llms-full.txt, a doc at a time). */
  append(file: string, text: Appended): void;
  drained(): Promise<void>;
  /** Leaves a file of the site in place as it is, as if written again (see StagedSite.keep); false if it must be. */
  keep?(file: string, size: number): boolean;
  /** Where the search index's worker writes its parts itself, rather than hand them over here (see PartsDestination). */
  directParts?: DirectPartsOf;
}

/**
 * Where a compile's output goes. Build, check and watch differ by these, not by flags inside the stages: a build hands
 * every file to its writers as it is named (see buildSinks), watch keeps files in memory under stable names, feeds its
 * live index as pages render and only names the Markdown exports (watchSinks), check sends files nowhere, so that
 * nothing is highlighted or assembled (checkSinks). Tests mostly keep everything in memory (memorySinks).
 */
export interface CompileSinks {
  /** Payloads, route shards, sidebars, search parts and Markdown exports. */
  files: FilesSink;
  /** Each page's search sections, in the order a build indexes them. */
  search: SearchSink;
  /**
   * `names`: the Markdown exports are only named, for the same checks against static files, and `markdownFiles` is
   * empty: watch mode writes them when they are first asked for (cli/watch/watch-markdown.ts).
   */
  markdown: 'files' | 'names';
  /**
   * `release`: each doc's source text goes once it is rendered (see releaseBody); a build renders each doc once. The
   * returned state's docs then have no body.
   */
  sources: 'keep' | 'release';
}

/**
 * `writer`: a build's writers take every file as soon as it is named, and the site's `payloadFiles` keeps only its
 * name (see writerSink); on failure the caller discards what it was given. `memory`: the site keeps them; with
 * `stableNames` payloads are `data/<id>.json` instead of named by content, so that editing a page leaves the manifest
 * unchanged (watch mode serves with no-cache; see payloadFileName). `nowhere`: `docsgen check`, which stops once
 * every check has run: code blocks are not highlighted, only their languages checked, and no site is assembled.
 */
export type FilesSink =
  | { to: 'writer'; writer: PayloadWriter }
  | { to: 'memory'; stableNames: boolean }
  | { to: 'nowhere' };

/**
 * `worker`: the compile's own index worker, whose parts the site gets. `caller`: each page's sections as it is
 * rendered (watch mode's live index takes them and is built after). `state`: kept in the state, for an index built
 * from them later (the search tests build theirs so).
 */
export type SearchSink = { to: 'worker' } | { to: 'caller'; add(page: PageSections): void } | { to: 'state' };

export interface CompileOptions {
  /** Keep draft docs (watch mode). */
  drafts: boolean;
  cwd: string;
  /** Where the output goes; everything in memory, with a search index, when absent (see memorySinks). */
  sinks?: CompileSinks;
  /**
   * Called with every page route once the sources are parsed, so the caller can make the folders while rendering goes
   * on. On failure the caller discards what it was given.
   */
  onRoutes?(paths: string[]): void;
  /** Hashed copies of referenced files; watch mode keeps one across rebuilds. */
  assets?: AssetRegistry;
  /**
   * The access gate, as the command asked for it: `false` for a preview,
   * `true` to force it on, absent to follow the config (see gateSettings).
   */
  gate?: boolean;
  /**
   * A file or folder the build cannot read is a warning instead of an error: watch serves the rest, says so, and
   * compiles everything again once its file watcher can read the folder, or the file is saved (see
   * cli/commands/watch.ts).
   */
  unreadableWarns?: boolean;
  /** A build's: the docs its last build rendered, reused where nothing they were drawn from changed. */
  pageCache?: PageCache;
  /** Watch mode's: the docs its last compile rendered, kept in memory (see RenderedDocs). */
  renderedDocs?: DocRenderCache;
  /** The last build's Markdown exports, in the site this build patches (see KeptExports). */
  exports?: ExportReuse;
  /**
   * A build's: called with the site once its manifest is assembled, before the search index's parts are in it (the
   * manifest names the index's entry by a path known beforehand), so that the route pages are written while the
   * index worker finishes. The site the compile returns then has them.
   */
  onAssembled?(site: CompiledSite): Promise<void>;
}

/** What a compile gives back. Diagnostics with errors mean nothing may be written. */
export interface CompileResult {
  site?: CompiledSite;
  state?: CompileState;
  diagnostics: Diagnostic[];
  /** How many pages a compile with no files checked (docs, blog and listing pages). */
  checkedPages?: number;
  /** The source files of the site's islands, even when the build failed: watch mode rebuilds when one changes. */
  islandInputs?: string[];
}

/** Everything in memory, with the compile's own search index: what tests compile with unless they say otherwise. */
export function memorySinks(changes: Partial<CompileSinks> = {}): CompileSinks {
  return {
    files: { to: 'memory', stableNames: false },
    search: { to: 'worker' },
    markdown: 'files',
    sources: 'keep',
    ...changes,
  };
}

/** `docsgen build`: every file to the writers as it is named, each doc's text let go once rendered. */
export function buildSinks(writer: PayloadWriter): CompileSinks {
  return { files: { to: 'writer', writer }, search: { to: 'worker' }, markdown: 'files', sources: 'release' };
}

/**
 * Watch mode names payloads `data/<id>.json` (see payloadFileName), in its compiles and when it renders one page
 * again, so that editing a page leaves the manifest unchanged; the dev server serves them with no-cache.
 */
export const WATCH_STABLE_NAMES = true;

/** `docsgen watch`: files in memory under stable names, sections to its live index, Markdown exports on demand. */
export function watchSinks(indexPage: (page: PageSections) => void): CompileSinks {
  return {
    files: { to: 'memory', stableNames: WATCH_STABLE_NAMES },
    search: { to: 'caller', add: indexPage },
    markdown: 'names',
    sources: 'keep',
  };
}

/** `docsgen check`: every check, and nothing highlighted, indexed or assembled. */
export function checkSinks(): CompileSinks {
  return { files: { to: 'nowhere' }, search: { to: 'state' }, markdown: 'names', sources: 'keep' };
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
