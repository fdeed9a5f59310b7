import v8 from 'node:v8';

/** V8 grows a heap to this much more than it holds after a full collection: `--heap-growing-percent`. */
export const BUILD_HEAP_GROWING_PERCENT = 100;

/**
 * Caps how far V8 grows each thread's heap past what a full collection kept, for `docsgen build` (process-wide, so
 * the highlighting, search and writer threads too). Left to itself V8 grew the main heap to 1.9-2.2 GB for about 1 GB
 * in use at 100,000 pages, and peak RSS passed 4 GB. At 30,000 pages, a factor of 2 took peak RSS from 1.50 to 1.22
 * GB for the same wall time (1.4 factor: 1.04 GB, but a third more CPU). A `--heap-growing-percent` of the caller's
 * (in `node`'s arguments or NODE_OPTIONS) is left as it is.
 */
export function limitHeapGrowth(): void {
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((arg) => arg.includes('--heap-growing-percent'));
  if (!given) v8.setFlagsFromString(`--heap-growing-percent=${BUILD_HEAP_GROWING_PERCENT}`);
}
