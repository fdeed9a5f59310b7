import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { formatDiagnostic, UserError } from '../../../cli/core/diagnostics.ts';
import { WatchSession } from '../../../cli/watch/watch-session.ts';
import { solidPng } from '../../helpers/images.ts';
import { tempProject, type TempProject } from '../../helpers/temp-project.ts';

/** What `docsgen build` reports for the project, as the terminal prints it; it must fail, and write no site. */
async function buildErrors(project: TempProject): Promise<string[]> {
  const failed = await build({ config: 'docs.config.json', out: 'site', cwd: project.dir }).catch((e: unknown) => e);
  expect(failed).toBeInstanceOf(UserError);
  expect(fs.existsSync(project.file('site'))).toBe(false);
  return (failed as UserError).diagnostics.map(formatDiagnostic);
}

// A file name of 252 characters, its ".md" included: as long as a name may be, with the 3 bytes left over.
const long = 'a'.repeat(249);

describe('names too long for a file of the site', () => {
  it('end a build with an error at the page whose file name is too long, as watch reports it, not in ENAMETOOLONG', async () => {
    const project = tempProject();
    project.write(`content/docs/about/${long}.md`, '# Longo\n');
    const expected = `content/docs/about/${long}.md:1:1: a file of the site for this page would be named "aaaaaaaaaaaaaaaaaaaa…aaaaaaaa.0123456789.json" (265 bytes), over the 255 bytes a file name may have; shorten the file name (or its slug)`;
    expect(await buildErrors(project)).toEqual([expected]);
    const watch = new WatchSession('docs.config.json', project.dir);
    expect((await watch.full()).diagnostics.map(formatDiagnostic)).toEqual([expected]);
  });

  it('point at the slug or id that made the name, and cover blog posts and standalone pages', async () => {
    const project = tempProject();
    project.write('content/docs/about/curto.md', `---\nslug: /${'s'.repeat(253)}\n---\n# Curto\n`);
    project.write('content/docs/about/outro.md', `---\nid: ${'i'.repeat(240)}\n---\n# Outro\n`);
    project.write(`content/blog/2024-05-02-${'p'.repeat(240)}.md`, '---\ntitle: Post\n---\n\nTexto.\n');
    project.write(`content/pages/${'q'.repeat(250)}.md`, '# Página\n');
    expect(await buildErrors(project)).toEqual([
      expect.stringMatching(
        /^content\/blog\/2024-05-02-p+\.md:1:1: a file of the site for this page would be named "2024-05-02-p+…p+\.0123456789\.json" \(267 bytes\)/,
      ),
      expect.stringMatching(
        /^content\/docs\/about\/curto\.md:2:1: a file of the site for this page would be named "s+…s+\.md" \(256 bytes\), .*; shorten this value$/,
      ),
      expect.stringMatching(
        /^content\/docs\/about\/outro\.md:2:1: a file of the site for this page would be named "i+…i+\.0123456789\.json" \(256 bytes\), .*; shorten this value$/,
      ),
      expect.stringMatching(
        /^content\/pages\/q+\.md:1:1: a file of the site for this page would be named "q+…q+\.0123456789\.json"/,
      ),
    ]);
  });

  it('end a build with an error at the image that brings a file whose hashed copy would be named too long', async () => {
    const project = tempProject();
    const image = `${'d'.repeat(246)}.png`;
    project.write(`content/docs/about/${image}`, solidPng(2, 2));
    project.write('content/docs/about/imagem.md', `# Imagem\n\n![Tela](./${image})\n`);
    expect(await buildErrors(project)).toEqual([
      expect.stringMatching(
        /^content\/docs\/about\/imagem\.md:3:9: \.\/d+\.png would be published as "d+…d+\.[0-9a-f]{10}\.png" \(261 bytes\), over the 255 bytes a file name may have; shorten the file's name$/,
      ),
    ]);
  });
});
