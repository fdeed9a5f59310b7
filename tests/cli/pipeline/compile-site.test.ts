import { describe, expect, it } from 'vitest';
import { compile, labelOf, payloadOf } from './compile-kit.ts';
import { formatDiagnostic, sortDiagnostics } from '../../../cli/core/diagnostics.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { editConfig, tempProject } from '../../helpers/temp-project.ts';

describe('compileSite', () => {
  it('compiles the fixture with no diagnostics', async () => {
    const { site, diagnostics } = await compile(tempProject());
    expect(diagnostics).toEqual([]);
    expect(site!.table.routes.map((r) => r.path)).toEqual([
      '/docs/about/configuration',
      '/docs/about/intro',
      '/docs',
      '/docs/guide/advanced/a-deploy',
      '/docs/guide/advanced/b-tuning',
      '/docs/guide/first-steps',
    ]);
  });

  it('reports wrongly typed front matter without crashing a later stage or causing follow-on errors', async () => {
    const project = tempProject();
    const page = 'content/docs/guide/first-steps.md';
    project.write(page, project.read(page).replace(/^---\n/, '---\ntags: foo\nid: 5\ndraft: 1\nslug: [a]\n'));
    const { site, diagnostics } = await compile(project);
    expect(site).toBeUndefined();
    expect(diagnostics.map((d) => `${d.file}:${d.line}: ${d.message.replace(/, got .*/, '')}`)).toEqual([
      `${page}:2: front matter: tags: expected a list of tags: labels, or objects with "label" and "permalink"`,
      `${page}:3: front matter: id: expected a single path segment without "/" or spaces, other than "." or ".."`,
      `${page}:4: front matter: draft: expected true or false`,
      `${page}:5: front matter: slug: expected a non-empty string`,
    ]);
  });

  it('reports a duplicate id or route at the front matter key that made it, or at the top of a file named so', async () => {
    const project = tempProject();
    project.write('content/docs/guide/zcopia.md', '---\ntitle: Cópia\nid: first-steps\n---\nTexto.\n');
    project.write(
      'content/docs/guide/outra.md',
      '---\ntitle: Outra\ndescription: x\nslug: /guide/first-steps\n---\nTexto.\n',
    );
    project.write('content/docs/guide/first-steps/index.md', '# Mesma rota\n');
    const { diagnostics } = await compile(project);
    expect(sortDiagnostics(diagnostics).map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps/index.md:1:1: duplicate route "/docs/guide/first-steps", also used by content/docs/guide/first-steps.md',
      'content/docs/guide/outra.md:4:1: duplicate route "/docs/guide/first-steps", also used by content/docs/guide/first-steps.md',
      'content/docs/guide/zcopia.md:3:1: duplicate id "guide/first-steps", also used by content/docs/guide/first-steps.md',
      'content/docs/guide/zcopia.md:3:1: duplicate route "/docs/guide/first-steps", also used by content/docs/guide/first-steps.md',
    ]);
  });

  it('reports a duplicate at the file whose front matter chose it, even when that file comes first', async () => {
    const project = tempProject();
    project.write('content/docs/about/dup.md', '---\ntitle: Duplicada\nid: intro\n---\nTexto.\n');
    const { diagnostics } = await compile(project);
    expect(sortDiagnostics(diagnostics).map(formatDiagnostic)).toEqual([
      'content/docs/about/dup.md:3:1: duplicate id "about/intro", also used by content/docs/about/intro.md',
      'content/docs/about/dup.md:3:1: duplicate route "/docs/about/intro", also used by content/docs/about/intro.md',
    ]);
  });

  it('reports MDX syntax in a CommonMark page and MDX mistakes with the other errors, and unknown or unclosed admonitions as warnings, with file and line', async () => {
    const project = tempProject();
    project.write('content/docs/guide/tabs.mdx', "import Tabs from '@theme/Tabz';\n\n# Abas\n");
    const page = 'content/docs/guide/avisos.md';
    project.write(
      page,
      '---\ntitle: Avisos\n---\n\n{/* rascunho */}\n\n:::warnign\nx\n:::\n\n:::caution[Atenção]\nVeja [isto](/docs/nada).\n',
    );
    const { site, diagnostics } = await compile(project);
    expect(site).toBeUndefined();
    expect(sortDiagnostics(diagnostics).map(formatDiagnostic)).toEqual([
      'content/docs/guide/avisos.md:5:1: MDX comments are not supported in .md pages; use an HTML comment <!-- ... --> instead',
      'content/docs/guide/avisos.md:7:4: warning: unknown admonition type :::warnign (did you mean :::warning?); the line is shown as text, as Docusaurus shows it',
      'content/docs/guide/avisos.md:11:1: warning: the admonition opened here is never closed, so it runs to the end of the page; add a line ":::" after its content',
      'content/docs/guide/avisos.md:12:13: broken link to /docs/nada: no page at /docs/nada',
      expect.stringMatching(
        /^content\/docs\/guide\/tabs\.mdx:1:18: @theme\/Tabz is not one of the Docusaurus modules docsgen provides: .*; supported: @theme\/Tabs, /,
      ),
    ]);
  });

  it('reports a folder with two category files', async () => {
    const project = tempProject();
    project.write('content/docs/guide/_category_.json', '{ "label": "Guia" }');
    project.write('content/docs/guide/_category_.yml', 'label: Guia\n');
    expect((await compile(project)).diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/guide/_category_.yml:1:1: a second category file for this folder, beside _category_.json; keep one',
    ]);
  });

  it("shows a page's own # heading when its front matter title differs, as Docusaurus does, and keeps the title for lists", async () => {
    const project = tempProject();
    project.write(
      'content/docs/guide/first-steps.md',
      '---\ntitle: Primeiros passos\n---\n\n# Primeiros passos no portal\n\nTexto.\n',
    );
    project.write('content/docs/guide/igual.md', '---\ntitle: Igual\n---\n\n# Igual\n\nTexto.\n');
    project.write('content/docs/guide/sem-titulo.md', '# Só o cabeçalho\n\nTexto.\n');
    const { site } = await compile(project);
    expect(payloadOf(site!, 'guide/first-steps')).toMatchObject({
      title: 'Primeiros passos',
      heading: 'Primeiros passos no portal',
    });
    expect(payloadOf(site!, 'guide/first-steps').html).not.toContain('<h1');
    expect(payloadOf(site!, 'guide/igual').heading).toBeUndefined();
    expect(payloadOf(site!, 'guide/sem-titulo')).toMatchObject({ title: 'Só o cabeçalho' });
    expect(payloadOf(site!, 'guide/sem-titulo').heading).toBeUndefined();
  });

  it('orders autogenerated sidebars by position, then by file name, with categories from folders', async () => {
    const project = tempProject();
    project.write('content/docs/about/zeta/_category_.yml', 'label: Zeta\nposition: 0\n');
    project.write('content/docs/about/zeta/page.md', '---\ntitle: Página Z\n---\nx\n');
    project.write('content/docs/about/b.md', '---\ntitle: B sem posição\n---\nx\n');
    project.write('content/docs/about/a.md', '---\ntitle: A sem posição\n---\nx\n');
    const { site } = await compile(project);
    const about = site!.table.sidebars.about!;
    expect(about.map(labelOf)).toEqual(['Zeta', 'Introdução', 'Configuração', 'A sem posição', 'B sem posição']);
    expect(about[0]).toMatchObject({ type: 'category', items: [{ label: 'Página Z' }] });
    expect(site!.table.sidebars.guide!.map(labelOf)).toEqual(['Primeiros passos', 'Avançado']);
  });

  it('reads number prefixes as Docusaurus does: positions for files and folders, categories in prefixed folders, dates kept', async () => {
    const project = tempProject();
    project.write('content/docs/manual/02-alpha/_category_.json', '{ "label": "Alfa rotulada" }');
    project.write('content/docs/manual/02-alpha/page.md', '# Na alfa\n');
    project.write('content/docs/manual/01-zeta/_category_.yml', 'label: Zeta rotulada\ncollapsed: true\n');
    project.write('content/docs/manual/01-zeta/page.md', '# Na zeta\n');
    project.write('content/docs/manual/3-c.md', '# C\n');
    project.write('content/docs/manual/b.md', '---\nsidebar_position: 5\n---\n# B\n');
    project.write('content/docs/manual/10 - d.md', '# D\n');
    project.write('content/docs/manual/2024-03-05-notas.md', '# Notas\n');
    project.write('content/docs/manual/8.0-upgrade.md', '# Upgrade\n');
    editConfig(project, (c) => {
      c.sidebars.manual = [{ type: 'autogenerated', dirName: 'manual' }];
      c.sidebars.zeta = [{ type: 'autogenerated', dirName: 'manual/01-zeta' }];
      c.sidebars.all = [{ type: 'autogenerated', dirName: '.' }];
    });
    const { site, diagnostics } = await compile(project);
    expect(diagnostics.map(formatDiagnostic)).toEqual([]);
    const { manual, zeta, all } = site!.table.sidebars;
    expect(manual!.map(labelOf)).toEqual(['Zeta rotulada', 'Alfa rotulada', 'C', 'B', 'D', 'Upgrade', 'Notas']);
    expect(manual![0]).toMatchObject({ type: 'category', collapsed: true, items: [{ label: 'Na zeta' }] });
    expect(zeta!.map(labelOf)).toEqual(['Na zeta']);
    expect(all!.map(labelOf)).toEqual(['about', 'guide', 'manual']);
    const routes = site!.table.routes.map((r) => r.path);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/docs/manual/zeta/page',
        '/docs/manual/c',
        '/docs/manual/d',
        '/docs/manual/2024-03-05-notas',
        '/docs/manual/8.0-upgrade',
      ]),
    );
  });

  it('takes a doc id string as a doc item, as a Docusaurus sidebar does, in categories too, and checks it', async () => {
    const project = tempProject();
    editConfig(project, (c) => {
      c.sidebars.curta = [
        'about/intro',
        { type: 'category', label: 'Guia', items: ['guide/first-steps', 'guide/nao-existe'] },
      ];
    });
    const { diagnostics } = await compile(project);
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: sidebars\.curta\[1\]\.items\[1\]\.id: no doc has the id "guide\/nao-existe"$/,
      ),
    ]);
    project.write('content/docs/guide/nao-existe.md', '# Agora existe\n');
    const { site } = await compile(project);
    expect(site!.table.sidebars.curta).toMatchObject([
      { docId: 'about/intro', label: 'Introdução' },
      {
        type: 'category',
        label: 'Guia',
        items: [{ docId: 'guide/first-steps' }, { docId: 'guide/nao-existe', label: 'Agora existe' }],
      },
    ]);
  });

  it('takes pagination_label, pagination_prev and pagination_next from front matter, as Docusaurus does', async () => {
    const project = tempProject();
    const retitle = (rel: string, keys: string) =>
      project.write(rel, project.read(rel).replace(/^---\n/, `---\n${keys}\n`));
    retitle('content/docs/guide/advanced/a-deploy.md', 'pagination_label: Implantar');
    retitle('content/docs/guide/advanced/b-tuning.md', 'pagination_prev: null\npagination_next: about/intro');
    const firstSteps = project.read('content/docs/guide/first-steps.md');
    retitle('content/docs/guide/first-steps.md', 'pagination_prev: guide/nao-existe');
    const broken = await compile(project);
    expect(broken.diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps.md:2:1: front matter: "pagination_prev": no doc has the id "guide/nao-existe"',
    ]);
    project.write('content/docs/guide/first-steps.md', firstSteps);
    retitle('content/docs/guide/first-steps.md', 'pagination_prev: null');
    const { site, diagnostics } = await compile(project);
    expect(diagnostics).toEqual([]);
    expect(payloadOf(site!, 'guide/first-steps').next).toEqual({
      label: 'Implantar',
      href: '/docs/guide/advanced/a-deploy',
    });
    const tuning = payloadOf(site!, 'guide/advanced/b-tuning');
    expect(tuning.previous).toBeUndefined();
    expect(tuning.next).toEqual({ label: 'Introdução', href: '/docs/about/intro' });
    expect(tuning.breadcrumb).toEqual([{ label: 'Avançado' }, { label: 'Ajuste fino' }]);
  });

  it('gives payloads breadcrumbs, previous/next, and the configured TOC levels', async () => {
    const { site } = await compile(tempProject());
    const payload = payloadOf(site!, 'guide/advanced/a-deploy');
    expect(payload.breadcrumb).toEqual([{ label: 'Avançado' }, { label: 'Implantação' }]);
    expect(payload.previous).toEqual({ label: 'Primeiros passos', href: '/docs/guide/first-steps' });
    expect(payload.next).toEqual({ label: 'Ajuste fino', href: '/docs/guide/advanced/b-tuning' });
    expect(payload.source).toBe('content/docs/guide/advanced/a-deploy.md');
    expect(payloadOf(site!, 'about/configuration').toc.map((t: { level: number }) => t.level)).toEqual([2, 2, 3, 2, 2]);
  });

  it('honours per-page TOC levels and hide_table_of_contents', async () => {
    const project = tempProject();
    project.write('content/docs/about/toc.md', '---\ntitle: T\ntoc_max_heading_level: 2\n---\n## A\n### B\n');
    project.write('content/docs/about/notoc.md', '---\ntitle: N\nhide_table_of_contents: true\n---\n## A\n');
    const { site } = await compile(project);
    expect(payloadOf(site!, 'about/toc').toc).toEqual([{ id: 'a', text: 'A', level: 2 }]);
    expect(payloadOf(site!, 'about/notoc').toc).toEqual([]);
  });

  it('derives ids and routes as Docusaurus does: number prefixes, id and slug', async () => {
    const project = tempProject();
    project.write('content/docs/guide/02-setup.md', '---\ntitle: S\n---\nx\n');
    project.write('content/docs/guide/other.md', '---\ntitle: O\nid: renamed\n---\nx\n');
    project.write('content/docs/guide/slugged.md', '---\ntitle: L\nslug: /custom/path\n---\nx\n');
    const routes = Object.fromEntries((await compile(project)).site!.table.routes.map((r) => [r.docId, r.path]));
    expect(routes['guide/setup']).toBe('/docs/guide/setup');
    expect(routes['guide/renamed']).toBe('/docs/guide/renamed');
    expect(routes['guide/slugged']).toBe('/docs/custom/path');
  });

  it('reports a sidebar entry that names a missing doc, at its line in the config', async () => {
    const project = tempProject();
    editConfig(project, (c) => c.sidebars.guide.push({ type: 'doc', id: 'guide/nothing' }));
    const { site, diagnostics } = await compile(project);
    expect(site).toBeUndefined();
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: sidebars\.guide\[\d+\]\.id: no doc has the id "guide\/nothing"$/,
      ),
    ]);
  });

  it('leaves a draft out of sidebars and the navbar in production, as Docusaurus does, and says why other references fail', async () => {
    const project = tempProject();
    project.write('content/docs/guide/rascunho.md', '---\ntitle: Rascunho\ndraft: true\n---\nTexto.\n');
    editConfig(project, (c) => {
      c.sidebars.guide.push({ type: 'doc', id: 'guide/rascunho' });
      c.navbar.items.push({ label: 'Rascunho', docId: 'guide/rascunho' });
    });
    const { site, diagnostics } = await compile(project);
    expect(diagnostics).toEqual([]);
    expect(JSON.stringify(site!.table.sidebars)).not.toContain('rascunho');
    expect(site!.manifest.navbar.items.map((i) => (i.type === 'docsVersionDropdown' ? '' : i.label))).not.toContain(
      'Rascunho',
    );
    editConfig(project, (c) => c.footer.links.push({ label: 'Rascunho', docId: 'guide/rascunho' }));
    project.write(
      'content/docs/guide/first-steps.md',
      '---\ntitle: P\n---\n\n[Rascunho](./rascunho.md) [b](guide/rascunho.md) [c](/docs/guide/rascunho.md)\n',
    );
    expect(sortDiagnostics((await compile(project)).diagnostics).map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps.md:5:12: broken link to ./rascunho.md: docs/guide/rascunho.md is a draft, which production builds leave out',
      'content/docs/guide/first-steps.md:5:31: broken link to guide/rascunho.md: docs/guide/rascunho.md is a draft, which production builds leave out',
      'content/docs/guide/first-steps.md:5:54: broken link to /docs/guide/rascunho.md: docs/guide/rascunho.md is a draft, which production builds leave out',
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: footer\.links\[\d+\]\.docId: doc "guide\/rascunho" is a draft, which production builds leave out$/,
      ),
    ]);
    const loaded = loadConfig('docs.config.json', project.dir);
    const preview = await compileSite(loaded, { drafts: true, cwd: project.dir });
    expect(JSON.stringify(preview.site!.table.sidebars)).toContain('rascunho');
  });

  it('reports bad front matter with file and line, together with other errors', async () => {
    const project = tempProject();
    project.write(
      'content/docs/guide/first-steps.md',
      '---\ntitle: P\nsidebar_position: primeiro\ntagz: [a]\n---\nx\n',
    );
    project.write('content/docs/guide/broken.md', '---\ntitle: [unclosed\n---\nx\n');
    expect((await compile(project)).diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^content\/docs\/guide\/broken\.md:\d+:\d+: invalid front matter: /),
      'content/docs/guide/first-steps.md:3:19: front matter: sidebar_position: expected a number, got the string "primeiro"',
      'content/docs/guide/first-steps.md:4:1: warning: front matter: tagz: unknown key (did you mean "tags"?); ignored, as in Docusaurus',
    ]);
  });

  it('leaves drafts out of production builds, and out of the manifest, which lists no page', async () => {
    const project = tempProject();
    project.write('content/docs/about/draft.md', '---\ntitle: Rascunho\ndraft: true\n---\nx\n');
    const { site } = await compile(project);
    expect(site!.table.routes.some((r) => r.docId === 'about/draft')).toBe(false);
    expect(JSON.stringify(site!.manifest)).not.toContain('about/draft');
  });

  it('keeps unlisted pages routable but out of sidebars', async () => {
    const project = tempProject();
    project.write('content/docs/about/hidden.md', '---\ntitle: Oculta\nunlisted: true\n---\nx\n');
    const { site } = await compile(project);
    expect(site!.table.routes.find((r) => r.docId === 'about/hidden')).toMatchObject({ unlisted: true });
    expect(JSON.stringify(site!.table.sidebars)).not.toContain('about/hidden');
  });
});
