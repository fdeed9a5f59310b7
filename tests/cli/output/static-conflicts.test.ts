import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { tempProject } from '../../helpers/temp-project.ts';

describe('static files', () => {
  it('leaves out a static file that takes the path of a page, its folder, 404.html or sitemap.xml, as Docusaurus writes its own over it, with a warning each', async () => {
    const project = tempProject();
    project.write('content/static/docs/about/intro', 'um arquivo sem extensão');
    project.write('content/static/docs/guide/first-steps/index.html', '<p>outra página</p>');
    project.write('content/static/404.html', '<p>não encontrado</p>');
    // Beside a page's HTML, inside its folder, a file is fine.
    project.write('content/static/docs/guide/advanced/a-deploy/diagrama.png', 'png');
    const { warnings } = await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
    expect(warnings.map(formatDiagnostic)).toEqual([
      'content/static/404.html:1:1: warning: this static file takes the path of the 404.html that docsgen writes; the page is written there and the static file left out, as Docusaurus does; move or rename it',
      'content/static/docs/about/intro:1:1: warning: this static file takes the path of the page /docs/about/intro, which needs a folder docs/about/intro/ for its HTML; the page is written there and the static file left out, as Docusaurus does; move or rename it',
      'content/static/docs/guide/first-steps/index.html:1:1: warning: this static file takes the path of the page /docs/guide/first-steps, whose HTML goes to docs/guide/first-steps/index.html; the page is written there and the static file left out, as Docusaurus does; move or rename it',
    ]);
    expect(fs.readFileSync(path.join(project.dir, 'site/404.html'), 'utf8')).not.toContain('não encontrado');
    expect(fs.readFileSync(path.join(project.dir, 'site/docs/guide/first-steps/index.html'), 'utf8')).not.toContain(
      'outra página',
    );
    expect(fs.existsSync(path.join(project.dir, 'site/docs/guide/advanced/a-deploy/diagrama.png'))).toBe(true);
  });

  it('copies hidden files as Docusaurus does (.nojekyll, .well-known/), and pages may link to them', async () => {
    const project = tempProject();
    project.write('content/static/.nojekyll', '');
    project.write('content/static/.well-known/security.txt', 'Contact: mailto:seguranca@example.com');
    project.write('content/docs/about/seguranca.md', '# Segurança\n\n[Contato](/.well-known/security.txt)\n');
    await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
    expect(fs.existsSync(path.join(project.dir, 'site/.nojekyll'))).toBe(true);
    expect(fs.readFileSync(path.join(project.dir, 'site/.well-known/security.txt'), 'utf8')).toContain(
      'seguranca@example.com',
    );
  });
});
