import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { runDocsgen } from '../../helpers/cli.ts';
import { repoRoot } from '../../helpers/temp-project.ts';

beforeAll(async () => {
  await ensureBuilt();
});

function tempSite(site: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `docsgen-migrate-${site}-`));
  fs.cpSync(path.join(repoRoot, 'tests/fixtures/migrate', site), dir, { recursive: true });
  return dir;
}

describe('the docsgen migrate command', () => {
  it('writes docs.config.json beside the Docusaurus config, prints one line per thing left out, and exits 0', () => {
    const dir = tempSite('esm-site');
    const run = runDocsgen(['migrate'], dir);
    expect(run.status).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toContain('docusaurus.config.mjs: scripts: "scripts" has no docsgen equivalent; left out');
    expect(lines.at(-1)).toBe(
      'docsgen: wrote docs.config.json; 7 things above could not be mapped. Next: docsgen build --config docs.config.json',
    );
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'docs.config.json'), 'utf8')).title).toBe('Mensagens');
  });

  it('takes the site folder as an argument and --out for the file', () => {
    const dir = tempSite('ts-site');
    const run = runDocsgen(['migrate', dir, '--out', path.join(dir, 'out.json')], os.tmpdir());
    expect(run.status).toBe(0);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'out.json'), 'utf8')).docs.path).toBe('guias');
  });

  it('exits 1 with one line naming the file when the config throws', () => {
    const dir = tempSite('ts-site');
    fs.writeFileSync(path.join(dir, 'docusaurus.config.ts'), 'throw new Error("falhou");\n');
    const run = runDocsgen(['migrate'], dir);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('docsgen: docusaurus.config.ts: could not run it: falhou');
  });

  it('exits 1 naming the folder when it holds no Docusaurus config', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-migrate-empty-'));
    const run = runDocsgen(['migrate', dir], os.tmpdir());
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`docsgen: ${dir}: no Docusaurus config here`);
  });
});
