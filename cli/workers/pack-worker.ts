import { parentPort } from 'node:worker_threads';
import { deflateMarkdown, type PackerMessage, type PackerReply } from '../markdown-export/markdown-packer.ts';
import { FileAppender } from '../util/temp-file.ts';
import { traceWorkerMemory } from '../util/memory-trace.ts';

traceWorkerMemory('pack-worker');

let spill: FileAppender | undefined;

/**
 * Entry of the worker thread behind MarkdownPacker (bundled as dist/pack-worker.js): deflates each batch of marked
 * Markdown, appends the bytes to the spill (see MarkdownPacker) through the descriptor the main thread opened, and says
 * where each page's went.
 */
parentPort!.on('message', (message: PackerMessage) => {
  if (message.kind === 'spill') {
    spill = new FileAppender(message.fd);
    return;
  }
  if (message.kind === 'finish') {
    parentPort!.postMessage({ kind: 'finished' } satisfies PackerReply);
    return;
  }
  const items = message.items.map(([id, text]): [number, number, number] => {
    const bytes = deflateMarkdown(text);
    return [id, spill!.append(bytes), bytes.length];
  });
  parentPort!.postMessage({ kind: 'packed', items } satisfies PackerReply);
});
