import { describe, expect, it } from 'vitest';
import { sitemap } from '../../../cli/output/sitemap.ts';
import { prerenderPage } from '../../../cli/output/prerender.ts';
import { editConfig, tempProject } from '../../helpers/temp-project.ts';
import { compilePages as compile, pageAt } from './pages-project.ts';

/**
 * React pages of tests/fixtures/standalone-pages: src/pages/index.tsx (the home page, in @theme/Layout, with a CSS
 * module) and src/pages/api.tsx, beside Markdown pages and what is not a page (`_Componente.tsx`).
 */
describe('React pages (src/pages/*.tsx)', () => {
  it("makes each one a page at its route whose body is one island, bundled with the site's islands", async () => {
    const compiled = await compile(tempProject('standalone-pages'));
    expect(compiled.errors).toEqual([]);
    expect(compiled.warnings).toEqual([]);
    const { manifest, table } = compiled.site!;
    const listed = table.listings!.map((r) => `${r.path} ${r.kind}`);
    expect(listed).toEqual(['/ page', '/ajuda page', '/api page', '/sobre page']);
    const api = pageAt(compiled, '/api')!;
    expect(api).toMatchObject({ kind: 'page', react: true, title: '', toc: [], source: 'src/pages/api.tsx' });
    const [id] = api.islands!;
    expect(api.html).toBe(`<div class="island island-page" data-island="${id}"></div>`);
    expect(manifest.islands![id!]).toEqual({
      name: 'src/pages/api.tsx',
      script: expect.stringMatching(/^islands\/src_pages_api_tsx-[0-9a-f]{8}-\w+\.js$/),
    });
    // The home page's CSS module is bundled beside it; `_Componente.tsx` is not a page.
    const home = pageAt(compiled, '/')!;
    expect(manifest.islands![home.islands![0]!]!.styles).toEqual([expect.stringMatching(/\.css$/)]);
    expect(
      Object.values(manifest.islands!)
        .map((island) => island.name)
        .sort(),
    ).toEqual(['src/pages/api.tsx', 'src/pages/index.tsx']);
    // @theme/Layout resolves to docsgen's, which sets the tab's title.
    const homeScript = new TextDecoder().decode(
      compiled.site!.islandFiles!.get(manifest.islands![home.islands![0]!]!.script),
    );
    expect(homeScript).toContain('document.title=');
    expect(homeScript).not.toContain('@theme/Layout');
  });

  it('lists them in the sitemap, writes their HTML shell with the site title and the placeholder, and indexes none for search', async () => {
    const compiled = await compile(tempProject('standalone-pages'));
    const { manifest, pages } = compiled.site!;
    expect(sitemap(manifest, pages)).toContain('<loc>https://docs.example.com/api</loc>');
    const api = pages.find((page) => page.path === '/api')!;
    expect(api).toMatchObject({ title: '', description: '' });
    const body = prerenderPage(compiled.site!, '/api', compiled.site!.payloadFiles.get(api.payload!));
    expect(body).toMatch(
      /<div id="main" class="react-page" tabindex="-1"><div class="island island-page" data-island="[0-9a-f]{8}"><\/div><\/div>/,
    );
    expect(body).not.toContain('docs-toc');
    expect([...compiled.state!.searchPages.keys()]).not.toContain('/api');
  });

  it('checks links to them like any route: /api passes, /apii fails at its position', async () => {
    const project = tempProject('standalone-pages');
    project.write('docs/intro.md', '# Introdução\n\nA [API](/api), a [outra](/apii) e o [início](/).\n');
    const { errors } = await compile(project);
    expect(errors).toEqual(['docs/intro.md:3:26: broken link to /apii: no page at /apii (did you mean /api?)']);
  });

  it("refuses a React page at the route of a doc, of the config's home page or of another page, naming both", async () => {
    const project = tempProject('standalone-pages');
    project.write('src/pages/docs/intro.jsx', 'export default function Intro() {\n  return null;\n}\n');
    project.write('src/pages/sobre.jsx', 'export default function Sobre() {\n  return null;\n}\n');
    editConfig(project, (config) => (config.home = { cta: { label: 'Começar', to: '/docs/intro' }, entries: [] }));
    const { errors } = await compile(project);
    expect(errors.sort()).toEqual([
      'src/pages/docs/intro.jsx:1:1: this page\'s route /docs/intro is also the doc docs/intro.md; give it a "slug" in front matter, or rename the file',
      'src/pages/index.tsx:1:1: this page\'s route / is also the config\'s home page; remove "home" from the config to make this page the home page, or give the page a "slug"',
      'src/pages/sobre.md:1:1: this page\'s route /sobre is also the page src/pages/sobre.jsx; give it a "slug" in front matter, or rename the file',
    ]);
  });

  it("leaves out `_` files and folders, tests and type declarations, as Docusaurus's default exclude does", async () => {
    const project = tempProject('standalone-pages');
    project.write('src/pages/_privado/painel.tsx', 'export default () => null;\n');
    project.write('src/pages/api.test.tsx', 'export default () => null;\n');
    project.write('src/pages/__tests__/api.tsx', 'export default () => null;\n');
    project.write('src/pages/tipos.d.ts', 'export {};\n');
    const compiled = await compile(project);
    expect(compiled.errors).toEqual([]);
    expect(compiled.site!.table.listings!.map((r) => r.path)).toEqual(['/', '/ajuda', '/api', '/sobre']);
  });

  it('bundles the islands of an MDX page too, and lists them in its payload', async () => {
    const project = tempProject('standalone-pages');
    project.write(
      'src/components/Botao.jsx',
      'export default function Botao({ rotulo }) {\n  return <button type="button">{rotulo}</button>;\n}\n',
    );
    project.write(
      'src/pages/loja.mdx',
      'import Botao from \'@site/src/components/Botao\';\n\n# Loja\n\n<Botao rotulo="Comprar" />\n',
    );
    const compiled = await compile(project);
    expect(compiled.errors).toEqual([]);
    const loja = pageAt(compiled, '/loja')!;
    expect(loja.islands).toHaveLength(1);
    expect(loja.html).toContain(`data-island="${loja.islands![0]}"`);
    expect(compiled.site!.manifest.islands![loja.islands![0]!]!.name).toBe('Botao');
  });

  it('reports a page without a default export, and an error in its source, at the page', async () => {
    const project = tempProject('standalone-pages');
    project.write('src/pages/sem-padrao.tsx', 'export function Pagina() {\n  return null;\n}\n');
    expect((await compile(project)).errors).toEqual([
      'src/pages/sem-padrao.tsx:1:1: cannot import the component <src/pages/sem-padrao.tsx>: No matching export in "src/pages/sem-padrao.tsx" for import "default"',
    ]);
    project.remove('src/pages/sem-padrao.tsx');
    project.write('src/pages/quebrada.jsx', 'export default function Quebrada() {\n  return <div>;\n}\n');
    expect((await compile(project)).errors).toEqual([
      'src/pages/quebrada.jsx:4:1: in a component\'s source: Unexpected end of file before a closing "div" tag',
    ]);
  });
});
