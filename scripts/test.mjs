#!/usr/bin/env node
// `npm test`, the README's "On a fresh machine" command: first the browser check
// (Chromium must be there before Playwright), then the type check and the
// linter, vitest for the compiler (tests/repo/docs-site.test.ts among its files
// builds the documentation in docs/ and fails on any error or warning) and
// Playwright in Chromium for the viewer. Ends with one plain line
// that CI reads, "N passed, N failed": the type check and the linter count as
// one check each, the test counts come from both runners' JSON reports.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser } from './browser-check.mjs';
import { ensureBuilt } from './build-tool.mjs';
import { listFailures, listFlaky } from './test-failures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

// Before anything slow: without a browser every Playwright test would fail, so say what to run and stop.
if (!ensureBrowser()) process.exit(1);

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

/** Runs an npm script; a failure is reported at the end with the tests', not in place of them. */
const check = (script) => {
  const started = performance.now();
  const ok = run('npm', ['run', '-s', script]) === 0;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${script}: ${ok ? 'clean' : 'FAILED'} (${seconds} s)`);
  return { script, ok };
};
const checks = [check('typecheck'), check('lint')];

const unitFile = path.join(results, 'unit.json');
const e2eFile = path.join(results, 'e2e.json');
fs.rmSync(unitFile, { force: true });
fs.rmSync(e2eFile, { force: true });

const unitStatus = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${unitFile}`]);
const e2eStatus = run(bin('playwright'), ['test']);

const unit = readJson(unitFile);
const e2e = readJson(e2eFile);
let passed = checks.filter((c) => c.ok).length;
let failed = checks.length - passed;
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
} else failed += 1;
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
} else failed += 1;
if ((unitStatus !== 0 || e2eStatus !== 0) && failed === 0) failed = 1;

const failures = listFailures(unit, e2e, root);
const flaky = listFlaky(e2e, root);
if (flaky.length > 0)
  console.log(`\nflaky (failed, then passed on the retry):\n${flaky.map((line) => `  ${line}`).join('\n')}`);
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);

const skipped = (unit ? unit.numPendingTests + unit.numTodoTests : 0) + (e2e ? e2e.stats.skipped : 0);
const checkSummary = checks.map((c) => `${c.script} ${c.ok ? 'clean' : 'failed'}`).join(', ');
console.log(
  `\n${checkSummary}; unit: ${unit ? `${unit.numPassedTests} passed, ${unit.numFailedTests} failed` : 'no report'}; browser: ${e2e ? `${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed` : 'no report'}; skipped: ${skipped}`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
