import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { build } from '../../../cli/commands/build.ts';
import { check } from '../../../cli/commands/check.ts';
import { UserError, type Diagnostic } from '../../../cli/core/diagnostics.ts';
import { runDocsgen } from '../../helpers/cli.ts';
import { problemProject } from '../../helpers/problem-project.ts';
import { editConfig, tempProject, type TempProject } from '../../helpers/temp-project.ts';

beforeAll(async () => {
  await ensureBuilt();
});

/** What a run reported: its warnings when it passed, every problem when it failed. */
async function reported(
  run: Promise<{ warnings: Diagnostic[] }>,
): Promise<{ passed: boolean; diagnostics: Diagnostic[] }> {
  try {
    return { passed: true, diagnostics: (await run).warnings };
  } catch (e) {
    if (!(e instanceof UserError)) throw e;
    return { passed: false, diagnostics: e.diagnostics };
  }
}

async function expectCheckToFindWhatBuildFinds(project: TempProject, strict = false): Promise<Diagnostic[]> {
  const checked = await reported(check({ config: 'docs.config.json', cwd: project.dir, strict }));
  expect(fs.existsSync(project.file('site'))).toBe(false);
  const built = await reported(build({ config: 'docs.config.json', out: 'site', cwd: project.dir, strict }));
  expect(checked).toEqual(built);
  return checked.diagnostics;
}

/** The API fixture with a broken OpenAPI document (so links to its operations break) and directives naming what does not exist. */
function brokenApiProject(): TempProject {
  const project = tempProject('api');
  const openapi = project.file('content/openapi/fazendas.yaml');
  fs.writeFileSync(
    openapi,
    fs.readFileSync(openapi, 'utf8').replace(/^openapi: .*$/m, 'openapi: 3.0.3\nx-quebrado: [sem fim'),
  );
  project.write(
    'content/openapi/outra.yaml',
    'openapi: 3.0.3\ninfo:\n  title: Outra\npaths:\n  /a:\n    get:\n      responses: {}\n',
  );
  project.write(
    'content/docs/guide/outra.md',
    '---\ntitle: Outra\n---\n\n:::openapi outra DELETE /a\n:::\n\n:::openapi nenhuma\n:::\n',
  );
  project.write('content/graphql/quebrado.graphql', 'type Query { campo: Strin }\n');
  return project;
}

describe('docsgen check', () => {
  it('finds exactly what build finds in content: links, anchors, files, front matter, code, MDX', async () => {
    const found = await expectCheckToFindWhatBuildFinds(problemProject());
    expect(new Set(found.map((d) => d.code))).toEqual(
      new Set([
        'unknown-front-matter-key',
        'broken-link',
        'broken-anchor',
        'missing-file',
        'unknown-code-language',
        'mdx-expression',
        'mdx-component',
        'mdx-syntax',
      ]),
    );
  });

  it('finds exactly what build finds in API descriptions and their directives', async () => {
    const found = await expectCheckToFindWhatBuildFinds(brokenApiProject());
    expect(new Set(found.map((d) => d.code))).toEqual(
      new Set(['invalid-openapi', 'invalid-graphql', 'invalid-api-directive', 'broken-anchor']),
    );
  });

  it('finds exactly what build finds in a refused config, with the content errors beside it', async () => {
    const project = problemProject();
    editConfig(project, (config) => (config.titel = 'x'));
    const found = await expectCheckToFindWhatBuildFinds(project);
    expect(found.map((d) => d.code)).toContain('invalid-config');
  });

  it('finds exactly what build finds in navigation, categories and doc ids', async () => {
    const project = tempProject();
    project.write(
      'content/docs/guide/advanced/_category_.json',
      '{ "label": "Avançado", "position": "dois", "lable": "x" }',
    );
    project.write(
      'content/docs/guide/copia.md',
      '---\nid: first-steps\ntitle: Cópia\npagination_next: guide/nada\n---\n\n## Uso {#uso}\n\n## Outro {#uso}\n',
    );
    editConfig(project, (config) => (config.version.mainDocId = 'about/nada'));
    const found = await expectCheckToFindWhatBuildFinds(project);
    expect(new Set(found.map((d) => d.code))).toEqual(
      new Set(['invalid-category-file', 'unknown-category-key', 'duplicate-id', 'duplicate-route', 'unknown-doc-id']),
    );
  });

  it('passes where build passes, with the same warnings, and --strict fails both on them', async () => {
    const project = tempProject('mdx-pages');
    project.write('content/docs/recursos/alt.md', '---\ntitle: Alt\n---\n\n![](/img/nada.svg)\n\n```jsonn\n{}\n```\n');
    project.write('content/static/img/nada.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const warnings = await expectCheckToFindWhatBuildFinds(project);
    expect(warnings.map((d) => d.code)).toEqual(expect.arrayContaining(['missing-alt-text', 'unknown-code-language']));
    fs.rmSync(project.file('site'), { recursive: true });
    const strict = await expectCheckToFindWhatBuildFinds(project, true);
    expect(strict.every((d) => d.severity === 'error')).toBe(true);
  });

  it('prints what build prints with each reporter, writes nothing, and exits as build does', () => {
    const project = problemProject();
    for (const reporter of ['default', 'github', 'json']) {
      const checked = runDocsgen(['check', '--reporter', reporter], project.dir);
      const built = runDocsgen(['build', '--reporter', reporter], project.dir);
      expect(checked.status).toBe(1);
      expect(built.status).toBe(1);
      expect(checked.stdout).toBe(built.stdout);
      expect(checked.stderr).toBe(
        built.stderr.replace(
          'docsgen: build failed with 6 errors; nothing was written',
          'docsgen: check failed with 6 errors',
        ),
      );
    }
    expect(fs.existsSync(project.file('site'))).toBe(false);
    const clean = tempProject();
    const passed = runDocsgen(['check'], clean.dir);
    expect(passed.status).toBe(0);
    expect(passed.stdout).toMatch(/^docsgen: checked \d+ pages in \d+\.\d\d s: no errors\n$/);
    expect(fs.existsSync(clean.file('site'))).toBe(false);
  });
});
