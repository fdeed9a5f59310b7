import { describe, expect, it } from 'vitest';
import { compile, RAW_HTML_FIX } from './compile-kit.ts';
import { formatDiagnostic, sortDiagnostics } from '../../../cli/core/diagnostics.ts';
import { editConfig, tempProject } from '../../helpers/temp-project.ts';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { buildSinks } from '../../../cli/pipeline/model.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';

describe('compileSite: links', () => {
  it('checks files named by config and sidebar links: a missing file, or a Markdown file instead of a route', async () => {
    const project = tempProject();
    project.write('content/static/arquivos/existe.pdf', '%PDF');
    editConfig(project, (c) => {
      c.navbar.items.push({ label: 'Md', to: '/docs/about/intro.md' });
      c.sidebars.guide.push(
        { type: 'link', label: 'Falta', href: '/arquivos/falta.pdf' },
        { type: 'link', label: 'Existe', href: '/arquivos/existe.pdf' },
      );
      c.sidebars.guide.push({ type: 'link', label: 'Md', href: '/docs/about/intro.md' });
    });
    expect(sortDiagnostics((await compile(project)).diagnostics).map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: broken link to \/docs\/about\/intro\.md: name the page by its route, or use "docId", rather than its Markdown file$/,
      ),
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: broken link to \/arquivos\/falta\.pdf: no file at content\/static\/arquivos\/falta\.pdf$/,
      ),
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: broken link to \/docs\/about\/intro\.md: name the page by its route, or use "docId", rather than its Markdown file$/,
      ),
    ]);
  });

  it('checks sidebar link items like any other link', async () => {
    const project = tempProject();
    editConfig(project, (c) => {
      c.sidebars.guide.push({ type: 'link', label: 'Externo', href: 'https://example.com/x' });
      c.sidebars.guide.push({ type: 'link', label: 'Interno', href: '/docs/about/intro#visao-geral' });
    });
    expect((await compile(project)).diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: broken anchor #visao-geral in link to \/docs\/about\/intro \(did you mean #visão-geral\?\)$/,
      ),
    ]);
  });

  it('gives config links to static files the baseUrl, and checks them without it', async () => {
    const project = tempProject();
    editConfig(project, (c) => {
      c.baseUrl = '/portal/';
      c.footer.links = [
        { label: 'Manual', to: '/portal/arquivos/manual.pdf' },
        { label: 'Sem base', to: '/arquivos/manual.pdf' },
      ];
    });
    project.write('content/static/arquivos/manual.pdf', '%PDF');
    const { site, diagnostics } = await compile(project);
    expect(diagnostics).toEqual([]);
    expect(site!.manifest.footer.links.map((l) => l.href)).toEqual([
      '/portal/arquivos/manual.pdf',
      '/portal/arquivos/manual.pdf',
    ]);
  });

  it('reports broken navbar and footer links', async () => {
    const project = tempProject();
    editConfig(project, (c) => {
      c.navbar.items.push({ label: 'Nada', to: '/docs/nada' });
      c.navbar.items.push({ label: 'Doc', docId: 'about/nada' });
      c.footer.links[0].to = '/docs/about/configuration#configuracao-da-api';
      c.footer.links.push(
        { label: 'Manual', to: '/arquivos/manual.pdf' },
        { label: 'Existe', to: '/arquivos/existe.pdf' },
      );
    });
    project.write('content/static/arquivos/existe.pdf', '%PDF');
    const lines = (await compile(project)).diagnostics.map(formatDiagnostic);
    expect(lines.filter((l) => l.includes('.pdf'))).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: broken link to \/arquivos\/manual\.pdf: no file at content\/static\/arquivos\/manual\.pdf$/,
      ),
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^docs\.config\.json:\d+:\d+: broken link to \/docs\/nada: no page at \/docs\/nada/),
        expect.stringMatching(
          /^docs\.config\.json:\d+:\d+: navbar\.items\[3\]\.docId: no doc has the id "about\/nada"$/,
        ),
        expect.stringMatching(
          /broken anchor #configuracao-da-api in link to \/docs\/about\/configuration \(did you mean #configuração-da-api\?\)$/,
        ),
      ]),
    );
    expect(lines).toHaveLength(4);
  });

  it('reports every broken link in content with file, line and column', async () => {
    const project = tempProject();
    project.write(
      'content/docs/guide/first-steps.md',
      '---\ntitle: P\n---\n\nVeja [a](./nada.md) e\n[b](/docs/about/intro#nada).\n\n| x |\n|---|\n| [c](/docs/zzz) |\n',
    );
    const lines = (await compile(project)).diagnostics.map(formatDiagnostic);
    expect(lines).toEqual([
      'content/docs/guide/first-steps.md:5:10: broken link to ./nada.md: no doc at guide/nada.md',
      'content/docs/guide/first-steps.md:6:5: broken anchor #nada in link to /docs/about/intro',
      'content/docs/guide/first-steps.md:10:7: broken link to /docs/zzz: no page at /docs/zzz',
    ]);
  });

  it('checks hrefs in raw HTML', async () => {
    const project = tempProject();
    project.write(
      'content/docs/guide/first-steps.md',
      '---\ntitle: P\n---\n\n<a href="/docs/about/intro#inexistente">x</a>\n',
    );
    expect((await compile(project)).diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps.md:5:10: broken anchor #inexistente in link to /docs/about/intro',
    ]);
  });

  it('reads raw HTML attributes as a browser does: unquoted values count, data-* attributes and form names do not', async () => {
    const project = tempProject();
    project.write(
      'content/docs/guide/first-steps.md',
      '---\ntitle: P\n---\n\n<a href=/docs/nada-sem-aspas>x</a>\n\n<div data-href="/api/qualquer" data-id="falso"><input name="q"><a name="ancora-antiga"></a></div>\n\n[a](#falso) [b](#q) [c](#ancora-antiga)\n',
    );
    expect((await compile(project)).diagnostics.map(formatDiagnostic)).toEqual([
      `content/docs/guide/first-steps.md:7:48: warning: the <input> element was removed: ${RAW_HTML_FIX}`,
      'content/docs/guide/first-steps.md:5:9: broken link to /docs/nada-sem-aspas: no page at /docs/nada-sem-aspas',
      'content/docs/guide/first-steps.md:9:5: broken anchor #falso on the same page',
      'content/docs/guide/first-steps.md:9:17: broken anchor #q on the same page',
    ]);
  });

  it('passes over commented-out HTML, and reads a tag whose quoted value holds ">"', async () => {
    const project = tempProject();
    project.write(
      'content/docs/guide/first-steps.md',
      '---\ntitle: P\n---\n\n<!-- <a href="/docs/antiga">x</a> <span id="comentado"></span> -->\n\nTexto <!-- <a href="/docs/antiga2">y</a> --> e <a title="1 > 0" href="/docs/nada">z</a>.\n\n[a](#comentado)\n',
    );
    expect((await compile(project)).diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps.md:7:71: broken link to /docs/nada: no page at /docs/nada',
      'content/docs/guide/first-steps.md:9:5: broken anchor #comentado on the same page',
    ]);
  });

  it('links to a doc whose name has a dot like any page, from Markdown and from raw HTML', async () => {
    const project = tempProject();
    project.write('content/docs/guide/release-1.0.md', '# Versão 1.0\n\n## Novidades\n');
    project.write(
      'content/docs/guide/first-steps.md',
      '---\ntitle: P\n---\n\n[a](/docs/guide/release-1.0) [b](./release-1.0#novidades) <a href="/docs/guide/release-1.0#nada">c</a>\n',
    );
    const { diagnostics } = await compile(project);
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps.md:5:68: broken anchor #nada in link to /docs/guide/release-1.0',
    ]);
  });

  it('leaves text between tags alone: only attributes inside a tag are links', async () => {
    const project = tempProject();
    project.write(
      'content/docs/guide/first-steps.md',
      '---\ntitle: P\n---\n\n<pre>\nmake src = build\n</pre>\n\n<script>\nconst href = location.hash;\n</script>\n',
    );
    expect((await compile(project)).diagnostics.map(formatDiagnostic)).toEqual([
      `content/docs/guide/first-steps.md:9:1: warning: the <script> element and its content was removed: ${RAW_HTML_FIX}`,
    ]);
  });

  it('points at the link itself when inline code before it shows the same link', async () => {
    const project = tempProject();
    project.write(
      'content/docs/guide/first-steps.md',
      '---\ntitle: P\n---\n\nUse `[a](/docs/n)` assim: [a](/docs/n)\n',
    );
    expect((await compile(project)).diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps.md:5:31: broken link to /docs/n: no page at /docs/n (did you mean /docs?)',
    ]);
  });
});

