/**
 * With DOCSGEN_DEBUG_MEMORY set, prints the heap and resident size after a phase of the build to stderr, so that a
 * large site's growth can be traced to the phase that holds it, and first the flags node runs with (which change
 * both). Nothing is measured otherwise. Run with node's `--expose-gc`, it collects garbage first, so that the heap
 * figure is what the phase holds rather than what the collector has not got to yet.
 */
const enabled = Boolean(process.env.DOCSGEN_DEBUG_MEMORY);
const started = performance.now();
if (enabled) process.stderr.write(`memory node flags: ${process.execArgv.join(' ') || '(none)'}\n`);

export function traceMemory(phase: string): void {
  if (!enabled) return;
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, heapTotal, rss, external, arrayBuffers } = process.memoryUsage();
  const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stderr.write(
    `memory ${seconds}s ${phase}: heap ${mb(heapUsed)} of ${mb(heapTotal)}, rss ${mb(rss)}, external ${mb(external + arrayBuffers)}\n`,
  );
}
