import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFailures, listFlaky } from '../../scripts/test-failures.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(repo, 'node_modules/.bin', name);
let dir: string;

/** Runs a runner on a throwaway project and returns the JSON report it wrote. */
function report(command: string, args: string[], file: string): unknown {
  spawnSync(command, args, { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: '' } });
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
}

describe('listFailures, the names npm test prints last', () => {
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-failures-'));
    fs.mkdirSync(path.join(dir, 'unit'));
    fs.mkdirSync(path.join(dir, 'e2e'));
    fs.writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
    fs.writeFileSync(
      path.join(dir, 'unit/sums.test.mjs'),
      `import { describe, expect, it } from 'vitest';
describe('sums', () => {
  it('adds', () => expect(1 + 1).toBe(2));
  it('adds wrongly', () => expect(1 + 1).toBe(3));
});`,
    );
    fs.writeFileSync(path.join(dir, 'unit/broken.test.mjs'), "import './missing-module.mjs';");
    fs.writeFileSync(
      path.join(dir, 'e2e/steps.spec.mjs'),
      `import { expect, test } from '${path.join(repo, 'node_modules/@playwright/test/index.mjs')}';
test('passes', () => expect(1).toBe(1));
test.describe('group', () => { test('fails', () => expect('a').toBe('b')); });
test('passes on its retry', ({}, info) => expect(info.retry).toBe(1));`,
    );
    fs.writeFileSync(
      path.join(dir, 'playwright.config.mjs'),
      `export default { testDir: 'e2e', retries: 1, reporter: [['json', { outputFile: 'e2e.json' }]] };`,
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("names each failed test with its file and first error line, from both runners' real reports", () => {
    const unit = report(
      bin('vitest'),
      ['run', '--root', dir, '--dir', 'unit', '--reporter=json', '--outputFile=unit.json'],
      'unit.json',
    );
    const browser = report(bin('playwright'), ['test', '--config', 'playwright.config.mjs'], 'e2e.json');
    const lines = listFailures(unit, browser, dir);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^unit\/broken\.test\.mjs: .*missing-module/);
    expect(lines[1]).toMatch(/^unit\/sums\.test\.mjs › sums adds wrongly: .*expected 2 to be 3/);
    expect(lines[2]).toMatch(/^e2e\/steps\.spec\.mjs:3 › fails: .*toBe/);
    // A test that failed once and passed on its retry is not a failure, but it is named apart.
    expect(listFlaky(browser, dir)).toEqual([
      expect.stringMatching(/^e2e\/steps\.spec\.mjs:4 › passes on its retry: .*toBe/),
    ]);
    // Two real runs of the runners, one after the other: 15 s on a quiet machine, over 40 s beside other builds.
  }, 120_000);

  it('lists nothing when no runner wrote a report', () => {
    expect(listFailures(null, null, dir)).toEqual([]);
  });
});
