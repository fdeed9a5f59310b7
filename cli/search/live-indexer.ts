import type { SearchLanguage } from '../../format/search/language.ts';
import { BackgroundWorker, workersAvailable } from '../util/background-worker.ts';
import { SearchIndexBuilder, type BuiltSearchIndex, type SearchIndexTarget } from './build-index.ts';
import type { IndexerMessage } from './background-index.ts';
import { LiveSearchIndex, type LiveIndexUpdate } from './live-index.ts';
import type { PageSections } from './sections.ts';

/** Watch's search index on the index worker: fed while a full compile renders, then kept up to date page by page. */
export interface LiveSearchIndexer {
  add(page: PageSections): void;
  /** Builds the index from the pages added, and keeps it for replace(). */
  build(target: SearchIndexTarget): Promise<BuiltSearchIndex>;
  /** Undefined when a page is not in the index: only a fresh build places it. */
  replace(pages: PageSections[]): Promise<LiveIndexUpdate | undefined>;
  close(): void;
}

export function createLiveSearchIndexer(language: SearchLanguage): LiveSearchIndexer {
  return workersAvailable ? workerIndexer(language) : inProcessIndexer(language);
}

function inProcessIndexer(language: SearchLanguage): LiveSearchIndexer {
  const builder = new SearchIndexBuilder(language);
  let live: LiveSearchIndex | undefined;
  return {
    add: (page) => builder.add(page),
    build: async (target) => {
      live = LiveSearchIndex.of(builder, target);
      return live.build();
    },
    replace: async (pages) => live?.replace(pages),
    close: () => {},
  };
}

function workerIndexer(language: SearchLanguage): LiveSearchIndexer {
  /** The worker answers in the order it was asked. */
  const waiting: ((reply: unknown) => void)[] = [];
  const worker = new BackgroundWorker<PageSections, IndexerMessage, unknown>(
    'search-worker.js',
    64,
    (pages) => ({ kind: 'pages', pages, language }),
    (reply) => waiting.shift()?.(reply),
  );
  const request = <T>(message: IndexerMessage) =>
    worker.request(message, new Promise<T>((resolve) => waiting.push(resolve as (reply: unknown) => void)));
  // Indexing waits for build(): while a full compile renders, the cores go to rendering and highlighting, so that
  // the site is served sooner, and the index follows.
  worker.post({ kind: 'hold' });
  return {
    add: (page) => worker.add(page),
    build: (target) => request<BuiltSearchIndex>({ kind: 'keep', target }),
    replace: async (pages) => (await request<LiveIndexUpdate | null>({ kind: 'replace', pages })) ?? undefined,
    close: () => worker.close(),
  };
}
