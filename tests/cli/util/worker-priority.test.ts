import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { WORKER_NICENESS, withLowerPriority } from '../../../cli/util/worker-priority.ts';

/** The nice value in a thread's /proc stat line; the worker below parses its own with the same source. */
const niceFromStat = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
const niceOfThisThread = () => niceFromStat(fs.readFileSync('/proc/thread-self/stat', 'utf8'));

describe.runIf(process.platform === 'linux')('withLowerPriority', () => {
  it('starts the worker thread at a lower priority, before its first line runs, and leaves this thread as it was', async () => {
    const before = niceOfThisThread();
    const code = `
      const fs = require('node:fs');
      const { parentPort } = require('node:worker_threads');
      parentPort.postMessage((${niceFromStat.toString()})(fs.readFileSync('/proc/thread-self/stat', 'utf8')));
    `;
    const worker = withLowerPriority(() => new Worker(code, { eval: true }));
    const nice = await new Promise<number>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(nice).toBe(Math.min(19, before + WORKER_NICENESS));
    expect(niceOfThisThread()).toBe(before);
  });

  it('returns what start returns', () => {
    expect(withLowerPriority(() => 42)).toBe(42);
  });
});
