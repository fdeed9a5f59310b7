import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleForNode } from '../../helpers/node-module.ts';

/**
 * A script that starts a worker which keeps a few batches of objects alive as it allocates more, so that V8 grows its
 * young generation to the largest it may, and prints the most its new space took, in MB.
 */
const PROBE = `
import { Worker } from 'node:worker_threads';
import { limitWorkersYoungGeneration } from './worker-heap.mjs';
if (process.argv[2] === 'limit') limitWorkersYoungGeneration();
const code = \`
const v8 = require('node:v8');
let most = 0;
const kept = [];
for (let round = 0; round < 60; round++) {
  const batch = [];
  for (let i = 0; i < 100000; i++) batch.push({ i, text: 'x' + i });
  kept.push(batch);
  if (kept.length > 4) kept.shift();
  const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
  most = Math.max(most, space.space_size);
}
require('node:worker_threads').parentPort.postMessage(most / 1048576);\`;
new Worker(code, { eval: true }).on('message', (mb) => console.log(mb));
`;

describe('limitWorkersYoungGeneration', () => {
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-worker-heap-'));
    bundleForNode('cli/util/worker-heap.ts', path.join(dir, 'worker-heap.mjs'));
    fs.writeFileSync(path.join(dir, 'probe.mjs'), PROBE);
  });
  const newSpaceMb = (nodeArgs: string[], ...args: string[]) => {
    const run = spawnSync(process.execPath, [...nodeArgs, path.join(dir, 'probe.mjs'), ...args], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    return Number(run.stdout.trim());
  };

  it("gives workers V8's default young generation when node runs with a larger one for the main thread", () => {
    const large = ['--max-semi-space-size=64'];
    // Two semi-spaces: 128 MB with the build's flag, 32 MB with the default the workers get back.
    expect(newSpaceMb(large)).toBe(128);
    expect(newSpaceMb(large, 'limit')).toBe(32);
    expect(newSpaceMb(['--max_semi_space_size=64'], 'limit')).toBe(32);
  });

  it('leaves the flag alone when node runs without it, or with a smaller one', () => {
    expect(newSpaceMb([], 'limit')).toBe(32);
    expect(newSpaceMb(['--max-semi-space-size=4'])).toBe(8);
    expect(newSpaceMb(['--max-semi-space-size=4'], 'limit')).toBe(8);
  });
});
