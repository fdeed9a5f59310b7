import { prestartWorker } from './util/background-worker.ts';

// V8's flags are set by bin/docsgen, the command's entry, before any of docsgen's code runs (see bin/v8-flags.mjs).

// Before the compiler's modules load (program.ts imports them): the workers start up on the second core meanwhile.
if (process.argv[2] === 'build') {
  prestartWorker('highlight-worker.js');
  prestartWorker('search-worker.js');
  prestartWorker('write-worker.js');
}
const { run } = await import('./commands/program.ts');

await run(process.argv);
