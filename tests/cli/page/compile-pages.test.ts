import { beforeAll, describe, expect, it } from 'vitest';
import { editConfig, tempProject } from '../../helpers/temp-project.ts';
import { compilePages as compile, pageAt } from './pages-project.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';

/**
 * tests/fixtures/standalone-pages: a Docusaurus-shaped project whose config names `src/pages`, holding sobre.md, an
 * MDX index page with a partial in ajuda/, a React page (index.tsx) and what is not a page (`_` files and folders,
 * `__tests__`, CSS).
 */
beforeAll(async () => {
  await ensureBuilt();
});

describe('standalone pages (src/pages)', () => {
  it('makes a page of each Markdown and MDX file at its path, and nothing of `_` files and folders or tests', async () => {
    const compiled = await compile(tempProject('standalone-pages'));
    expect(compiled.errors).toEqual([]);
    expect(compiled.site!.table.listings).toEqual([
      { path: '/', kind: 'page', payload: expect.stringMatching(/^data\/pages\/index\.[0-9a-f]+\.json$/) },
      { path: '/ajuda', kind: 'page', payload: expect.stringMatching(/^data\/pages\/ajuda\/index\.[0-9a-f]+\.json$/) },
      { path: '/api', kind: 'page', payload: expect.stringMatching(/^data\/pages\/api\.[0-9a-f]+\.json$/) },
      { path: '/sobre', kind: 'page', payload: expect.stringMatching(/^data\/pages\/sobre\.[0-9a-f]+\.json$/) },
    ]);
    // Outside the docs: no doc route, no sidebar.
    expect(compiled.site!.table.routes.map((r) => r.path).sort()).toEqual(['/docs', '/docs/intro']);
    expect(compiled.site!.pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/sobre', '/ajuda']));
    expect(compiled.site!.pages.find((p) => p.path === '/sobre')).toMatchObject({
      title: 'Sobre o portal',
      description: 'Quem mantém o portal e como falar com a equipe.',
    });
  });

  it("reads front matter as Docusaurus's pages plugin does: title, description, wrapperClassName, hide_table_of_contents", async () => {
    const compiled = await compile(tempProject('standalone-pages'));
    const sobre = pageAt(compiled, '/sobre')!;
    expect(sobre).toMatchObject({
      kind: 'page',
      title: 'Sobre o portal',
      heading: 'Sobre nós',
      description: 'Quem mantém o portal e como falar com a equipe.',
      wrapperClassName: 'pagina-sobre',
      source: 'src/pages/sobre.md',
    });
    expect(sobre.toc.map((item) => item.id)).toEqual(['equipe', 'contato']);
    // The page's own heading leaves the body: the viewer shows it.
    expect(sobre.html).not.toContain('<h1');
    const ajuda = pageAt(compiled, '/ajuda')!;
    expect(ajuda.toc).toEqual([]);
    // MDX with a partial and its props, like a doc.
    expect(ajuda.html).toContain('<p>Perguntas frequentes sobre tokens.</p>');
    // `../docs/intro` from /ajuda/ (an index page, served with its slash) is /docs/intro.
    expect(ajuda.html).toContain('<a href="/docs/intro">introdução</a>');
  });

  it('indexes pages for search, except drafts (left out of a build) and unlisted ones', async () => {
    const project = tempProject('standalone-pages');
    project.write('src/pages/rascunho.md', '---\ndraft: true\n---\n# Rascunho\n');
    project.write('src/pages/escondida.md', '---\nunlisted: true\n---\n# Escondida\n');
    const compiled = await compile(project, false, true);
    expect(compiled.errors).toEqual([]);
    const listed = compiled.site!.table.listings!.map((r) => `${r.path}${r.unlisted ? ' unlisted' : ''}`);
    expect(listed).toEqual(['/', '/ajuda', '/api', '/escondida unlisted', '/sobre']);
    expect([...compiled.state!.searchPages.keys()]).toEqual(expect.arrayContaining(['/sobre', '/ajuda']));
    expect([...compiled.state!.searchPages.keys()]).not.toContain('/escondida');
    expect((await compile(project, true)).site!.table.listings!.map((r) => r.path)).toContain('/rascunho');
    // A build hands the sections to its index worker and keeps none of them.
    const built = await compile(project);
    expect(built.site!.manifest.search?.length).toBeGreaterThan(0);
    expect(built.state!.searchPages.size).toBe(0);
  });

  it('checks links from docs to pages and their anchors, and links from pages, at file:line:col', async () => {
    const project = tempProject('standalone-pages');
    project.write('docs/intro.md', '# Introdução\n\n[Equipe](/sobre#equipe), [nada](/sobre#nada) e [outra](/outra).\n');
    project.write('src/pages/sobre.md', '# Sobre\n\n## Equipe\n\nVeja a [falta](/docs/falta).\n');
    const { errors } = await compile(project);
    expect(errors).toEqual([
      'docs/intro.md:3:33: broken anchor #nada in link to /sobre',
      'docs/intro.md:3:56: broken link to /outra: no page at /outra',
      'src/pages/sobre.md:5:16: broken link to /docs/falta: no page at /docs/falta',
    ]);
  });

  it('reports front matter mistakes at their line; an unknown key is a warning, as Docusaurus lets it through', async () => {
    const project = tempProject('standalone-pages');
    project.write(
      'src/pages/sobre.md',
      '---\ntitle: Sobre\nhide_table_of_contents: sim\nsidebar_label: Sobre\n---\n# Sobre\n\n## Equipe\n',
    );
    const compiled = await compile(project);
    expect(compiled.errors).toEqual([
      'src/pages/sobre.md:3:25: front matter: hide_table_of_contents: expected true or false, got the string "sim"',
    ]);
    expect(compiled.warnings).toContainEqual(
      expect.stringMatching(/^src\/pages\/sobre\.md:4:1: warning: front matter: sidebar_label: unknown key/),
    );
  });

  it('serves pages under pages.routeBasePath, and at a front matter slug', async () => {
    const project = tempProject('standalone-pages');
    editConfig(project, (config) => {
      config.pages.routeBasePath = '/paginas/';
      config.navbar.items = [];
    });
    project.write('src/pages/contato.md', '---\nslug: /fale-conosco\n---\n# Contato\n');
    project.write(
      'src/pages/ajuda/index.mdx',
      '# Ajuda\n\nVeja a [introdução](/docs/intro) e [sobre](../sobre), relativo a /paginas/ajuda/.\n',
    );
    project.write('docs/intro.md', '# Introdução\n\n[Sobre](/paginas/sobre#equipe) e [ajuda](/paginas/ajuda/).\n');
    const compiled = await compile(project);
    expect(compiled.errors).toEqual([]);
    expect(compiled.site!.table.listings!.map((r) => r.path)).toEqual([
      '/paginas',
      '/paginas/ajuda',
      '/paginas/api',
      '/paginas/fale-conosco',
      '/paginas/sobre',
    ]);
  });

  it('reads <contentDir>/pages when the config names no pages folder', async () => {
    const project = tempProject('standalone-pages');
    editConfig(project, (config) => {
      delete config.pages;
      config.navbar.items = [];
    });
    project.write('docs/intro.md', '# Introdução\n\n[Novidades](/novidades).\n');
    project.write('content/pages/novidades.md', '# Novidades\n');
    const compiled = await compile(project);
    expect(compiled.errors).toEqual([]);
    expect(compiled.site!.table.listings!.map((r) => r.path)).toEqual(['/novidades']);
  });

  it('refuses a page at the route of a doc, the search page, the home page or another page, at the page', async () => {
    const project = tempProject('standalone-pages');
    // A React page's collisions: see react-pages.test.ts.
    project.remove('src/pages/index.tsx');
    project.write('src/pages/docs/intro.md', '# Outra introdução\n');
    project.write('src/pages/search.md', '# Busca\n');
    project.write('src/pages/index.md', '# Início\n');
    project.write('src/pages/duas.md', '---\nslug: /sobre\n---\n# Duas\n');
    editConfig(project, (config) => (config.home = { cta: { label: 'Começar', to: '/docs/intro' }, entries: [] }));
    const { errors } = await compile(project);
    expect(errors.sort()).toEqual([
      'src/pages/docs/intro.md:1:1: this page\'s route /docs/intro is also the doc docs/intro.md; give it a "slug" in front matter, or rename the file',
      'src/pages/duas.md:1:1: this page\'s route /sobre is also the page src/pages/sobre.md; give it a "slug" in front matter, or rename the file',
      'src/pages/index.md:1:1: this page\'s route / is also the config\'s home page; remove "home" from the config to make this page the home page, or give the page a "slug"',
      'src/pages/search.md:1:1: this page\'s route /search is also the search page; give it a "slug" in front matter, or rename the file',
    ]);
  });

  it('makes src/pages/index.md the home page when the config has none', async () => {
    const project = tempProject('standalone-pages');
    project.remove('src/pages/index.tsx');
    project.write('src/pages/index.md', '# Bem-vindo\n\nComece pela [introdução](/docs/intro).\n');
    const compiled = await compile(project);
    expect(compiled.errors).toEqual([]);
    expect(pageAt(compiled, '/')!.heading).toBe('Bem-vindo');
  });
});
