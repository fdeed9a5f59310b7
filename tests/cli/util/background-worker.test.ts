import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackgroundWorker } from '../../../cli/util/background-worker.ts';
import { bundleForNode } from '../../helpers/node-module.ts';

/** A worker that answers each batch with the items it holds, as the site's writers acknowledge what they wrote. */
const ECHO = `
  import { parentPort } from 'node:worker_threads';
  parentPort.on('message', (message) => parentPort.postMessage(message.items));
`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-background-worker-'));
const echo = pathToFileURL(path.join(dir, 'echo.mjs'));
fs.writeFileSync(echo, ECHO);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A worker batching 32 items, with the items it has acknowledged and a promise that settles at `count` of them. */
function echoWorker() {
  const acknowledged: number[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const worker = new BackgroundWorker<number, { items: number[] }, number[]>(
    echo,
    32,
    (items) => ({ items }),
    (items) => {
      acknowledged.push(...items);
      for (const w of waiting) if (acknowledged.length >= w.count) w.resolve();
    },
  );
  const acknowledgedUpTo = (count: number) => new Promise<void>((resolve) => waiting.push({ count, resolve }));
  return { worker, acknowledged, acknowledgedUpTo };
}

describe('BackgroundWorker', () => {
  it('holds items back until a batch is full', async () => {
    const { worker, acknowledged, acknowledgedUpTo } = echoWorker();
    for (let i = 0; i < 33; i++) worker.add(i);
    // Not through waitFor, which sends what is batched: the 33rd item must stay on this thread.
    await acknowledgedUpTo(32);
    await delay(100);
    expect(acknowledged).toEqual([...Array(32).keys()]);
    worker.close();
  });

  it('sends at once what is added while a caller waits for the worker, and what was batched before', async () => {
    const { worker, acknowledged, acknowledgedUpTo } = echoWorker();
    worker.add(0);
    // The wait is for items handed over later, as a build waits for its writers while the index hands them parts.
    const waited = worker.waitFor(acknowledgedUpTo(3));
    setTimeout(() => worker.add(1), 10);
    setTimeout(() => worker.add(2), 20);
    const outcome = await Promise.race([waited.then(() => 'settled'), delay(2000).then(() => 'still waiting')]);
    expect(outcome).toBe('settled');
    expect(acknowledged).toEqual([0, 1, 2]);
    worker.close();
  });

  it('batches again once nobody waits', async () => {
    const { worker, acknowledged } = echoWorker();
    await worker.waitFor(Promise.resolve());
    worker.add(7);
    await delay(100);
    expect(acknowledged).toEqual([]);
    worker.close();
  });
});

/**
 * A process whose only wait is for BackgroundWorker.stop(), begun as the last waiter of the worker lets go of it:
 * prints "stopped" once the thread has, or ends with code 13 (a top-level await never settled) if the process was let
 * go of under the stop. `settled-first`: the wait settles in the tick stop() begins (SearchIndexer.discard);
 * `reply-after`: the reply that settles it was sent before stop() began and comes in after, as the search index's
 * did when a failed build's clean-up stopped its thread (StagedSite.abort). Bundled, since node runs no TypeScript;
 * vitest's own process never ends under a test.
 */
const STOP_UNDER_WAIT = `
import { BackgroundWorker } from './background-worker.mjs';
const [url, order] = process.argv.slice(2);
let settle;
const worker = new BackgroundWorker(new URL(url), 32, (items) => ({ items }), () => settle());
// A round trip first, so that the thread is up and answers at once, however busy the machine.
const warm = worker.waitFor(new Promise((resolve) => (settle = resolve)));
worker.post({ items: [0] });
await warm;
const waited = worker.waitFor(new Promise((resolve) => (settle = resolve)));
if (order === 'settled-first') settle();
else {
  worker.post({ items: [1] });
  // Busy, so that the echo's reply waits in the queue while stop() begins.
  const until = performance.now() + 200;
  while (performance.now() < until);
}
await worker.stop();
await waited;
console.log('stopped');
`;

describe('BackgroundWorker.stop', () => {
  beforeAll(() => {
    bundleForNode('cli/util/background-worker.ts', path.join(dir, 'background-worker.mjs'));
    fs.writeFileSync(path.join(dir, 'stop-under-wait.mjs'), STOP_UNDER_WAIT);
  });

  it.each(['settled-first', 'reply-after'])(
    'keeps the process until the thread has stopped, though the last waiter lets go of it meanwhile (%s)',
    (order) => {
      for (let run = 0; run < 3; run++) {
        const stopped = spawnSync(process.execPath, [path.join(dir, 'stop-under-wait.mjs'), echo.href, order], {
          encoding: 'utf8',
          timeout: 10_000,
        });
        expect({ status: stopped.status, stdout: stopped.stdout }, stopped.stderr).toEqual({
          status: 0,
          stdout: 'stopped\n',
        });
      }
    },
  );
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
