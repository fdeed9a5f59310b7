import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { hashedFilesMap, pageFiles } from '../../../cli/output/site-files.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import type { PagePayload } from '../../../format/site-format.ts';
import { editConfig, tempProject, type TempProject } from '../../helpers/temp-project.ts';

/**
 * A Docusaurus repository made a docsgen project by one docs.config.json beside its docs/, blog/ and static/
 * (tests/fixtures/docusaurus-root): docs at the site root, a doc at "/" as the home page, and `trailingSlash: true`.
 */
const docusaurusRoot = () => tempProject('docusaurus-root');

async function compile(project: TempProject) {
  return compileSite(loadConfig('docs.config.json', project.dir), { drafts: false, cwd: project.dir });
}

const problems = async (project: TempProject) => (await compile(project)).diagnostics.map(formatDiagnostic);

/** The files a build would write, payloads included, by path, without the viewer's bundle. */
async function builtFiles(project: TempProject): Promise<Map<string, string>> {
  const { site, diagnostics } = await compile(project);
  expect(diagnostics.map(formatDiagnostic)).toEqual([]);
  const viewer = {
    dir: project.dir,
    files: [],
    scripts: [],
    scriptImports: [],
    styles: [],
    diagramFiles: [],
    gateScripts: [],
    compressed: [],
  };
  return new Map([
    ...site!.payloadFiles,
    ...[...pageFiles(site!, viewer, () => ''), hashedFilesMap(site!, viewer)].map(
      ([rel, content]): [string, string] => [rel, content.toString()],
    ),
  ]);
}

const payloadOf = (site: NonNullable<Awaited<ReturnType<typeof compile>>['site']>, route: string): PagePayload => {
  const entry = site.table.routes.find((r) => r.path === route)!;
  return JSON.parse(site.payloadFiles.get(entry.payload)!);
};

