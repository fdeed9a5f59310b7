import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { docsRouteDocId, routesOfDoc } from '../../../cli/site/docs-route.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import { tempProject, type TempProject } from '../../helpers/temp-project.ts';

const compile = (project: TempProject) =>
  compileSite(loadConfig('docs.config.json', project.dir), { drafts: false, cwd: project.dir });

describe('the doc /docs shows', () => {
  it('is the doc whose route /docs is, else the main doc, and shows at both routes', () => {
    const main = { id: 'about/intro', route: '/docs/about/intro' };
    const index = { id: 'index', route: '/docs' };
    expect(docsRouteDocId([main], 'about/intro', '/docs', false)).toBe('about/intro');
    expect(docsRouteDocId([main, index], 'about/intro', '/docs', false)).toBe('index');
    // A standalone page at /docs has the route, unless a doc has it as its own.
    expect(docsRouteDocId([main], 'about/intro', '/docs', true)).toBeUndefined();
    expect(docsRouteDocId([main, index], 'about/intro', '/docs', true)).toBe('index');
    expect(routesOfDoc(main, 'about/intro', '/docs')).toEqual(['/docs/about/intro', '/docs']);
    expect(routesOfDoc(index, 'index', '/docs')).toEqual(['/docs']);
    expect(routesOfDoc(main, 'index', '/docs')).toEqual(['/docs/about/intro']);
  });

  it('at the site root, leaves "/" to the config\'s home page unless a doc has that route', () => {
    const main = { id: 'intro', route: '/intro' };
    const root = { id: 'inicio', route: '/' };
    expect(docsRouteDocId([main], 'intro', '/', true)).toBeUndefined();
    expect(docsRouteDocId([main], 'intro', '/', false)).toBe('intro');
    expect(docsRouteDocId([main, root], 'intro', '/', false)).toBe('inicio');
    expect(routesOfDoc(root, 'inicio', '/')).toEqual(['/']);
  });

  it("leaves the docs' base route to a page of src/pages when no doc has it, as Docusaurus does", async () => {
    const project = tempProject();
    project.write('src/pages/docs.md', '---\ntitle: Documentação\n---\n\n# Toda a documentação\n');
    const config = JSON.parse(project.read('docs.config.json'));
    project.write('docs.config.json', JSON.stringify({ ...config, pages: { path: 'src/pages' } }));
    const { diagnostics, site } = await compile(project);
    expect(diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    const atDocs = site!.table.routes.filter((r) => r.path === '/docs');
    expect(atDocs).toEqual([]);
    expect(site!.table.listings.filter((r) => r.path === '/docs')).toHaveLength(1);
  });

  it('checks anchors in links to /docs against the main doc, which /docs shows', async () => {
    const project = tempProject();
    project.write(
      'content/docs/guide/first-steps.md',
      '---\ntitle: P\n---\n\n[a](/docs#nada-aqui) e [b](/docs#visão-geral)\n',
    );
    project.write('content/docs/about/intro.md', '---\ntitle: Introdução\n---\n\n## Visão geral\n');
    const { diagnostics } = await compile(project);
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps.md:5:5: broken anchor #nada-aqui in link to /docs',
    ]);
  });

  it('lets a doc whose route is /docs (docs/index.md, slug /) have it, rather than the main doc', async () => {
    const project = tempProject();
    project.write('content/docs/index.md', '# Início\n\n## Comece aqui\n');
    project.write(
      'content/docs/guide/first-steps.md',
      '---\ntitle: P\n---\n\n[a](/docs#comece-aqui) [b](/docs#visão-geral)\n',
    );
    const { site, diagnostics } = await compile(project);
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps.md:5:28: broken anchor #visão-geral in link to /docs',
    ]);
    project.write('content/docs/guide/first-steps.md', '---\ntitle: P\n---\n\n[a](/docs#comece-aqui)\n');
    const again = await compile(project);
    expect(again.diagnostics).toEqual([]);
    expect(again.site!.table.routes.filter((r) => r.path === '/docs').map((r) => r.docId)).toEqual(['index']);
    expect(site).toBeUndefined();
  });
});
