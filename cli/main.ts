import v8 from 'node:v8';
import { prestartWorker } from './background-worker.ts';

// A build runs each function only about a thousand times, so TurboFan's compile time is not paid back the way it is
// in a long-lived server: compiling was about 30 % of a 1,000-page build's instructions under callgrind. Inlining
// smaller callees (bytecode up to 100 bytes instead of 460, and 460 in all instead of 920) cut those compile
// instructions by a quarter while the generated code ran 6 % more of its own; in 20 interleaved pairs a build took
// 0.18 s less CPU and 0.055 s less wall time. V8 reads these flags at every compile, and they are process-wide, so
// they are set before any worker starts.
v8.setFlagsFromString('--max-inlined-bytecode-size=100');
v8.setFlagsFromString('--max-inlined-bytecode-size-cumulative=460');
// Oniguruma's WebAssembly stays on Liftoff, V8's baseline compiler: tiering its hot functions up to TurboFan took about
// 0.3 s of CPU on the platform threads, more than the faster code saved in a build's few thousand code blocks. In 16
// interleaved pairs a 1,000-page build took 0.19 s less CPU and 0.085 s less wall time (12 of 16), for the same output.
v8.setFlagsFromString('--liftoff-only');

// Before the compiler's modules load (program.ts imports them): the workers start up on the second core meanwhile.
if (process.argv[2] === 'build') {
  prestartWorker('highlight-worker.js');
  prestartWorker('search-worker.js');
  prestartWorker('write-worker.js');
}
await import('./program.ts');
