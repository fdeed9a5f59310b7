import { parentPort } from 'node:worker_threads';
import {
  watcherInProcess,
  type ContentWatcher,
  type WatcherReply,
  type WatcherRequest,
} from '../watch/content-watcher.ts';

/**
 * Entry of the thread behind startContentWatcher (bundled as dist/watch-worker.js): runs chokidar and passes its
 * events, errors and first scan's result to the main thread.
 */
let watcher: ContentWatcher | undefined;
const reply = (message: WatcherReply) => parentPort!.postMessage(message);

parentPort!.on('message', (request: WatcherRequest) => {
  if (request.kind === 'watch') {
    watcher = watcherInProcess(request.spec, {
      change: (event, file) => reply({ kind: 'change', event, file }),
      error: (e) => reply({ kind: 'error', message: e.message }),
    });
    void watcher.ready.then((watched) => reply({ kind: 'ready', watched }));
  } else if (request.kind === 'add') {
    watcher?.add(request.files);
  } else {
    void (watcher?.close() ?? Promise.resolve()).then(() => reply({ kind: 'closed' }));
  }
});
