import v8 from 'node:v8';
import { prestartWorker } from './util/background-worker.ts';

// Before the compiler's modules load (program.ts imports them): the workers start up on the second core meanwhile.
if (process.argv[2] === 'build') {
  prestartWorker('highlight-worker.js');
  prestartWorker('search-worker.js');
  prestartWorker('write-worker.js');
}
const { run } = await import('./commands/program.ts');

// A build runs each function only about a thousand times, so TurboFan's compile time is not paid back the way it is
// in a long-lived server: compiling was about 30 % of a 1,000-page build's instructions under callgrind. Inlining
// smaller callees (bytecode up to 100 bytes instead of 460, and 460 in all instead of 920) cut those compile
// instructions by a quarter while the generated code ran 6 % more of its own; in 20 interleaved pairs a build took
// 0.18 s less CPU and 0.055 s less wall time. The flags are process-wide and V8 reads them at every compile.
// They are set only now, once the compiler's modules have loaded: V8 rejects Node's code cache for its own modules
// when any flag differs from Node's build, and loading them from source instead cost 0.1 s across the four threads.
v8.setFlagsFromString('--max-inlined-bytecode-size=100');
v8.setFlagsFromString('--max-inlined-bytecode-size-cumulative=460');
await run(process.argv);
