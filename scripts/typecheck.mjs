#!/usr/bin/env node
// `npm run typecheck`: the four TypeScript projects (format/, viewer/, cli/, and
// tests with scripts), each with the types of where it runs. Two run at a time,
// one per core, and each keeps tsc's incremental state in node_modules/.cache,
// so a run after a small change re-checks little. Problems of all four are
// printed, each project's together, before the exit status says whether any failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules/.bin/tsc');
const cache = path.join(root, 'node_modules/.cache/tsc');
const PROJECTS = [
  { name: 'tests', dir: '.' },
  { name: 'cli', dir: 'cli' },
  { name: 'viewer', dir: 'viewer' },
  { name: 'format', dir: 'format' },
];
const AT_ONCE = 2;

fs.mkdirSync(cache, { recursive: true });

function check({ name, dir }) {
  const args = ['--noEmit', '--incremental', '--tsBuildInfoFile', path.join(cache, `${name}.tsbuildinfo`), '-p', dir];
  return new Promise((resolve) => {
    const child = spawn(tsc, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ name, ok: false, output: `${error.message}\n` }));
    child.on('close', (status) => resolve({ name, ok: status === 0, output }));
  });
}

const queue = [...PROJECTS];
const results = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const result = await check(project);
      process.stdout.write(result.output);
      results.push(result);
    }
  }),
);
const failed = results.filter((r) => !r.ok).map((r) => r.name);
if (failed.length) console.error(`typecheck: errors in ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
