import { prestartWorker } from './util/background-worker.ts';

// V8's flags are set by bin/docsgen, the command's entry, before any of docsgen's code runs (see bin/v8-flags.mjs).

// Before the compiler's modules load (program.ts imports them): the workers start up on the second core meanwhile.
// The highlight worker is not: a build that reuses its last build's docs most often needs none (see
// startBackgroundHighlighter), and a cold one starts it with its compile, as fast in measured 1,000-page builds.
if (process.argv[2] === 'build') {
  prestartWorker('search-worker.js');
  prestartWorker('write-worker.js');
}
const { run } = await import('./commands/program.ts');

await run(process.argv);
