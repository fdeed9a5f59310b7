import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { tempProject, type TempProject } from '../../helpers/temp-project.ts';

/** What a build reads stays inside the project: the probes of the hardening issue, as fixtures. */
async function problems(project: TempProject): Promise<string[]> {
  const { diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
    drafts: false,
    cwd: project.dir,
  });
  return diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
}

describe('confinement', () => {
  it('names a symlink loop in the docs once, instead of reading the tree again and again', async () => {
    const project = tempProject();
    fs.symlinkSync('../../docs', project.file('content/docs/guide/up'));
    const found = await problems(project);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^content\/docs\/guide\/up:1:1: symlink loop: this link leads to .*\/content\/docs, a folder it is inside of/,
    );
  });

  it('refuses a symlinked page that leads out of the project', async () => {
    const project = tempProject();
    const secret = tempProject();
    fs.symlinkSync(secret.file('content/docs/guide/first-steps.md'), project.file('content/docs/guide/copied.md'));
    expect(await problems(project)).toEqual([
      expect.stringMatching(
        /^content\/docs\/guide\/copied\.md:1:1: this symlink leads to .*first-steps\.md, outside the project/,
      ),
    ]);
  });

  it('refuses a symlink in the static folder that leads out of the project, and copies one that stays inside', async () => {
    const project = tempProject();
    const secret = tempProject();
    secret.write('.npmrc', '//registry.npmjs.org/:_authToken=segredo\n');
    project.write('content/static/img/real.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.symlinkSync(secret.file('.npmrc'), project.file('content/static/npmrc.txt'));
    fs.symlinkSync(secret.dir, project.file('content/static/outro'));
    fs.symlinkSync(project.file('content/static/img'), project.file('content/static/imagens'));
    expect(await problems(project)).toEqual([
      expect.stringMatching(/^content\/static\/npmrc\.txt:1:1: this symlink leads to .*\.npmrc, outside the project/),
      expect.stringMatching(/^content\/static\/outro:1:1: this symlink leads to .*, outside the project/),
    ]);
    project.remove('content/static/npmrc.txt');
    project.remove('content/static/outro');
    const { site } = await compileSite(loadConfig('docs.config.json', project.dir), {
      drafts: false,
      cwd: project.dir,
    });
    expect([...site!.staticFiles.keys()]).toEqual(expect.arrayContaining(['imagens/real.svg', 'img/real.svg']));
  });

  it('refuses a link or an image that climbs out of the project, and never copies the file', async () => {
    const project = tempProject();
    const secret = tempProject();
    secret.write('credentials.json', '{"token":"segredo"}');
    fs.symlinkSync(secret.file('credentials.json'), project.file('content/docs/guide/cred.json'));
    const page = project.read('content/docs/guide/first-steps.md');
    project.write(
      'content/docs/guide/first-steps.md',
      `${page}\n[s](../../../../../../../../../../etc/ssl/openssl.cnf) e [c](./cred.json)\n`,
    );
    const line = page.split('\n').length + 1;
    expect(await problems(project)).toEqual([
      expect.stringMatching(
        /^content\/docs\/guide\/cred\.json:1:1: this symlink leads to .*credentials\.json, outside the project/,
      ),
      expect.stringMatching(
        new RegExp(
          `^content/docs/guide/first-steps\\.md:${line}:5: \\.\\./\\.\\./.*/etc/ssl/openssl\\.cnf leads to /etc/ssl/openssl\\.cnf, outside the project; a build publishes only files inside`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^content/docs/guide/first-steps\\.md:${line}:62: \\./cred\\.json leads to .*credentials\\.json, outside the project`,
        ),
      ),
    ]);
  });
});
