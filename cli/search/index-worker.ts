import { parentPort } from 'node:worker_threads';
import { SearchIndexBuilder } from './build-index.ts';
import type { IndexerMessage } from './background-index.ts';
import { LiveSearchIndex } from './live-index.ts';

/** Entry of the worker thread behind createSearchIndexer and createLiveSearchIndexer (bundled as dist/search-worker.js). */
const builder = new SearchIndexBuilder();
let live: LiveSearchIndex | undefined;
parentPort!.on('message', (message: IndexerMessage) => {
  if (message.kind === 'pages') message.pages.forEach((page) => builder.add(page));
  else if (message.kind === 'finish') parentPort!.postMessage(builder.finish(message.target));
  else if (message.kind === 'keep') {
    live = LiveSearchIndex.of(builder, message.target);
    parentPort!.postMessage(live.build());
  } else parentPort!.postMessage(live?.replace(message.pages) ?? null);
});
