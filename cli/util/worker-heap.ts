import v8 from 'node:v8';

/** The semi-space of a worker thread's young generation, in MB: V8's own default on 64-bit systems. */
export const WORKER_SEMI_SPACE_MB = 16;

/** `--max-semi-space-size=64` or `--max_semi_space_size=64` among node's own arguments: its MB. */
const SEMI_SPACE_FLAG = /^--max[-_]semi[-_]space[-_]size=(\d+)$/;

let limited = false;

/**
 * Gives the worker threads started from now on V8's default young generation, when this `node` runs with a larger
 * one for its main thread (a large build, see BUILD_V8_FLAGS). V8 reads the flag for each isolate as it creates it,
 * and a flag wins over a Worker's own `resourceLimits`, so every worker of a 100,000-page build grew its young
 * generation to 128 MB: the index worker held 495 MB where it held 366 MB with 16, the writers 83-100 MB with 20-40 MB
 * in use. The main thread keeps the young generation it started with, which pays for itself there (see
 * BUILD_V8_FLAGS); the workers allocate far less. A smaller semi-space given to node is left as it is.
 */
export function limitWorkersYoungGeneration(execArgv: readonly string[] = process.execArgv): void {
  const given = execArgv.flatMap((arg) => SEMI_SPACE_FLAG.exec(arg)?.[1] ?? []).map(Number);
  if (limited || !given.some((mb) => mb > WORKER_SEMI_SPACE_MB)) return;
  limited = true;
  v8.setFlagsFromString(`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`);
}
