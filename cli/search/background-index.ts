import { Worker } from 'node:worker_threads';
import { SearchIndexBuilder, type BuiltSearchIndex, type SearchIndexTarget } from './build-index.ts';
import type { PageSections } from './sections.ts';

/** Collects pages while they render and builds the index once they are all in. */
export interface SearchIndexer {
  add(page: PageSections): void;
  finish(target: SearchIndexTarget): Promise<BuiltSearchIndex>;
  /** Drops the work, for a build that failed. */
  cancel(): void;
}

export type IndexerMessage = { kind: 'pages'; pages: PageSections[] } | { kind: 'finish'; target: SearchIndexTarget };

/** Pages per message: one message per page would cost more in cloning overhead than the index takes to build. */
const BATCH = 64;

/**
 * The bundled CLI ships the worker beside its chunks (scripts/build-tool.mjs).
 * Run from sources, as the unit tests do, there is no bundle to start a
 * worker from, and the index is built on the calling thread.
 */
const fromSources = import.meta.url.endsWith('.ts');

/**
 * Indexing takes about a fifth of a cold build and depends on nothing but the
 * sections, so it runs on a worker thread while the main thread renders.
 * Pages are indexed in the order they were added, so the output is the same
 * as building in-process.
 */
export function createSearchIndexer(): SearchIndexer {
  return fromSources ? inProcessIndexer() : workerIndexer(new URL('./search-worker.js', import.meta.url));
}

function inProcessIndexer(): SearchIndexer {
  const builder = new SearchIndexBuilder();
  return {
    add: (page) => builder.add(page),
    finish: async (target) => builder.finish(target),
    cancel: () => {},
  };
}

function workerIndexer(file: URL): SearchIndexer {
  const worker = new Worker(file);
  // A build that throws before finish() must still be able to exit.
  worker.unref();
  const failed = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`search index worker exited with code ${code}`)));
  });
  failed.catch(() => {});
  let batch: PageSections[] = [];
  const flush = () => {
    if (batch.length) worker.postMessage({ kind: 'pages', pages: batch } satisfies IndexerMessage);
    batch = [];
  };
  return {
    add(page) {
      batch.push(page);
      if (batch.length >= BATCH) flush();
    },
    async finish(target) {
      flush();
      worker.ref();
      const built = new Promise<BuiltSearchIndex>((resolve) => worker.once('message', resolve));
      worker.postMessage({ kind: 'finish', target } satisfies IndexerMessage);
      try {
        return await Promise.race([built, failed]);
      } finally {
        void worker.terminate();
      }
    },
    cancel: () => void worker.terminate(),
  };
}
