import v8 from 'node:v8';
import { isMainThread } from 'node:worker_threads';

/**
 * With DOCSGEN_DEBUG_MEMORY set, prints the heap and resident size after a phase of the build to stderr, so that a
 * large site's growth can be traced to the phase that holds it, and first the flags node runs with (which change
 * both). Nothing is measured otherwise. Run with node's `--expose-gc`, it collects garbage first, so that the heap
 * figure is what the phase holds rather than what the collector has not got to yet.
 */
const enabled = Boolean(process.env.DOCSGEN_DEBUG_MEMORY);
const started = performance.now();
if (enabled && isMainThread) process.stderr.write(`memory node flags: ${process.execArgv.join(' ') || '(none)'}\n`);

/** With DOCSGEN_DEBUG_HEAPSNAPSHOT set to a phase's name, the main heap is written to a .heapsnapshot file after it. */
const snapshotAfter = process.env.DOCSGEN_DEBUG_HEAPSNAPSHOT;

export function traceMemory(phase: string): void {
  if (snapshotAfter === phase) process.stderr.write(`memory heap snapshot: ${v8.writeHeapSnapshot()}\n`);
  if (!enabled) return;
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, heapTotal, rss, external, arrayBuffers } = process.memoryUsage();
  const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;
  const seconds = ((performance.now() - started) / 1000).toFixed(3);
  process.stderr.write(
    `memory ${seconds}s ${phase}: heap ${mb(heapUsed)} of ${mb(heapTotal)}, rss ${mb(rss)}, external ${mb(external + arrayBuffers)}\n`,
  );
}

/** How much a worker's heap must grow past the last figure it printed before it prints again. */
const WORKER_STEP_BYTES = 64 * 1024 * 1024;

/**
 * In a worker thread, with DOCSGEN_DEBUG_MEMORY set: samples the thread's own heap four times a second and prints it
 * with the memory its objects hold outside the heap (typed arrays' contents) each time their sum has grown by
 * WORKER_STEP_BYTES, named by the worker's entry, so that the resident size a build
 * reaches can be split between the main thread and each worker (process.memoryUsage only sees the process). A line
 * says when the thread started, so that the trace shows which workers a build ran at all.
 */
export function traceWorkerMemory(entry: string): void {
  if (!enabled) return;
  process.stderr.write(`memory ${((performance.now() - started) / 1000).toFixed(3)}s worker ${entry}: started\n`);
  let printed = 0;
  const sample = () => {
    const { used_heap_size: used, total_heap_size: total, external_memory: external } = v8.getHeapStatistics();
    if (total + external < printed + WORKER_STEP_BYTES) return;
    printed = total + external;
    const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;
    const seconds = ((performance.now() - started) / 1000).toFixed(3);
    process.stderr.write(
      `memory ${seconds}s worker ${entry}: heap ${mb(used)} of ${mb(total)}, external ${mb(external)}\n`,
    );
  };
  setInterval(sample, 250).unref();
}
