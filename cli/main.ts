import { prestartWorker } from './background-worker.ts';

// Before the compiler's modules load (program.ts imports them): the workers start up on the second core meanwhile.
if (process.argv[2] === 'build') {
  prestartWorker('highlight-worker.js');
  prestartWorker('search-worker.js');
  prestartWorker('write-worker.js');
}
await import('./program.ts');
