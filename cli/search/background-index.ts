import fs from 'node:fs';
import type { SearchLanguage } from '../../format/search/language.ts';
import { BackgroundWorker, tellPrestarted, workersAvailable } from '../util/background-worker.ts';
import type { BuiltSearchIndex, HandedOverPart, SearchIndexTarget } from './build-index.ts';
import { CachedIndexBuilder, type SearchCacheSetup, snapshotTemp } from './cached-index.ts';
import type { DirectParts, DirectPartsOf, PartsWritten } from './parts-destination.ts';
import type { SplitFile } from './split-index.ts';
import {
  type CachedSections,
  isCached,
  isPacked,
  type PackedSections,
  packSections,
  toPacked,
  type SearchPageInput,
} from './packed-sections.ts';
import type { PageSections } from './sections.ts';

/** Collects pages while they render and builds the index once they are all in. */
export interface SearchIndexer {
  add(page: SearchPageInput): void;
  /** Every page is the last build's snapshot's but these (see CachedIndexBuilder.patch), instead of `add`. */
  patch(pages: readonly SearchPageInput[]): void;
  finish(target: SearchIndexTarget): Promise<BuiltSearchIndex>;
  /**
   * Settles once the index's snapshot for the next build is written, after finish() (see CachedIndexBuilder.save):
   * its temporary file, or undefined when none was written (no cache, or a compile that stopped first).
   */
  saved(): Promise<string | undefined>;
  /** For a build that failed: stops the worker, even while it writes its snapshot, and deletes what it wrote. */
  discard(): Promise<void>;
  /** Stops the worker unless finish() was asked for, whose snapshot it then writes; after that, does nothing. */
  cancel(): void;
}

export type IndexerMessage =
  /** Pages of an index of `language`, which the first of them tells the worker. */
  | { kind: 'pages'; pages: SearchPageInput[]; language: SearchLanguage }
  /** Instead of `pages`: the snapshot's pages but these (see CachedIndexBuilder.patch). */
  | { kind: 'patch'; pages: SearchPageInput[]; language: SearchLanguage }
  /** With `destination`, the worker writes the parts there itself (see PartsDestination). */
  | { kind: 'finish'; target: SearchIndexTarget; destination?: DirectParts['destination'] }
  /** Before any page: where the last build's snapshot is, and where this one's goes (see CachedIndexBuilder). */
  | { kind: 'cache'; cache: SearchCacheSetup; language: SearchLanguage }
  /** Keeps the pages that come, unindexed, until `keep`: watch serves its site first, then indexes. */
  | { kind: 'hold' }
  /** Builds the index as `finish` does and keeps it, for watch's `replace` messages (see live-indexer.ts). */
  | { kind: 'keep'; target: SearchIndexTarget }
  | { kind: 'replace'; pages: PageSections[] };

/** What the worker answers `finish` with: the index's parts a few MB at a time as it writes them, then the entry. */
export type FinishReply =
  | { kind: 'parts'; files: SplitFile[] }
  /** Instead of `parts`, when the worker wrote them itself. */
  | { kind: 'written'; written: PartsWritten }
  | { kind: 'built'; index: BuiltSearchIndex }
  /** After `built`: the snapshot the worker wrote for the next build, if any. */
  | { kind: 'saved'; file: string | undefined };

/**
 * Indexing (about a tenth of a cold build's CPU) depends on nothing but the
 * sections, so the bundled CLI runs it on a worker thread while the main
 * thread renders. Pages are indexed in the order they were added, so the
 * output is the same as building in-process.
 *
 * `handOver` takes each part as the worker sends it, rather than the result holding every part until the entry is
 * written (a sixth of a gigabyte at 100,000 pages, in the main heap while it makes the Markdown exports); the result
 * then names them in `handedOver`. With `direct`, the worker writes them into the site itself, and they do not cross
 * threads at all. In-process, the result holds them all.
 */
export function createSearchIndexer(
  language: SearchLanguage,
  cache?: SearchCacheSetup,
  handOver?: (file: SplitFile) => void,
  direct?: DirectPartsOf,
): SearchIndexer {
  return workersAvailable ? workerIndexer(language, cache, handOver, direct) : inProcessIndexer(language, cache);
}

