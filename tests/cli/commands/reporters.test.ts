import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { hintOf, jsonProblem, unknownReporterMessage, workflowCommand } from '../../../cli/commands/reporters.ts';
import { DIAGNOSTIC_CODES } from '../../../cli/core/diagnostic-codes.ts';
import { error, warning } from '../../../cli/core/diagnostics.ts';
import { runDocsgen } from '../../helpers/cli.ts';
import { PROBLEM_PROJECT_CODES, problemProject } from '../../helpers/problem-project.ts';
import { editConfig, tempProject } from '../../helpers/temp-project.ts';

beforeAll(async () => {
  await ensureBuilt();
});

describe('the github reporter', () => {
  it('writes an error or a warning as a workflow command with the code as its title', () => {
    expect(
      workflowCommand(error('broken-link', 'content/docs/a.md', 3, 7, 'broken link to ./b.md: no doc at b.md')),
    ).toBe('::error file=content/docs/a.md,line=3,col=7,title=broken-link::broken link to ./b.md: no doc at b.md');
    expect(workflowCommand(warning('missing-alt-text', 'a.md', 1, 1, 'image x.png has no alt text'))).toMatch(
      /^::warning file=a\.md,line=1,col=1,title=missing-alt-text::/,
    );
  });

  it('escapes %, CR and LF in the message, and also : and , in properties, as GitHub documents', () => {
    const command = workflowCommand(error('invalid-config', 'pasta,com:nome%.json', 2, 4, '100% pronto: a\r\nb, c'));
    expect(command).toBe(
      '::error file=pasta%2Ccom%3Anome%25.json,line=2,col=4,title=invalid-config::100%25 pronto: a%0D%0Ab, c',
    );
    expect(command).not.toMatch(/[\r\n]/);
  });
});

describe('the json reporter', () => {
  it('gives each problem file, line, column, severity, code, message and the fix after "; " as hint', () => {
    const problem = jsonProblem(
      warning(
        'missing-alt-text',
        'a.md',
        5,
        5,
        'image x.png has no alt text; describe it for readers who cannot see it',
      ),
    );
    expect(problem).toEqual({
      file: 'a.md',
      line: 5,
      column: 5,
      severity: 'warning',
      code: 'missing-alt-text',
      message: 'image x.png has no alt text; describe it for readers who cannot see it',
      hint: 'describe it for readers who cannot see it',
    });
  });

  it('finds no hint in a message without "; ", nor in a "; " inside quotes or parentheses', () => {
    expect(hintOf('broken link to ./b.md: no doc at b.md')).toBeNull();
    expect(hintOf('title "a; b" is set twice')).toBeNull();
    expect(hintOf('unknown key (did you mean "x"; or "y"?)')).toBeNull();
    expect(hintOf('<X> is not defined (a; b); import it')).toBe('import it');
  });
});

describe('docsgen build --reporter', () => {
  it('github: one workflow command per problem of each kind, then the closing line as without it', () => {
    const project = problemProject();
    const run = runDocsgen(['build', '--reporter', 'github'], project.dir);
    expect(run.status).toBe(1);
    const commands = run.stdout.trim().split('\n');
    expect(commands.map((line) => /title=([\w-]+)::/.exec(line)?.[1])).toEqual(PROBLEM_PROJECT_CODES);
    expect(commands[0]).toBe(
      '::warning file=content/docs/guide/first-steps.md,line=3,col=1,title=unknown-front-matter-key::front matter: sidbar_label: unknown key (did you mean "sidebar_label"?); ignored, as in Docusaurus',
    );
    expect(commands[1]).toBe(
      '::error file=content/docs/guide/first-steps.md,line=6,col=15,title=broken-link::broken link to ./nada.md: no doc at guide/nada.md',
    );
    expect(run.stderr.trim()).toBe('docsgen: build failed with 6 errors; nothing was written');
  });

  it('json: stdout is one JSON array of exactly the documented fields, and nothing else', () => {
    const project = problemProject();
    const run = runDocsgen(['build', '--reporter', 'json'], project.dir);
    expect(run.status).toBe(1);
    const problems = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(problems.map((p) => p.code)).toEqual(PROBLEM_PROJECT_CODES);
    for (const problem of problems) {
      expect(Object.keys(problem)).toEqual(['file', 'line', 'column', 'severity', 'code', 'message', 'hint']);
      expect(problem).toEqual({
        file: expect.stringMatching(/^content\/docs\/guide\/[\w-]+\.mdx?$/),
        line: expect.any(Number),
        column: expect.any(Number),
        severity: expect.stringMatching(/^(error|warning)$/),
        code: expect.any(String),
        message: expect.any(String),
        hint: problem.hint === null ? null : expect.any(String),
      });
      expect(Object.keys(DIAGNOSTIC_CODES)).toContain(problem.code);
    }
    expect(problems[2]).toEqual({
      file: 'content/docs/guide/first-steps.md',
      line: 6,
      column: 38,
      severity: 'error',
      code: 'broken-anchor',
      message: 'broken anchor #sem-secao on the same page',
      hint: null,
    });
    expect(run.stderr.trim()).toBe('docsgen: build failed with 6 errors; nothing was written');
  });

  it('json: a build that succeeds prints its warnings as the array, and its summary on stderr', () => {
    const project = tempProject();
    project.write('content/docs/guide/first-steps.md', '---\ntitle: P\n---\n\n![](/img/logo.svg)\n');
    project.write('content/static/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const run = runDocsgen(['build', '--reporter', 'json'], project.dir);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([
      expect.objectContaining({
        code: 'missing-alt-text',
        severity: 'warning',
        line: 5,
        hint: 'describe it for readers who cannot see it',
      }),
    ]);
    expect(run.stderr).toMatch(/^docsgen: built \d+ pages in /m);
  });

  it('json: a broken config is reported in the array too, with its code', () => {
    const project = tempProject();
    editConfig(project, (config) => (config.titel = 'x'));
    const run = runDocsgen(['build', '--reporter', 'json'], project.dir);
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual([
      expect.objectContaining({
        file: 'docs.config.json',
        code: 'invalid-config',
        severity: 'error',
        message: 'titel: unknown key (did you mean "title"?)',
      }),
    ]);
  });

  it('refuses a reporter it does not have in one sentence, before any work, with exit 2', () => {
    const project = tempProject();
    for (const command of ['build', 'check']) {
      const run = runDocsgen([command, '--reporter', 'junit'], project.dir);
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(`${unknownReporterMessage('junit')}\n`);
    }
    expect(unknownReporterMessage('junit')).toBe(
      'docsgen: invalid value "junit" in "--reporter"; valid values are "default", "github", or "json"',
    );
    expect(fs.existsSync(project.file('site'))).toBe(false);
  });
});

describe('docsgen --version', () => {
  it("prints package.json's version and exits 0, as -v too", () => {
    const { version } = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    for (const flag of ['--version', '-v']) {
      const run = runDocsgen([flag], process.cwd());
      expect(run).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
    }
  });
});
