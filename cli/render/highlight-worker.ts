import { parentPort } from 'node:worker_threads';
import type { HighlighterMessage, HighlighterReply } from './background-highlighter.ts';
import { highlightBlock, loadLanguages } from './highlight.ts';
import { lowerThreadPriority } from '../worker-priority.ts';

lowerThreadPriority();

/**
 * Entry of the worker thread behind startBackgroundHighlighter (bundled as
 * dist/highlight-worker.js). Shiki and its WebAssembly engine load at once,
 * before the first message names any grammar.
 */
let ready = loadLanguages([]);
parentPort!.on('message', (message: HighlighterMessage) => {
  ready = ready.then(async () => {
    if (message.kind === 'languages') return loadLanguages(message.names);
    if (message.kind === 'finish') return parentPort!.postMessage({ kind: 'finished' } satisfies HighlighterReply);
    const entries = message.blocks.map((b): [string, string] => [b.key, highlightBlock(b.code, b.lang, new Set(b.lines))]);
    parentPort!.postMessage({ kind: 'highlighted', entries } satisfies HighlighterReply);
  });
});
