import type { SearchLanguage } from '../../format/search/language.ts';
import { BackgroundWorker, workersAvailable } from '../util/background-worker.ts';
import { SearchIndexBuilder, type BuiltSearchIndex, type SearchIndexTarget } from './build-index.ts';
import type { SplitFile } from './split-index.ts';
import type { PageSections } from './sections.ts';

/** Collects pages while they render and builds the index once they are all in. */
export interface SearchIndexer {
  add(page: PageSections): void;
  finish(target: SearchIndexTarget): Promise<BuiltSearchIndex>;
  /** Stops the worker; after finish() it is already stopped, and calling this again does nothing more. */
  cancel(): void;
}

export type IndexerMessage =
  /** Pages of an index of `language`, which the first of them tells the worker. */
  | { kind: 'pages'; pages: PageSections[]; language: SearchLanguage }
  | { kind: 'finish'; target: SearchIndexTarget }
  /** Keeps the pages that come, unindexed, until `keep`: watch serves its site first, then indexes. */
  | { kind: 'hold' }
  /** Builds the index as `finish` does and keeps it, for watch's `replace` messages (see live-indexer.ts). */
  | { kind: 'keep'; target: SearchIndexTarget }
  | { kind: 'replace'; pages: PageSections[] };

/** What the worker answers `finish` with: the index's parts a few MB at a time as it writes them, then the entry. */
export type FinishReply = { kind: 'parts'; files: SplitFile[] } | { kind: 'built'; index: BuiltSearchIndex };

/**
 * Indexing (about a tenth of a cold build's CPU) depends on nothing but the
 * sections, so the bundled CLI runs it on a worker thread while the main
 * thread renders. Pages are indexed in the order they were added, so the
 * output is the same as building in-process.
 */
export function createSearchIndexer(language: SearchLanguage): SearchIndexer {
  return workersAvailable ? workerIndexer(language) : inProcessIndexer(language);
}

function inProcessIndexer(language: SearchLanguage): SearchIndexer {
  const builder = new SearchIndexBuilder(language);
  return {
    add: (page) => builder.add(page),
    finish: async (target) => builder.finish(target),
    cancel: () => {},
  };
}

function workerIndexer(language: SearchLanguage): SearchIndexer {
  let built!: (index: BuiltSearchIndex) => void;
  const result = new Promise<BuiltSearchIndex>((resolve) => (built = resolve));
  // Handed over as they are written, the parts never wait whole in the worker, nor in one message (165 MB at
  // 100,000 pages), while the main thread makes the Markdown exports.
  const parts: SplitFile[] = [];
  const onReply = (reply: FinishReply) => {
    if (reply.kind === 'parts') parts.push(...reply.files);
    else built({ ...reply.index, files: [...reply.index.files, ...parts] });
  };
  const worker = new BackgroundWorker<PageSections, IndexerMessage, FinishReply>(
    'search-worker.js',
    64,
    (pages) => ({ kind: 'pages', pages, language }),
    onReply,
  );
  return {
    add: (page) => worker.add(page),
    finish: (target) => worker.finish({ kind: 'finish', target }, result),
    cancel: () => worker.close(),
  };
}
