import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { build } from '../../../cli/commands/build.ts';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { formatDiagnostic, sortDiagnostics, UserError } from '../../../cli/core/diagnostics.ts';
import { editConfig, tempProject, type TempProject } from '../../helpers/temp-project.ts';

async function compile(project: TempProject) {
  return compileSite(loadConfig('docs.config.json', project.dir), { drafts: false, cwd: project.dir });
}

const guide = 'content/docs/guide/first-steps.md';

describe('images and files', () => {
  it('copies referenced files under hashed names, once per content, with static files at their own paths', async () => {
    const project = tempProject('media');
    await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
    const media = fs.readdirSync(project.file('site/media')).sort();
    expect(media).toEqual([
      expect.stringMatching(/^Tela-de-edicao\.[0-9a-f]{10}\.png$/),
      expect.stringMatching(/^cadastro\.[0-9a-f]{10}\.png$/),
      expect.stringMatching(/^modelo\.[0-9a-f]{10}\.csv$/),
    ]);
    expect(fs.readdirSync(project.file('site/img')).sort()).toEqual(['favicon.svg', 'fluxo.svg', 'logo.svg']);
    expect(project.read('site/index.html')).toContain('<link rel="icon" href="/img/favicon.svg">');
  });

  it('gives images their size, and lazy loading to all but the first', async () => {
    const { site } = await compile(tempProject('media'));
    const html: string = JSON.parse(
      [...site!.payloadFiles].find(([f]) => f.startsWith('data/guide/first-steps.'))![1],
    ).html;
    const imgs = html.match(/<img [^>]+>/g)!;
    expect(imgs[0]).toMatch(/width="640" height="360"/);
    expect(imgs[0]).not.toContain('loading=');
    expect(imgs[1]).toMatch(
      /src="\/media\/Tela-de-edicao\.[0-9a-f]{10}\.png" alt="Tela de edição do talhão" width="480" height="300" loading="lazy" decoding="async"/,
    );
    expect(imgs[2]).toContain('src="/img/fluxo.svg" alt="Fluxo do cadastro" width="800" height="200"');
    expect(site!.manifest.navbar.logo).toEqual({
      src: '/img/logo.svg',
      alt: 'Logotipo do portal de teste',
      width: 32,
      height: 32,
    });
  });

  it('reports a missing file like a broken link, in the same report', async () => {
    const project = tempProject('media');
    project.write(
      guide,
      '---\ntitle: P\n---\n\n![Falta](./img/nada.png) e [quebrado](/docs/nada) e [planilha](./nada.xlsx)\n',
    );
    expect(sortDiagnostics((await compile(project)).diagnostics).map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps.md:5:10: missing file ./img/nada.png: content/docs/guide/img/nada.png does not exist',
      'content/docs/guide/first-steps.md:5:39: broken link to /docs/nada: no page at /docs/nada',
      'content/docs/guide/first-steps.md:5:64: missing file ./nada.xlsx: content/docs/guide/nada.xlsx does not exist',
    ]);
  });

  it('places each report at its own destination: a clickable image, an image and a link to the same file, a reference link', async () => {
    const project = tempProject('media');
    project.write(
      guide,
      '---\ntitle: P\n---\n\n[![Fluxo](./img/nada.png)](./img/nada.png)\n\n![A](/docs/nada) e [b](/docs/nada) e [c](./z.pdf) ![d](./z.pdf)\n\nVer [referência][r] aqui.\n\n[r]: /docs/outra-nada\n',
    );
    expect(sortDiagnostics((await compile(project)).diagnostics).map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps.md:5:11: missing file ./img/nada.png: content/docs/guide/img/nada.png does not exist',
      'content/docs/guide/first-steps.md:5:28: missing file ./img/nada.png: content/docs/guide/img/nada.png does not exist',
      'content/docs/guide/first-steps.md:7:24: broken link to /docs/nada: no page at /docs/nada',
      'content/docs/guide/first-steps.md:7:42: missing file ./z.pdf: content/docs/guide/z.pdf does not exist',
      'content/docs/guide/first-steps.md:7:56: missing file ./z.pdf: content/docs/guide/z.pdf does not exist',
      'content/docs/guide/first-steps.md:11:6: broken link to /docs/outra-nada: no page at /docs/outra-nada',
    ]);
  });

  it('places a reference link at its own definition, and an image after it at the image', async () => {
    const project = tempProject('media');
    project.write(
      guide,
      '---\ntitle: P\n---\n\nVer [ref][r] e ![img](./falta.png) e [b][r2].\n\n[r]: ./falta.png\n[r1]: /docs/ab\n[r2]: /docs/a\n',
    );
    expect(sortDiagnostics((await compile(project)).diagnostics).map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps.md:5:23: missing file ./falta.png: content/docs/guide/falta.png does not exist',
      'content/docs/guide/first-steps.md:7:6: missing file ./falta.png: content/docs/guide/falta.png does not exist',
      'content/docs/guide/first-steps.md:9:7: broken link to /docs/a: no page at /docs/a (did you mean /docs?)',
    ]);
  });

  it('reports a missing logo at its key in the config, and warns of a missing favicon, which Docusaurus builds', async () => {
    const project = tempProject('media');
    editConfig(project, (c) => {
      c.favicon = '/img/nada.ico';
      c.navbar.logo.src = '/img/nada.svg';
    });
    expect((await compile(project)).diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: warning: favicon: missing file \/img\/nada\.ico: content\/static\/img\/nada\.ico does not exist; the page links no favicon until it does$/,
      ),
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: navbar\.logo\.src: missing file \/img\/nada\.svg: .*does not exist$/,
      ),
    ]);
    editConfig(project, (c) => {
      c.navbar.logo.src = '/img/logo.svg';
    });
    const built = await compile(project);
    expect(built.diagnostics.map((d) => d.severity)).toEqual(['warning']);
    expect(JSON.stringify(built.site!.manifest)).not.toContain('nada.ico');
  });

  it('warns about an image without alt text, and --strict turns the warning into an error', async () => {
    const project = tempProject('media');
    project.write(guide, '---\ntitle: P\n---\n\n![](./img/cadastro.png)\n');
    const result = await build({ config: 'docs.config.json', out: 'site', cwd: project.dir });
    expect(result.warnings.map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps.md:5:5: warning: image ./img/cadastro.png has no alt text; describe it for readers who cannot see it',
    ]);
    const strict = await build({ config: 'docs.config.json', out: 'site', cwd: project.dir, strict: true }).catch(
      (e: unknown) => e,
    );
    expect(strict).toBeInstanceOf(UserError);
    expect((strict as UserError).diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps.md:5:5: image ./img/cadastro.png has no alt text; describe it for readers who cannot see it',
    ]);
  });
});
