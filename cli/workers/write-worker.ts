import { parentPort } from 'node:worker_threads';
import { contentSize, type WriterMessage, type WriterReply } from '../writer/site-writer.ts';
import { siteFileWriter } from '../writer/write-over.ts';
import { traceWorkerMemory } from '../util/memory-trace.ts';
import { isFileRange } from '../util/file-range.ts';

traceWorkerMemory('write-worker');

/**
 * Entry of the worker thread behind createSiteWriter (bundled as
 * dist/write-worker.js). Writes are synchronous here: this thread has
 * nothing else to do, and it keeps them in the order they were asked for.
 * After the first failure it writes nothing more, and reports it when asked.
 * Compressing the copies written beside the files happens here too, off the
 * thread that renders.
 */
let files = siteFileWriter();
let failure: string | undefined;

parentPort!.on('message', (message: WriterMessage) => {
  if (message.kind === 'options') {
    files = siteFileWriter(message.options);
    return;
  }
  if (message.kind === 'done') {
    parentPort!.postMessage({
      kind: 'done',
      compressed: files.compressedCopies(),
      bytes: files.bytesWritten(),
      hashes: files.outputHashes(),
      written: files.filesWritten(),
      ...(failure ? { error: failure } : {}),
    } satisfies WriterReply);
    return;
  }
  // Acknowledged written even after a failure, which done() reports: a caller waiting for room must not wait forever.
  const bytes = message.items.reduce((sum, [, content]) => sum + contentSize(content), 0);
  if (!failure) {
    try {
      for (const [file, content, copies, before] of message.items) {
        if (content === null) files.mkdir(file);
        else if (copies === 'append') files.append(file, content);
        else if (!isFileRange(content)) files.write(file, content, copies, before);
      }
    } catch (e) {
      failure = e instanceof Error ? e.message : String(e);
    }
  }
  parentPort!.postMessage({ kind: 'written', bytes, ...(failure ? { error: failure } : {}) } satisfies WriterReply);
});
