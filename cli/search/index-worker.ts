import { parentPort } from 'node:worker_threads';
import { SearchIndexBuilder } from './build-index.ts';
import type { IndexerMessage } from './background-index.ts';

/** Entry of the worker thread behind createSearchIndexer (bundled as dist/search-worker.js). */
const builder = new SearchIndexBuilder();
parentPort!.on('message', (message: IndexerMessage) => {
  if (message.kind === 'pages') message.pages.forEach((page) => builder.add(page));
  else parentPort!.postMessage(builder.finish(message.target));
});
