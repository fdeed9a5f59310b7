import { parentPort } from 'node:worker_threads';
import { deflateMarkdown, type PackerMessage, type PackerReply } from '../markdown-export/markdown-packer.ts';
import { traceWorkerMemory } from '../util/memory-trace.ts';

traceWorkerMemory('pack-worker');

/**
 * Entry of the worker thread behind MarkdownPacker (bundled as dist/pack-worker.js): deflates each batch of marked
 * Markdown and hands the bytes back, moved rather than copied.
 */
parentPort!.on('message', (message: PackerMessage) => {
  if (message.kind === 'finish') {
    parentPort!.postMessage({ kind: 'finished' } satisfies PackerReply);
    return;
  }
  const items = message.items.map(([id, text]): [number, Uint8Array] => [id, deflateMarkdown(text)]);
  parentPort!.postMessage(
    { kind: 'packed', items } satisfies PackerReply,
    items.map(([, bytes]) => bytes.buffer as ArrayBuffer),
  );
});
