import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { configErrors } from '../../helpers/config-errors.ts';
import { tempProject, type TempProject } from '../../helpers/temp-project.ts';

const TOO_DEEP = /nested more than 200 levels deep; docsgen stops here rather than run out of stack/;

const compiled = async (project: TempProject) => {
  const { diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
    drafts: false,
    cwd: project.dir,
  });
  return diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
};

describe('inputs nested deeper than the stack allows', () => {
  it('reports a paragraph of 10,000 nested MDX elements once, without a stack trace', async () => {
    const project = tempProject();
    project.write('content/docs/about/fundo.mdx', `# Fundo\n\n${'<div>'.repeat(10_000)}x${'</div>'.repeat(10_000)}\n`);
    const errors = await compiled(project);
    // Its 10,000 "<" are refused first (see inline-limits.ts); 250 nested elements reach the depth limit.
    expect(errors).toEqual([
      expect.stringMatching(/^content\/docs\/about\/fundo\.mdx:3:10001: a paragraph with more than 2000 "<"/),
    ]);
    project.write('content/docs/about/fundo.mdx', `# Fundo\n\n${'<div>'.repeat(250)}x${'</div>'.repeat(250)}\n`);
    const deep = await compiled(project);
    expect(deep).toEqual([expect.stringMatching(/^content\/docs\/about\/fundo\.mdx:3:1001: elements nested more/)]);
    expect(deep[0]).toMatch(TOO_DEEP);
  });

  it('keeps a page nested within the limit as it was', async () => {
    const project = tempProject();
    project.write('content/docs/about/fundo.mdx', `# Fundo\n\n${'<div>'.repeat(150)}x${'</div>'.repeat(150)}\n`);
    expect(await compiled(project)).toEqual([]);
  });

  it('reports deeply nested arrays in docs.config.json at the first bracket past the limit', () => {
    const project = tempProject();
    const config = fs.readFileSync(project.file('docs.config.json'), 'utf8').trimEnd();
    const brackets = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    fs.writeFileSync(project.file('docs.config.json'), `${config.slice(0, -1)},\n"x": ${brackets}}\n`);
    const line = config.split('\n').length + 1;
    const errors = configErrors(project.dir);
    expect(errors).toEqual([
      expect.stringMatching(new RegExp(`^docs\\.config\\.json:${line}:205: invalid JSON: arrays`)),
    ]);
    expect(errors[0]).toMatch(TOO_DEEP);
  });

  it('reports deeply nested arrays in a _category_.json, and brackets inside strings do not count', async () => {
    const project = tempProject();
    project.write('content/docs/cat/a.md', '# A\n');
    project.write(
      'content/docs/cat/_category_.json',
      `{"label": "${'['.repeat(500)}", "x": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
    );
    const errors = await compiled(project);
    expect(errors).toEqual([
      expect.stringMatching(/^content\/docs\/cat\/_category_\.json:1:719: invalid category file: arrays/),
    ]);
    expect(errors[0]).toMatch(TOO_DEEP);
  });

  it('reports a GraphQL list type wrapped 5,000 times at the first wrapper past the limit', async () => {
    const project = tempProject('api');
    const schema = project.file('content/graphql/registry.graphql');
    fs.appendFileSync(schema, `\ntype Profundo { a: ${'['.repeat(5000)}Int${']'.repeat(5000)} }\n`);
    const line = fs.readFileSync(schema, 'utf8').split('\n').length - 1;
    const errors = await compiled(project);
    expect(errors).toContainEqual(
      expect.stringMatching(
        new RegExp(`^content/graphql/registry\\.graphql:${line}:220: invalid GraphQL schema: list types`),
      ),
    );
  });
});
