// V8 flags docsgen runs with, set by the first module bin/docsgen imports: before any of its code has run often
// enough for TurboFan to optimize it on a background thread. Such a job reads the inlining limits more than once
// while it compiles, and V8 11 aborts (`Check failed: inlineability == kHasOptimizationDisabled` in
// JSInliner::ReduceJSCall) when they change in between: set in the CLI's own entry, they changed after
// ensureBuilt() had walked the sources' times, and a build or a watch aborted now and then in CI.
import v8 from 'node:v8';

// A build runs each function only about a thousand times, so TurboFan's compile time is not paid back the way it is
// in a long-lived server: compiling was about 30 % of a 1,000-page build's instructions under callgrind. Inlining
// smaller callees (bytecode up to 100 bytes instead of 460, and 460 in all instead of 920) cut those compile
// instructions by a quarter while the generated code ran 6 % more of its own; in 20 interleaved pairs a build took
// 0.18 s less CPU and 0.055 s less wall time.
v8.setFlagsFromString('--max-inlined-bytecode-size=100');
v8.setFlagsFromString('--max-inlined-bytecode-size-cumulative=460');
// Bytecode not run for a while is flushed by the garbage collector, which a TurboFan job that chose to inline it does
// not expect either (the same check). A build runs too briefly for flushing to free much; watch keeps a few MB more.
v8.setFlagsFromString('--no-flush-bytecode');

// For the same reason V8 considers a function for TurboFan after four times the bytecode it runs by default (an
// interrupt budget of 270,336 against 67,584): in a build of a few thousand docs most functions would not pay their
// compile back. Eight alternated pairs of 1,000-page builds took 1.07 s against 1.15 s, with 10 % less CPU (MDX
// corpus: 1.28 against 1.33 s); at 4,000 pages it was even, and one edited page of 10,000 rebuilt as fast. A build that
// renders 10,000 docs in this node lost 0.6 s of 7.4, hence V8's own budget for the second node of a large build (see
// BUILD_V8_FLAGS in cli/util/build-v8-flags.ts); one that renders thousands of docs without it (5,000 to 10,000, below
// FLAGS_FROM_DOCS, or after a few edits that reuse no doc, see build.ts) pays up to that much. A budget given to node
// itself is left as it is (only on its command line: NODE_OPTIONS does not take this flag).
if (!process.execArgv.some((arg) => /^--interrupt[-_]budget=/.test(arg)))
  v8.setFlagsFromString('--interrupt-budget=270336');
