import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { formatDiagnostic, UserError } from '../../../cli/core/diagnostics.ts';
import type { Manifest } from '../../../format/site-format.ts';
import { runDocsgen } from '../../helpers/cli.ts';
import { editConfig, repoRoot, tempProject, type TempProject } from '../../helpers/temp-project.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';

const GATE = { providerUrl: 'https://api.example.com/', mainAppUrl: 'https://app.example.com/entrar' };

function gatedProject(gate: Record<string, unknown> | null = GATE): TempProject {
  const project = tempProject();
  if (gate) editConfig(project, (c) => (c.gate = gate));
  return project;
}

function manifestOf(project: TempProject): Manifest {
  const file = fs.readdirSync(project.file('site')).find((f) => /^manifest\.[0-9a-f]+\.json$/.test(f))!;
  return JSON.parse(project.read(`site/${file}`));
}

async function errorsOf(promise: Promise<unknown>): Promise<string[]> {
  const e = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(e).toBeInstanceOf(UserError);
  return (e as UserError).diagnostics.map(formatDiagnostic);
}

beforeAll(async () => {
  await ensureBuilt();
});

describe('docsgen build and the access gate', () => {
  it('puts the gate in the manifest by default, and the shells do not preload payloads without the token', async () => {
    const project = gatedProject();
    const result = await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
    expect(result.gate).toBe('on');
    expect(manifestOf(project).gate).toEqual({
      enabled: true,
      providerUrl: 'https://api.example.com',
      mainAppUrl: 'https://app.example.com/entrar',
      tokenLifetimeSeconds: 3600,
    });
    const shell = project.read('site/docs/about/intro/index.html');
    expect(shell).not.toContain('rel="preload"');
    expect(shell).toContain('<meta name="referrer" content="strict-origin">');
  });

  it('carries a configured lifetime and timeout', async () => {
    const project = gatedProject({ ...GATE, tokenLifetimeSeconds: 600, validationTimeoutSeconds: 3 });
    await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
    expect(manifestOf(project).gate).toMatchObject({ tokenLifetimeSeconds: 600, validationTimeoutMs: 3000 });
  });

  it('makes a preview build with gate: false, which keeps the payload preload', async () => {
    const project = gatedProject();
    const result = await build({ config: 'docs.config.json', out: 'site', cwd: project.dir, gate: false });
    expect(result.gate).toBe('off');
    expect(manifestOf(project).gate).toEqual({ enabled: false });
    expect(project.read('site/docs/about/intro/index.html')).toMatch(
      /<link rel="preload" href="\/data\/about\/intro\.[0-9a-f]{10}\.json" as="fetch" crossorigin>/,
    );
  });

  it('follows the config switch, which gate: true overrides', async () => {
    const project = gatedProject({ ...GATE, enabled: false });
    expect((await build({ config: 'docs.config.json', out: 'site', cwd: project.dir })).gate).toBe('off');
    expect(manifestOf(project).gate).toEqual({ enabled: false });
    expect((await build({ config: 'docs.config.json', out: 'site', cwd: project.dir, gate: true })).gate).toBe('on');
    expect(manifestOf(project).gate).toMatchObject({ enabled: true });
  });

  it('has no gate without a gate section, and a preview build still says so', async () => {
    const project = gatedProject(null);
    expect((await build({ config: 'docs.config.json', out: 'site', cwd: project.dir })).gate).toBe('absent');
    expect(manifestOf(project)).not.toHaveProperty('gate');
    await build({ config: 'docs.config.json', out: 'site', cwd: project.dir, gate: false });
    expect(manifestOf(project).gate).toEqual({ enabled: false });
  });

  it('refuses to turn on a gate the config does not describe, alongside every other error of the run', async () => {
    const project = gatedProject(null);
    project.write('content/docs/about/extra.md', '---\ntitle: X\n---\n[quebrado](/docs/nada)\n');
    const errors = await errorsOf(build({ config: 'docs.config.json', out: 'site', cwd: project.dir, gate: true }));
    expect(errors).toEqual([
      'content/docs/about/extra.md:4:12: broken link to /docs/nada: no page at /docs/nada',
      'docs.config.json:1:1: gate: the gate was turned on, but the config has no "gate" section; expected one with "providerUrl" and "mainAppUrl"',
    ]);
  });
});

describe('docsgen build --no-gate', () => {
  it('says on the command line that the build is a preview with the gate off', () => {
    const project = gatedProject();
    const result = runDocsgen(
      ['build', '--no-gate', '--config', project.file('docs.config.json'), '--out', project.file('site')],
      repoRoot,
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      'docsgen: preview build: the access gate is off, and every page shows a banner saying so',
    );
    expect(manifestOf(project).gate).toEqual({ enabled: false });
  });

  it('without the flag, a gated build says nothing about previews', () => {
    const project = gatedProject();
    const result = runDocsgen(
      ['build', '--config', project.file('docs.config.json'), '--out', project.file('site')],
      repoRoot,
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).not.toContain('preview');
    expect(manifestOf(project).gate).toMatchObject({ enabled: true });
  });
});