/**
 * Has the index worker started ahead of need (see prestartWorker) read the last build's snapshot now (see
 * CachedIndexBuilder), while the build reads its stamp and its inputs: the indexer made later with the same `cache`
 * finds it read. A rebuild after an edit of one page at 10,000 pages waited about 0.1 s for it otherwise.
 */
export function readSnapshotAhead(language: SearchLanguage, cache: SearchCacheSetup): void {
  tellPrestarted('search-worker.js', { kind: 'cache', cache, language } satisfies IndexerMessage);
}

function inProcessIndexer(language: SearchLanguage, cache: SearchCacheSetup | undefined): SearchIndexer {
  const builder = new CachedIndexBuilder(language, cache);
  let saved!: (file: string | undefined) => void;
  const snapshot = new Promise<string | undefined>((resolve) => (saved = resolve));
  return {
    add: (page) => builder.add(page),
    patch: (pages) => builder.patch(pages),
    finish: async (target) => {
      const index = builder.finish(target);
      saved(builder.save());
      return index;
    },
    saved: () => snapshot,
    discard: async () => {
      saved(undefined);
      if (cache) fs.rmSync(snapshotTemp(cache), { force: true });
    },
    cancel: () => {},
  };
}

function workerIndexer(
  language: SearchLanguage,
  cache: SearchCacheSetup | undefined,
  handOver: ((file: SplitFile) => void) | undefined,
  direct: DirectPartsOf | undefined,
): SearchIndexer {
  let built!: (index: BuiltSearchIndex) => void;
  const result = new Promise<BuiltSearchIndex>((resolve) => (built = resolve));
  let saved!: (file: string | undefined) => void;
  const snapshot = new Promise<string | undefined>((resolve) => (saved = resolve));
  let finishing = false;
  // Sent as they are written, the parts never wait whole in the worker, nor in one message (165 MB at 100,000
  // pages); without `handOver` they wait here for the entry.
  const parts: SplitFile[] = [];
  const handedOver: HandedOverPart[] = [];
  let writing: DirectParts | undefined;
  const onReply = (reply: FinishReply) => {
    if (reply.kind === 'written') {
      writing!.adopt(reply.written);
      for (const { path, revalidated } of reply.written.parts)
        handedOver.push(revalidated ? { path, revalidated } : { path });
    } else if (reply.kind === 'parts' && handOver) {
      for (const file of reply.files) {
        handOver(file);
        handedOver.push(file.revalidated ? { path: file.path, revalidated: true } : { path: file.path });
      }
    } else if (reply.kind === 'parts') parts.push(...reply.files);
    else if (reply.kind === 'built') {
      const named = handOver || writing ? { handedOver } : {};
      built({ ...reply.index, files: [...reply.index.files, ...parts], ...named });
    } else {
      saved(reply.file);
      worker.close();
    }
  };
  const worker = new BackgroundWorker<PackedSections | CachedSections, IndexerMessage, FinishReply>(
    'search-worker.js',
    64,
    (pages) => ({ kind: 'pages', pages, language }),
    onReply,
  );
  if (cache) worker.post({ kind: 'cache', cache, language });
  return {
    // Packed here, the sections cross to the worker as bytes, which it takes apart only to index them.
    add: (page) => worker.add(isPacked(page) || isCached(page) ? page : packSections(page)),
    patch: (pages) => worker.post({ kind: 'patch', pages: pages.map((page) => toPacked(page)), language }),
    finish: (target) => {
      finishing = true;
      writing = direct?.(() => worker.stop());
      worker.post({ kind: 'finish', target, ...(writing ? { destination: writing.destination } : {}) });
      return worker.waitFor(result);
    },
    // A worker that fails or stops before its reply leaves no snapshot to keep.
    saved: () => worker.waitFor(snapshot).catch(() => undefined),
    discard: async () => {
      saved(undefined);
      await worker.stop();
      if (cache) fs.rmSync(snapshotTemp(cache), { force: true });
    },
    cancel: () => {
      if (finishing) return;
      saved(undefined);
      worker.close();
    },
  };
}