describe('compileSite: links after the check', () => {
  const compileWith = async (sinks?: ReturnType<typeof buildSinks>) => {
    const project = tempProject();
    const { state, diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
      drafts: false,
      cwd: project.dir,
      ...(sinks ? { sinks } : {}),
    });
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    return state!;
  };

  it("lets a build's links and anchors go once they are checked, and keeps them for watch's next compile", async () => {
    const kept = await compileWith();
    expect(kept.linkSites.length).toBeGreaterThan(3);
    expect(kept.anchorsByRoute.size).toBeGreaterThan(3);
    const built = await compileWith(buildSinks({ write: () => {}, append: () => {}, drained: async () => {} }));
    expect(built.linkSites).toEqual([]);
    expect(built.anchorsByRoute.size).toBe(0);
  });

  it('still fails a build on a broken link, checked before the links go', async () => {
    const project = tempProject();
    project.write('content/docs/about/quebrada.md', '# Quebrada\n\n[Nada](./nao-existe.md)\n');
    const { diagnostics } = await compileSite(loadConfig('docs.config.json', project.dir), {
      drafts: false,
      cwd: project.dir,
      sinks: buildSinks({ write: () => {}, append: () => {}, drained: async () => {} }),
    });
    expect(diagnostics.map(formatDiagnostic)).toEqual([expect.stringContaining('broken link to ./nao-existe.md')]);
  });
});
