import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../scripts/build-tool.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
let out: string;

beforeAll(async () => {
  // Bundled once here, so that the CLI run below does not rebuild dist/ while another test file runs it.
  await ensureBuilt();
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-own-docs-'));
});

afterAll(() => {
  fs.rmSync(out, { recursive: true, force: true });
});

interface Problem {
  file: string;
  line: number;
  column: number;
  severity: string;
  message: string;
}

describe("docsgen's own documentation (docs/)", () => {
  it('builds with the local CLI without a single error or warning, so no link or anchor in it can rot', () => {
    const site = path.join(out, 'site');
    const args = ['build', '--config', 'docs/docs.config.json', '--out', site, '--strict', '--reporter', 'json'];
    const run = spawnSync(process.execPath, [path.join(repo, 'bin/docsgen'), ...args], {
      cwd: repo,
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (run.error) throw new Error(`docsgen ${args.join(' ')} did not finish: ${run.error.message}`);
    const problems = JSON.parse(run.stdout || '[]') as Problem[];
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column}: ${p.severity}: ${p.message}`)).toEqual([]);
    expect(run.status, run.stderr).toBe(0);
    expect(fs.existsSync(path.join(site, 'docs/ci/diagnostics/index.html'))).toBe(true);
  }, 120_000);
});
