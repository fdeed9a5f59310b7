import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { WORKER_NICENESS } from '../../cli/worker-priority.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-priority-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The nice value in a thread's /proc stat line; the worker below runs the same source. */
const niceFromStat = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
const niceOfThisThread = () => niceFromStat(fs.readFileSync('/proc/thread-self/stat', 'utf8'));

describe.runIf(process.platform === 'linux')('lowerThreadPriority', () => {
  it("lowers the worker thread that calls it, and only that thread", async () => {
    // A worker thread cannot load TypeScript, so it runs the module bundled, as the CLI does.
    const bundle = path.join(dir, 'worker-priority.mjs');
    await build({ entryPoints: [path.resolve('cli/worker-priority.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'silent' });
    const before = niceOfThisThread();
    const code = `
      import fs from 'node:fs';
      import { parentPort } from 'node:worker_threads';
      const { lowerThreadPriority } = await import(${JSON.stringify(pathToFileURL(bundle).href)});
      const nice = () => (${niceFromStat.toString()})(fs.readFileSync('/proc/thread-self/stat', 'utf8'));
      const start = nice();
      lowerThreadPriority();
      parentPort.postMessage([start, nice()]);
    `;
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`));
    const [start, after] = await new Promise<[number, number]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(start).toBe(before);
    expect(after).toBe(Math.min(19, before + WORKER_NICENESS));
    expect(niceOfThisThread()).toBe(before);
  });
});
