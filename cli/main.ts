import v8 from 'node:v8';
import { prestartWorker } from './util/background-worker.ts';

// A build runs each function only about a thousand times, so TurboFan's compile time is not paid back the way it is
// in a long-lived server: compiling was about 30 % of a 1,000-page build's instructions under callgrind. Inlining
// smaller callees (bytecode up to 100 bytes instead of 460, and 460 in all instead of 920) cut those compile
// instructions by a quarter while the generated code ran 6 % more of its own; in 20 interleaved pairs a build took
// 0.18 s less CPU and 0.055 s less wall time. The flags are process-wide, so they are set first, before any thread
// has code hot enough to optimize: TurboFan's background jobs read them more than once per compile. Set first, they
// cost nothing measurable: 7 alternated 1,000-page builds, medians 1.77 s against 1.81 s when set after the modules
// had loaded (V8 then rejects Node's code cache for the modules loaded later, which was the reason to wait).
v8.setFlagsFromString('--max-inlined-bytecode-size=100');
v8.setFlagsFromString('--max-inlined-bytecode-size-cumulative=460');
// Bytecode not run for a while is flushed by the garbage collector, which V8 11 does not expect of a function a
// TurboFan job on another thread has chosen to inline: `docsgen watch` aborted in CI with `Check failed: inlineability
// == kHasOptimizationDisabled` in JSInliner::ReduceJSCall, also with the flags above set first. With flags that never
// change, flushing is the one way left in V8's GetInlineability for a function to stop being inlineable meanwhile.
// A build runs too briefly for flushing to free much; watch keeps a few MB more.
v8.setFlagsFromString('--no-flush-bytecode');

// Before the compiler's modules load (program.ts imports them): the workers start up on the second core meanwhile.
if (process.argv[2] === 'build') {
  prestartWorker('highlight-worker.js');
  prestartWorker('search-worker.js');
  prestartWorker('write-worker.js');
}
const { run } = await import('./commands/program.ts');

await run(process.argv);
