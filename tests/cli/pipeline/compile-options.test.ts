import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { type CompileOptions, memorySinks } from '../../../cli/pipeline/model.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { editConfig, tempProject, type TempProject } from '../../helpers/temp-project.ts';

const compile = (project: TempProject, options: Partial<CompileOptions> = {}) =>
  compileSite(loadConfig('docs.config.json', project.dir), { drafts: false, cwd: project.dir, ...options });

describe('compileSite options', () => {
  it('puts the gate the command asks for in the manifest, following the config when it asks for nothing', async () => {
    const project = tempProject();
    expect((await compile(project)).site!.manifest).not.toHaveProperty('gate');
    const missing = await compile(project, { gate: true });
    expect(missing.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: gate: the gate was turned on, but the config has no "gate" section/,
      ),
    ]);
    expect(missing.site).toBeUndefined();
    editConfig(
      project,
      (c) => (c.gate = { providerUrl: 'https://api.example.com/', mainAppUrl: 'https://app.example.com/entrar' }),
    );
    const followed = await compile(project);
    expect(followed.diagnostics).toEqual([]);
    expect(followed.site!.manifest.gate).toEqual({
      enabled: true,
      providerUrl: 'https://api.example.com',
      mainAppUrl: 'https://app.example.com/entrar',
      tokenLifetimeSeconds: 3600,
    });
    expect((await compile(project, { gate: false })).site!.manifest.gate).toEqual({ enabled: false });
  });

  it("names docs and listings alike by their stable names, and hashes a listing's name another page took", async () => {
    const project = tempProject();
    // The post's name, blog/index, is the blog's first page's too.
    project.write('content/blog/2024-05-01-inicio.md', '---\ntitle: Início\nslug: index\n---\n\nTexto.\n');
    const { site, diagnostics } = await compile(project, {
      sinks: memorySinks({ files: { to: 'memory', stableNames: true } }),
    });
    expect(diagnostics).toEqual([]);
    const payloadOf = (path: string) =>
      [...site!.table.routes, ...site!.table.listings!].find((r) => r.path === path)!.payload;
    expect(payloadOf('/docs/about/intro')).toBe('data/about/intro.json');
    expect(payloadOf('/blog/index')).toBe('data/blog/index.json');
    expect(payloadOf('/blog')).toMatch(/^data\/blog\/index\.[0-9a-f]+\.json$/);
    expect(JSON.parse(site!.payloadFiles.get(payloadOf('/blog'))!).kind).toBe('blog-list');
    expect(JSON.parse(site!.payloadFiles.get('data/blog/index.json')!).kind).toBe('blog-post');
  });
});
