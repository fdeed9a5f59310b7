#!/usr/bin/env node
// The README's test command: vitest for the compiler, then Playwright in
// Debian's Chromium for the viewer. Ends with one plain line that CI reads,
// "N passed, N failed", summed from both runners' JSON reports.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build-tool.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

await ensureBuilt();
fs.mkdirSync(results, { recursive: true });

const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status;
const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const unitFile = path.join(results, 'unit.json');
const e2eFile = path.join(results, 'e2e.json');
fs.rmSync(unitFile, { force: true });
fs.rmSync(e2eFile, { force: true });

const unitStatus = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${unitFile}`]);
const e2eStatus = run(bin('playwright'), ['test']);

const unit = readJson(unitFile);
const e2e = readJson(e2eFile);
let passed = 0;
let failed = 0;
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
} else failed += 1;
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
} else failed += 1;
if ((unitStatus !== 0 || e2eStatus !== 0) && failed === 0) failed = 1;

const skipped = (unit ? unit.numPendingTests + unit.numTodoTests : 0) + (e2e ? e2e.stats.skipped : 0);
console.log(`\nunit: ${unit ? `${unit.numPassedTests} passed, ${unit.numFailedTests} failed` : 'no report'}; browser: ${e2e ? `${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed` : 'no report'}; skipped: ${skipped}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
