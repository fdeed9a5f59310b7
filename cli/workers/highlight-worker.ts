import v8 from 'node:v8';
import { parentPort } from 'node:worker_threads';
import type { HighlighterMessage, HighlighterReply } from '../highlight/background-highlighter.ts';
import { highlightBlock, loadLanguages } from '../highlight/highlight.ts';
import { traceWorkerMemory } from '../util/memory-trace.ts';

traceWorkerMemory('highlight-worker');

// Oniguruma's WebAssembly stays on Liftoff, V8's baseline compiler, unless the build has many blocks to highlight:
// tiering its hot functions up to TurboFan took about 0.3 s of CPU on the platform threads, more than the faster code
// saved in a build's few thousand code blocks. In 16 interleaved pairs a 1,000-page build took 0.19 s less CPU and
// 0.085 s less wall time (12 of 16), for the same output. GitHub's REST reference (about 10,000 blocks) built in 38 s
// with TurboFan against 50 s without, its highlighting being the last stage to finish. The flag is set when the
// languages arrive, before any block is tokenized (V8 compiles each WebAssembly function on its first call), and after
// this thread's own modules have loaded (V8 rejects Node's code cache for modules loaded after a flag changed). It is
// set once: `docsgen watch` sends the languages at every save, and V8 does not expect its flags to change while
// compile jobs run on other threads.
const LIFTOFF_ONLY = '--liftoff-only';
let tieringDecided = false;

/**
 * Entry of the worker thread behind startBackgroundHighlighter (bundled as
 * dist/highlight-worker.js). Shiki and its WebAssembly engine load at once,
 * before the first message names any grammar.
 */
let ready = loadLanguages([]);
parentPort!.on('message', (message: HighlighterMessage) => {
  ready = ready.then(async () => {
    if (message.kind === 'languages') {
      if (!tieringDecided && !message.manyBlocks) v8.setFlagsFromString(LIFTOFF_ONLY);
      tieringDecided = true;
      return loadLanguages(message.names);
    }
    if (message.kind === 'finish') return parentPort!.postMessage({ kind: 'finished' } satisfies HighlighterReply);
    const entries = message.blocks.map((b): [string, string] => [
      b.key,
      highlightBlock(b.code, b.lang, new Set(b.lines), b.generated),
    ]);
    parentPort!.postMessage({ kind: 'highlighted', entries } satisfies HighlighterReply);
  });
});
