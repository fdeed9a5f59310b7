import { searchLanguageOf } from '../../format/search/language.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import { type BackgroundHighlighter, startBackgroundHighlighter } from '../highlight/background-highlighter.ts';
import { type DiagramChecker, diagramChecker } from '../markdown/diagram-check.ts';
import { createSearchIndexer, type SearchIndexer } from '../search/background-index.ts';
import { isIndexPart } from '../search/build-index.ts';
import type { SplitFile } from '../search/split-index.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import { isUnreadableMessage } from '../util/read-text.ts';
import { traceMemory } from '../util/memory-trace.ts';
import { type CompileOptions, type CompileSinks, memorySinks, type PayloadWriter } from './model.ts';

/**
 * One compile in progress: what the stages share (the config, the options, where the output goes), the workers the
 * sinks call for, and the diagnostics every stage reports with its result, all reported together at the end.
 */
export class Compilation {
  readonly diagnostics: Diagnostic[] = [];
  readonly sinks: CompileSinks;
  /** Highlights code blocks while this thread parses; none when files go nowhere (check writes no code blocks). */
  readonly highlighter: BackgroundHighlighter | undefined;
  /** Builds the search index as pages are rendered; only when the compile's own worker is the search sink. */
  readonly indexer: SearchIndexer | undefined;
  /** Checks mermaid diagrams with mermaid's own parser on a worker of its own. */
  readonly diagrams: DiagramChecker;
  /** How a problem in a page written from another file (a generated API reference page) is told at that file. */
  readonly remap = new Map<string, (d: Diagnostic) => Diagnostic>();

  constructor(
    readonly loaded: LoadedConfig,
    readonly options: CompileOptions,
  ) {
    this.sinks = options.sinks ?? memorySinks();
    // Started first, so that the workers load their modules while this thread parses.
    const { pageCache } = options;
    this.highlighter = this.sinks.files.to === 'nowhere' ? undefined : startBackgroundHighlighter(!!pageCache);
    const { files } = this.sinks;
    const writer = files.to === 'writer' ? files.writer : undefined;
    this.indexer =
      this.sinks.search.to === 'worker'
        ? createSearchIndexer(
            searchLanguageOf(loaded.config.locale.htmlLang),
            pageCache?.searchCache(),
            writer && ((part) => handOverPart(writer, part)),
            writer?.directParts,
          )
        : undefined;
    if (this.indexer) pageCache?.searchSaved(this.indexer);
    this.diagrams = diagramChecker();
  }

  /** Keeps a stage's diagnostics (watch mode reads an unreadable folder as a warning) and hands its result on. */
  report<T extends { diagnostics: Diagnostic[] }>(result: T): T {
    const diagnostics = this.remap.size
      ? result.diagnostics.map((d) => this.remap.get(d.file)?.(d) ?? d)
      : result.diagnostics;
    this.diagnostics.push(...(this.options.unreadableWarns ? diagnostics.map(unreadableAsWarning) : diagnostics));
    return result;
  }

  /** Runs one named stage; with DOCSGEN_DEBUG_MEMORY set, the memory trace prints the heap after it under its name. */
  async task<T>(name: string, stage: () => T | Promise<T>): Promise<T> {
    const result = await stage();
    traceMemory(name);
    return result;
  }

  /** Whether a stage reported an error, after which nothing may be written. */
  failed(): boolean {
    return this.diagnostics.some((d) => d.severity === 'error');
  }

  /** Also when compiling threw: a long-lived watch process must not keep idle threads. */
  close(): void {
    this.highlighter?.close();
    this.indexer?.cancel();
    this.diagrams.close();
  }
}

/** Watch serves what it could read, says what it could not, and reads everything again once its watcher recovers. */
function unreadableAsWarning(d: Diagnostic): Diagnostic {
  return d.severity === 'error' && isUnreadableMessage(d.message) ? { ...d, severity: 'warning' } : d;
}

/**
 * A search part to the writers, or left in the site in place: a part not revalidated (a term part, a doc part) is
 * named by its content, so the file of that name the site has holds the same bytes. An edit of one page at 10,000
 * pages leaves about 1,300 of 1,320 parts (17 MB) as they were, which the writers no longer encode and hash. Parts
 * get no compressed copies, by the rule the in-process index's files go through too (isIndexPart).
 */
function handOverPart(writer: PayloadWriter, part: SplitFile): void {
  if (!part.revalidated && writer.keep?.(part.path, Buffer.byteLength(part.json))) return;
  writer.write(part.path, part.json, isIndexPart(part.path));
}