describe('a Docusaurus repository with docs at the site root', () => {
  it('reads docs/, blog/ and static/ beside the config, with no content folder, and serves docs at "/x"', async () => {
    const project = docusaurusRoot();
    expect(fs.existsSync(project.file('content'))).toBe(false);
    const { site, diagnostics } = await compile(project);
    expect(diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(site!.table.routes.map((r) => r.path).sort()).toEqual([
      '/',
      '/guia',
      '/guia/conhecer',
      '/guia/ti',
      '/outra-pagina',
    ]);
    expect(site!.manifest.version.path).toBe('/');
    expect(site!.manifest.blog).toMatchObject({ path: '/blog', href: '/blog/' });
    expect([...site!.staticFiles.keys()]).toEqual(['img/logo.svg']);
    // The partial _parcial.md is left out by docs.exclude's default, its broken link with it.
    expect(site!.table.routes.some((r) => r.path.includes('parcial'))).toBe(false);
  });

  it('makes the doc with `slug: /` the home page when the config has no home', async () => {
    const project = docusaurusRoot();
    const { site } = await compile(project);
    expect(site!.manifest.home).toBeUndefined();
    expect(site!.table.routes.find((r) => r.path === '/')?.docId).toBe('intro');
    const files = await builtFiles(project);
    expect(files.get('index.html')).toContain('<title>Início | Docusaurus na raiz</title>');
  });

  it('refuses a config home beside a doc at "/", naming both', async () => {
    const project = docusaurusRoot();
    editConfig(project, (c) => {
      c.home = { cta: { label: 'Começar', docId: 'intro' }, entries: [] };
    });
    expect(await problems(project)).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: home: the home page "\/" is also the doc docs\/intro\.md; remove "home" from the config/,
      ),
    ]);
  });

  it('refuses a doc at the route of a tag page, of the blog or of the search page, naming the doc', async () => {
    const project = docusaurusRoot();
    project.write('docs/etiquetas.md', '---\nslug: /tags\n---\n# Etiquetas\n');
    project.write('docs/noticias.md', '---\nslug: /blog\n---\n# Notícias\n');
    project.write('docs/buscar.md', '---\nslug: /search\n---\n# Buscar\n');
    expect(await problems(project)).toEqual([
      "docs/buscar.md:2:1: this doc's route /search is the search page's; give the doc another slug",
      'docs/etiquetas.md:1:1: the route /tags is also a tag-index page; give this doc another slug',
      'docs/noticias.md:1:1: the route /blog is also a blog-list page; give this doc another slug',
    ]);
  });

  it('with trailingSlash true, writes x/index.html and links, canonical URLs and the sitemap with the slash', async () => {
    const files = await builtFiles(docusaurusRoot());
    expect(files.has('guia/conhecer/index.html')).toBe(true);
    expect(files.get('guia/index.html')).toContain('<link rel="canonical" href="https://docs.example.com/guia/">');
    expect(files.get('sitemap.xml')).toContain('<loc>https://docs.example.com/guia/conhecer/</loc>');
    expect(files.get('sitemap.xml')).toContain('<loc>https://docs.example.com/</loc>');
    const payload = [...files].find(([rel]) => rel.startsWith('data/intro.'))![1];
    expect(payload).toContain('href=\\"/guia/\\"');
    expect(payload).toContain('href=\\"/tags/api/\\"');
    expect(payload).toContain('href=\\"/outra-pagina/#seção\\"');
    // Static files keep their own URL.
    expect(payload).toContain('href=\\"/img/logo.svg\\"');
  });

  it('with trailingSlash false, writes x.html and never puts a slash after a route', async () => {
    const project = docusaurusRoot();
    editConfig(project, (c) => {
      c.trailingSlash = false;
    });
    // Served at /guia (no slash), the index page's "./conhecer" would be /conhecer: written from the folder instead.
    project.write(
      'docs/guia/guia.md',
      '---\ntitle: Guia\n---\n# Guia\n\n[Conhecer](./guia/conhecer) e [TI](ti/ti.md)\n',
    );
    project.write('docs/guia/ti/ti.md', '---\ntitle: TI\n---\n# TI\n\n[outra](../../outra-pagina#seção)\n');
    const files = await builtFiles(project);
    expect(files.has('guia/conhecer.html')).toBe(true);
    expect(files.has('guia.html')).toBe(true);
    expect(files.has('index.html')).toBe(true);
    expect(files.has('guia/conhecer/index.html')).toBe(false);
    expect(files.get('guia.html')).toContain('<link rel="canonical" href="https://docs.example.com/guia">');
    expect(files.get('sitemap.xml')).toContain('<loc>https://docs.example.com/guia/conhecer</loc>');
  });

  it('refuses a blog served at "/" beside the config\'s home page', async () => {
    const project = docusaurusRoot();
    editConfig(project, (c) => {
      c.docs.routeBasePath = 'docs';
      c.blog.routeBasePath = '/';
      c.home = { cta: { label: 'Começar', docId: 'intro' }, entries: [] };
      c.navbar.items = [];
    });
    project.write('docs/intro.md', '---\ntitle: Início\n---\n# Início\n');
    project.write('blog/2024-01-02-ola.md', '---\ntitle: Olá\n---\n\nPrimeiro post.\n');
    expect(await problems(project)).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: blog\.routeBasePath: the blog's page "\/" is also the config's home page/,
      ),
    ]);
  });

  it('answers the root with the not-found page when neither the config nor a doc is the home page', async () => {
    const project = docusaurusRoot();
    editConfig(project, (c) => {
      c.docs.routeBasePath = 'docs';
    });
    project.write('blog/2024-01-02-ola.md', '---\ntitle: Olá\n---\n\nVeja o [guia](/docs/guia/).\n');
    project.write('docs/intro.md', '---\ntitle: Início\n---\n# Início\n\n[guia](guia/guia.md)\n');
    const files = await builtFiles(project);
    expect(files.get('index.html')).toContain('Página não encontrada');
    expect(files.has('docs/index.html')).toBe(true);
  });

  it('leaves out a static file a host would serve in place of a page written as x.html', async () => {
    const project = docusaurusRoot();
    editConfig(project, (c) => {
      c.trailingSlash = false;
    });
    project.write('docs/guia/guia.md', '---\ntitle: Guia\n---\n# Guia\n');
    project.write('docs/guia/ti/ti.md', '---\ntitle: TI\n---\n# TI\n');
    project.write('static/outra-pagina', 'texto');
    expect(await problems(project)).toEqual([
      'static/outra-pagina:1:1: warning: this static file takes the path of the page /outra-pagina: a host would serve the file in its place; the page is written there and the static file left out, as Docusaurus does; move or rename it',
    ]);
  });

  it('resolves relative links from the URL each page is served at, under each trailingSlash', async () => {
    const verdicts = async (trailingSlash: boolean | undefined) => {
      const project = docusaurusRoot();
      editConfig(project, (c) => {
        if (trailingSlash === undefined) delete c.trailingSlash;
        else c.trailingSlash = trailingSlash;
      });
      return problems(project);
    };
    // Unset, as true: an index page (guia/guia.md, ti/ti.md) is served at ".../guia/", so "./conhecer" is /guia/conhecer.
    expect(await verdicts(undefined)).toEqual([]);
    // true puts every page under its own slash: from /guia/ti/, "../conhecer" is /guia/conhecer still.
    expect(await verdicts(true)).toEqual([]);
    expect(await verdicts(false)).toEqual([
      'docs/guia/guia.md:10:14: broken link to ./conhecer: no page at /conhecer',
      'docs/guia/guia.md:11:8: broken link to ./ti/: no page at /ti',
      'docs/guia/ti/ti.md:8:60: broken link to ../conhecer: no page at /conhecer',
    ]);
  });

  it('with trailingSlash true, resolves a plain page\'s "./x" under the page itself, as Docusaurus does', async () => {
    const project = docusaurusRoot();
    project.write('docs/guia/conhecer.md', '---\ntitle: Conhecer\ntags: [api]\n---\n# Conhecer\n\n[ti](./ti)\n');
    expect(await problems(project)).toEqual([
      'docs/guia/conhecer.md:7:6: broken link to ./ti: no page at /guia/conhecer/ti (did you mean /guia/conhecer?)',
    ]);
    editConfig(project, (c) => {
      delete c.trailingSlash;
    });
    expect(await problems(project)).toEqual([]);
  });

  it('checks links to tag pages, static files, encoded and accented anchors, with or without baseUrl', async () => {
    const project = docusaurusRoot();
    editConfig(project, (c) => {
      c.baseUrl = '/portal/';
    });
    project.write(
      'docs/links.md',
      '---\ntitle: Links\n---\n# Links\n\n[a](/portal/outra-pagina#se%C3%A7%C3%A3o) [b](/outra-pagina#seção) [c](/tags/api) [d](/img/logo.svg) [e](/tags/nada) [f](/img/nada.svg) [g](/outra-pagina#nada)\n',
    );
    const found = await problems(project);
    expect(found).toEqual([
      'docs/links.md:6:122: missing file /img/nada.svg: static/img/nada.svg does not exist',
      'docs/links.md:6:106: broken link to /tags/nada: no page at /tags/nada',
      'docs/links.md:6:141: broken anchor #nada in link to /outra-pagina',
    ]);
  });

  it('serves static files from every static folder, the first one first', async () => {
    const project = docusaurusRoot();
    editConfig(project, (c) => {
      c.staticDirectories = ['static', 'publico'];
    });
    project.write('publico/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"/>');
    project.write('publico/manual.pdf', 'pdf');
    project.write('docs/intro.md', `${project.read('docs/intro.md')}\n[manual](/manual.pdf)\n`);
    const { site, diagnostics } = await compile(project);
    expect(diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(Object.fromEntries(site!.staticFiles)).toEqual({
      'img/logo.svg': project.file('static/img/logo.svg'),
      'manual.pdf': project.file('publico/manual.pdf'),
    });
  });

  it('leaves out the files docs.exclude names, and only those', async () => {
    const project = docusaurusRoot();
    project.write('docs/rascunhos/ideia.md', '# Ideia\n\n[x](./nao-existe)\n');
    expect(await problems(project)).toEqual([
      'docs/rascunhos/ideia.md:3:5: broken link to ./nao-existe: no page at /rascunhos/ideia/nao-existe',
    ]);
    editConfig(project, (c) => {
      c.docs.exclude = ['rascunhos/**'];
    });
    // With its own list, the default's "_" rule is gone: the partial is a page, and its broken link counts.
    expect(await problems(project)).toEqual([
      'docs/_parcial.md:3:12: broken link to ./nao-existe: no page at /_parcial/nao-existe',
    ]);
  });

  it("reads a docs folder outside the config's folder, which the config names, and refuses symlinks out of every named folder", async () => {
    const project = docusaurusRoot();
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-shared-docs-'));
    fs.cpSync(project.file('docs'), shared, { recursive: true });
    const secret = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-secret-'));
    fs.writeFileSync(path.join(secret, 'token.md'), '# token\n');
    fs.symlinkSync(path.join(secret, 'token.md'), path.join(shared, 'token.md'));
    editConfig(project, (c) => {
      c.docs.path = shared;
    });
    const found = await problems(project);
    expect(found).toEqual([
      expect.stringMatching(/token\.md:1:1: this symlink leads to .*token\.md, outside the project/),
    ]);
    fs.rmSync(path.join(shared, 'token.md'));
    expect(await problems(project)).toEqual([]);
  });

  it('serves docs under a routeBasePath given as Docusaurus writes it, and tags under it', async () => {
    const project = docusaurusRoot();
    editConfig(project, (c) => {
      c.docs.routeBasePath = '/guias/';
    });
    project.write(
      'docs/intro.md',
      '---\nslug: /\ntitle: Início\n---\n# Início\n\n[guia](guia/guia.md) [tag](/guias/tags/api) [c](/guias/guia/conhecer)\n',
    );
    project.write('blog/2024-01-02-ola.md', '---\ntitle: Olá\n---\n\nVeja o [guia](/guias/guia/).\n');
    const { site, diagnostics } = await compile(project);
    expect(diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(site!.table.routes.map((r) => r.path).sort()).toEqual([
      '/guias',
      '/guias/guia',
      '/guias/guia/conhecer',
      '/guias/guia/ti',
      '/guias/outra-pagina',
    ]);
    expect(site!.manifest.version.path).toBe('/guias');
    expect(payloadOf(site!, '/guias/guia/conhecer').tags).toEqual([
      { label: 'api', slug: 'api', href: '/guias/tags/api/' },
    ]);
  });
});
