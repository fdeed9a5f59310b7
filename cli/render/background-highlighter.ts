import { Worker } from 'node:worker_threads';
import { addHighlights, cachedHighlight, deferHighlighting, loadLanguages, type PendingBlock } from './highlight.ts';

export type HighlighterMessage = { kind: 'languages'; names: string[] } | { kind: 'blocks'; blocks: PendingBlock[] } | { kind: 'finish' };
export type HighlighterReply = { kind: 'highlighted'; entries: [string, string][] } | { kind: 'finished' };

/** Highlighting on a worker thread while the calling thread goes on rendering Markdown. */
export interface BackgroundHighlighter {
  /** Loads the grammars on both threads, then defers every uncached block to the worker until settle(). */
  loadLanguages(names: string[]): Promise<void>;
  /** Waits for the worker; the function it gives swaps the highlighted HTML in for the markers in a payload's JSON. */
  settle(): Promise<(json: string) => string>;
  /** Stops deferring and drops the worker; safe to call at any point, and again. */
  close(): void;
}

/** Blocks per message, so the worker starts before the pages are all rendered without paying for a message per block. */
const BATCH = 32;
const MARKER = /<!--docsgen-highlight:([\w-]+)-->/g;
const fromSources = import.meta.url.endsWith('.ts');

/**
 * Shiki takes a third of a cold build, most of it compiling each grammar's
 * regular expressions, so the bundled CLI highlights on a second thread:
 * rendering leaves a marker per block, and the payloads are finished once the
 * worker is done. Run from sources (the unit tests) there is no bundled
 * worker, and this returns undefined: blocks are highlighted in place.
 */
export function startBackgroundHighlighter(): BackgroundHighlighter | undefined {
  if (fromSources) return undefined;
  const worker = new Worker(new URL('./highlight-worker.js', import.meta.url));
  // A compile that throws must still let the process exit; settle() holds it open while it waits.
  worker.unref();
  const failed = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`highlight worker exited with code ${code}`)));
  });
  failed.catch(() => {});
  const finished = new Promise<void>((resolve) =>
    worker.on('message', (reply: HighlighterReply) => {
      if (reply.kind === 'highlighted') addHighlights(reply.entries);
      else resolve();
    }),
  );
  const sent = new Set<string>();
  let batch: PendingBlock[] = [];
  const flush = () => {
    if (batch.length) worker.postMessage({ kind: 'blocks', blocks: batch } satisfies HighlighterMessage);
    batch = [];
  };
  const close = () => {
    deferHighlighting(undefined);
    void worker.terminate();
  };
  return {
    async loadLanguages(names) {
      worker.postMessage({ kind: 'languages', names } satisfies HighlighterMessage);
      // Also here: resolving a block's language, and any block rendered after settle(), need the grammars on this thread.
      await loadLanguages(names);
      deferHighlighting((block) => {
        if (!sent.has(block.key)) {
          sent.add(block.key);
          batch.push(block);
          if (batch.length >= BATCH) flush();
        }
        return `<!--docsgen-highlight:${block.key}-->`;
      });
    },
    async settle() {
      deferHighlighting(undefined);
      flush();
      worker.ref();
      worker.postMessage({ kind: 'finish' } satisfies HighlighterMessage);
      try {
        await Promise.race([finished, failed]);
      } finally {
        close();
      }
      return (json) =>
        json.replace(MARKER, (_, key: string) => {
          const html = cachedHighlight(key);
          if (html === undefined) throw new Error(`docsgen: the highlight worker returned no HTML for block ${key}`);
          return JSON.stringify(html).slice(1, -1);
        });
    },
    close,
  };
}
