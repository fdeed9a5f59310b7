import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMigrate } from '../../../cli/commands/migrate.ts';
import { MigrateError } from '../../../cli/migrate/migrate.ts';
import { repoRoot, tempProject, type TempProject } from '../../helpers/temp-project.ts';

/** A throwaway copy of one of the Docusaurus-like sites under tests/fixtures/migrate. */
const tempSite = (site: string): TempProject => tempProject(`migrate/${site}`);

const expected = (site: string) =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'tests/cli/migrate/expected', `${site}.json`), 'utf8'));

async function migrateFixture(site: string) {
  const project = tempSite(site);
  const summary = await runMigrate({ siteDir: project.dir });
  return { project, summary, written: JSON.parse(project.read('docs.config.json')) };
}

describe('docsgen migrate on Docusaurus-like sites', () => {
  it('maps a CommonJS config that requires packages not installed, and a sidebars file with every item kind', async () => {
    const { written, summary } = await migrateFixture('cjs-site');
    expect(written).toEqual(expected('cjs-site'));
    expect(summary.notes).toContain(
      'docusaurus.config.js: imports prism-react-renderer, which is not installed here; it was read as a placeholder, so values taken from it are left out',
    );
    expect(summary.notes).toContain(
      'docusaurus.config.js: plugins[0][1].createRedirects: a function cannot be mapped: list the redirects it makes in "redirects" of docs.config.json, one { from, to } each',
    );
    expect(summary.notes).toContain(
      'docusaurus.config.js: plugins[1]: the plugin @docusaurus/plugin-ideal-image is not run by docsgen; what it adds to the site is left out',
    );
    expect(summary.notes).toContain(
      "src/theme: swizzled components are not used: docsgen's viewer draws every page with its own components",
    );
    // remark-math is in the docs' options only: the pages and the blog render "$" as written, as in Docusaurus.
    expect(written.pages).toEqual({ path: 'src/pages', markdown: { math: false } });
    // React pages build as islands: no note for them, nor for Markdown pages.
    expect(summary.notes.filter((note) => note.startsWith('src/pages/'))).toEqual([]);
    // Mapped, so not a note: en is built under /en/, every page from pt-BR's text until i18n/en/ translates it.
    expect(summary.notes.filter((note) => note.includes('i18n'))).toEqual([]);
    expect(summary.notes).toContain(
      'docusaurus.config.js: themeConfig.navbar.items[4]: the search item is left out: docsgen always shows its own search box',
    );
  });

  it('maps an ESM config: url path to baseUrl, https favicon and logo, a docs plugin outside the preset, an editUrl function reported', async () => {
    const { written, summary } = await migrateFixture('esm-site');
    expect(written).toEqual(expected('esm-site'));
    expect(written.url).toBe('https://exemplo.github.io');
    expect(written.baseUrl).toBe('/mensagens/');
    expect(summary.notes).toContain(
      'docusaurus.config.mjs: plugins[0][1].editUrl: an editUrl function cannot be mapped: give docs.config.json an "editUrl" with "{path}" where the source path goes',
    );
    expect(summary.notes).toContain(
      'docusaurus.config.mjs: presets[0][1].blog: the site turns its blog off, but docsgen builds blog/; rename that folder to keep it out',
    );
  });

  it('maps a TypeScript config whose default export is an async function, and TypeScript sidebars in the shorthand form', async () => {
    const { written, summary } = await migrateFixture('ts-site');
    expect(written).toEqual(expected('ts-site'));
    expect(written.sidebars.docs[0]).toEqual({
      type: 'category',
      label: 'Começar',
      collapsed: false,
      items: ['intro', { type: 'category', label: 'Mais', collapsed: false, items: ['mais'] }],
    });
    expect(summary.notes).toContain(
      'sidebars.ts: api[1]: sidebar items of type "weird" have no docsgen equivalent; left out (use "doc", "link" or "category")',
    );
    expect(summary.notes).toContain(
      'sidebars.ts: api[0].items[0].key: "key" of a "doc" item has no docsgen equivalent; left out',
    );
    expect(summary.notes).toContain(
      'docusaurus.config.ts: presets[0][1].blog.postsPerPage: "ALL" is not supported: the blog lists 100 posts a page',
    );
  });

  it('keeps a broken link policy that tolerates broken ones as "warn", Docusaurus\'s default for anchors included', async () => {
    const project = tempSite('cjs-site');
    const brokenNotes = (notes: string[]) => notes.filter((note) => note.includes('onBroken'));
    const policies = () => {
      const { onBrokenLinks, onBrokenAnchors } = JSON.parse(project.read('docs.config.json'));
      return { onBrokenLinks, onBrokenAnchors };
    };
    let summary = await runMigrate({ siteDir: project.dir });
    expect(policies()).toEqual({ onBrokenLinks: undefined, onBrokenAnchors: 'warn' });
    expect(brokenNotes(summary.notes)).toEqual([
      'docusaurus.config.js: onBrokenAnchors: "warn", Docusaurus\'s default became "warn": each broken one is reported and the build goes on; remove the key to fail on them',
    ]);
    const config = project.read('docusaurus.config.js');
    project.write(
      'docusaurus.config.js',
      config.replace(
        "onBrokenLinks: 'throw',",
        "onBrokenLinks: 'ignore', onBrokenAnchors: 'throw', onBrokenMarkdownLinks: 'throw',",
      ),
    );
    summary = await runMigrate({ siteDir: project.dir });
    expect(policies()).toEqual({ onBrokenLinks: 'warn', onBrokenAnchors: undefined });
    expect(brokenNotes(summary.notes)).toEqual([
      'docusaurus.config.js: onBrokenLinks: "ignore" became "warn": each broken one is reported and the build goes on; remove the key to fail on them',
      'docusaurus.config.js: onBrokenMarkdownLinks: "throw" has no docsgen equivalent: a Markdown link to no file is a broken link',
    ]);
  });

  it("runs an ESM config whose createRequire resolves a package not installed, as Prettier's does", async () => {
    const project = tempSite('esm-site');
    const config = project.read('docusaurus.config.mjs');
    project.write(
      'docusaurus.config.mjs',
      `import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\n${config.replace(
        "title: 'Mensagens',",
        "title: 'Mensagens', customFields: { tema: require.resolve('react-tweet/theme.css') },",
      )}`,
    );
    const summary = await runMigrate({ siteDir: project.dir });
    expect(JSON.parse(project.read('docs.config.json')).title).toBe('Mensagens');
    expect(summary.notes.join('\n')).not.toContain('could not run it');
  });

  it('reads sidebars as Docusaurus does: none named is one autogenerated sidebar, a named file that is missing is none', async () => {
    const project = tempSite('esm-site');
    project.write('sidebars.js', 'module.exports = { ignorada: ["comecar/enviar"] };\n');
    let summary = await runMigrate({ siteDir: project.dir });
    expect(JSON.parse(project.read('docs.config.json')).sidebars).toEqual({
      defaultSidebar: [{ type: 'autogenerated', dirName: '.' }],
    });
    expect(summary.notes).toContain(
      'docusaurus.config.mjs: plugins[0][1]: no sidebarPath, so sidebars.js is not read, as in Docusaurus: the docs get one autogenerated sidebar; name the file in sidebarPath to use it',
    );
    project.write(
      'docusaurus.config.mjs',
      project.read('docusaurus.config.mjs').replace("path: 'docs',", "path: 'docs', sidebarPath: './nada.js',"),
    );
    summary = await runMigrate({ siteDir: project.dir });
    expect(JSON.parse(project.read('docs.config.json')).sidebars).toEqual({});
    expect(summary.notes).toContain(
      'docusaurus.config.mjs: plugins[0][1].sidebarPath: nada.js does not exist, so the docs have no sidebar, as in Docusaurus',
    );
  });

  it("points the config at src/pages with the pages plugin's options, and fills mdx.components from a swizzled MDXComponents", async () => {
    const { written, summary } = await migrateFixture('components-site');
    expect(written.pages).toEqual({
      path: 'src/pages',
      routeBasePath: 'paginas',
      exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/rascunhos/**'],
    });
    expect(Object.keys(written)).toEqual([
      'title',
      'url',
      'baseUrl',
      'onBrokenAnchors',
      'staticDirectories',
      'docs',
      'pages',
      'version',
      'navbar',
      'markdown',
      'mdx',
      'sidebars',
    ]);
    // Default imports of site files, by @site/ and relative paths, with the file their import resolves to; built-ins made global keep their Docusaurus path.
    expect(written.mdx).toEqual({
      components: {
        IonicIcon: 'src/components/IonicIcon.tsx',
        Tabs: '@theme/Tabs',
        TabItem: '@theme/TabItem',
        Highlight: 'src/components/Destaque/index.jsx',
      },
      inlineComponents: true,
    });
    const fileNotes = summary.notes.filter((note) => note.startsWith('src/'));
    expect(fileNotes).toEqual([
      'src/theme/MDXComponents.tsx: Aviso: is the named export Aviso of @site/src/components/nomeados; "mdx.components" takes a module\'s default export, so re-export it as the default of a file of its own',
      'src/theme/MDXComponents.tsx: Tooltip: comes from react-tooltip, which is not a file of the site; import it in the pages that use it instead',
      'src/theme/MDXComponents.tsx: Cor: is not an imported component (a function or expression written here runs only in the browser); move it to a file of its own and list that file in "mdx.components"',
      'src/theme/MDXComponents.tsx: a: overrides the HTML element <a>, which docsgen renders itself; left out',
    ]);
    // Default values of options docsgen has no key for need no note; the others get one.
    expect(summary.notes).toContain(
      'docusaurus.config.js: presets[0][1].pages.remarkPlugins: the pages option "remarkPlugins" has no docsgen equivalent; left out',
    );
    expect(summary.notes.some((note) => note.includes('mdxPageComponent'))).toBe(false);
  });

  it('maps MDXComponents written as JavaScript with `export { components as default }`, and leaves pages out when the site turns them off', async () => {
    const project = tempSite('components-site');
    fs.rmSync(project.file('src/theme/MDXComponents.tsx'));
    project.write(
      'src/theme/MDXComponents/index.js',
      "import Icone from '@site/src/components/IonicIcon';\nconst components = { IonicIcon: Icone };\nexport { components as default };\n",
    );
    project.write(
      'docusaurus.config.js',
      project.read('docusaurus.config.js').replace(/pages: \{.*\},\n/, 'pages: false,\n'),
    );
    const summary = await runMigrate({ siteDir: project.dir });
    const written = JSON.parse(project.read('docs.config.json'));
    expect(written.mdx).toEqual({ components: { IonicIcon: 'src/components/IonicIcon.tsx' }, inlineComponents: true });
    expect(written.pages).toBeUndefined();
    expect(summary.notes.filter((note) => note.startsWith('src/'))).toEqual([]);
  });

  it('writes the same bytes when run twice', async () => {
    const { project } = await migrateFixture('cjs-site');
    const first = project.read('docs.config.json');
    await runMigrate({ siteDir: project.dir });
    expect(project.read('docs.config.json')).toBe(first);
  });

  it('writes paths relative to --out when the config goes elsewhere', async () => {
    const project = tempSite('ts-site');
    await runMigrate({ siteDir: project.dir, out: project.file('portal/docs.config.json') });
    const written = JSON.parse(project.read('portal/docs.config.json'));
    expect(written.docs.path).toBe('../guias');
    expect(written.blog.path).toBe('../blog');
    expect(written.staticDirectories).toEqual(['../static', '../public']);
    // A build takes static folders only inside the project: the site's folder is the project.
    expect(written.projectRoot).toBe('..');
  });

  it('makes the project the folder that holds a static folder Docusaurus names beside the site', async () => {
    const project = tempSite('ts-site');
    fs.mkdirSync(path.join(project.dir, '../compartilhado'), { recursive: true });
    project.write(
      'docusaurus.config.ts',
      project.read('docusaurus.config.ts').replace("'nao-existe'", "'../compartilhado'"),
    );
    await runMigrate({ siteDir: project.dir });
    const written = JSON.parse(project.read('docs.config.json'));
    expect(written.staticDirectories).toEqual(['static', 'public', '../compartilhado']);
    expect(written.projectRoot).toBe('..');
  });

  it('reads .md pages as MDX, as Docusaurus 3 does, unless markdown.format says otherwise', async () => {
    const project = tempSite('ts-site');
    await runMigrate({ siteDir: project.dir });
    expect(JSON.parse(project.read('docs.config.json')).markdown).toEqual({ format: 'mdx' });
    project.write(
      'docusaurus.config.ts',
      project.read('docusaurus.config.ts').replace('  return {', "  return {\n    markdown: { format: 'detect' },"),
    );
    await runMigrate({ siteDir: project.dir });
    expect(JSON.parse(project.read('docs.config.json')).markdown).toEqual({ format: 'detect' });
  });

  it('reads a Docusaurus 2 site\'s .md pages as CommonMark ("detect"), as the upgrade guide advises, saying why', async () => {
    const project = tempSite('ts-site');
    project.write('package.json', JSON.stringify({ dependencies: { '@docusaurus/core': '^2.4.3' } }));
    const summary = await runMigrate({ siteDir: project.dir });
    expect(JSON.parse(project.read('docs.config.json')).markdown).toEqual({ format: 'detect' });
    expect(summary.notes).toContain(
      'docusaurus.config.ts: markdown.format: a Docusaurus 2 site (package.json): .md pages are read as CommonMark and .mdx as MDX ("format": "detect"), as Docusaurus 3\'s upgrade guide advises for MDX 1 pages',
    );
    project.write('package.json', JSON.stringify({ dependencies: { '@docusaurus/core': '3.8.1' } }));
    await runMigrate({ siteDir: project.dir });
    expect(JSON.parse(project.read('docs.config.json')).markdown).toEqual({ format: 'mdx' });
  });

  it('makes a navbar item with items but no type a dropdown, as Docusaurus shows it', async () => {
    const typed = await migrateFixture('ts-site');
    const project = tempSite('ts-site');
    project.write(
      'docusaurus.config.ts',
      project.read('docusaurus.config.ts').replace("            type: 'dropdown',\n", ''),
    );
    await runMigrate({ siteDir: project.dir });
    const navbar = JSON.parse(project.read('docs.config.json')).navbar;
    expect(navbar.items[0]).toMatchObject({ type: 'dropdown', label: 'APIs' });
    expect(navbar).toEqual(typed.written.navbar);
  });

  it('turns math on when the docs or blog list remark-math or rehype-katex, installed or not', async () => {
    const project = tempSite('ts-site');
    const config = project.read('docusaurus.config.ts');
    project.write(
      'docusaurus.config.ts',
      `import math from 'remark-math';\nimport katex from 'rehype-katex';\nimport outro from 'remark-outro';\n${config
        .replace('sidebarCollapsed: false,', 'sidebarCollapsed: false, remarkPlugins: [outro, [math, {}]],')
        .replace("blogTitle: 'Notas',", "blogTitle: 'Notas', rehypePlugins: [katex],")}`,
    );
    const summary = await runMigrate({ siteDir: project.dir });
    expect(JSON.parse(project.read('docs.config.json')).markdown).toEqual({ format: 'mdx', math: true });
    expect(summary.notes).toContain(
      'docusaurus.config.ts: markdown.math: the site uses remark-math and rehype-katex: docs.config.json sets "math": true, and docsgen typesets $…$ and $$…$$ with KaTeX at build time',
    );
    // Without them, math stays off: a $ is text, as in Docusaurus.
    expect((await migrateFixture('ts-site')).written.markdown).toEqual({ format: 'mdx' });
  });

  it('allows the iframe hosts the pages embed over https, and says which http ones will be removed', async () => {
    const project = tempSite('ts-site');
    project.write(
      'guias/video.mdx',
      '# Vídeo\n\n<iframe width="560" src="https://www.youtube.com/embed/abc" />\n\n' +
        "<iframe src={'https://wokwi.com/projects/1'}></iframe>\n",
    );
    project.write('blog/2024-03-03-mapa.md', '# Mapa\n\n<iframe src="http://mapas.example.org/x"></iframe>\n');
    const summary = await runMigrate({ siteDir: project.dir });
    expect(JSON.parse(project.read('docs.config.json')).markdown.iframeHosts).toEqual(['wokwi.com', 'www.youtube.com']);
    expect(summary.notes).toContain(
      'docusaurus.config.ts: markdown.iframeHosts: the pages embed iframes from wokwi.com, www.youtube.com; docs.config.json allows these hosts, and removes an iframe from any other',
    );
    expect(summary.notes).toContain(
      'docusaurus.config.ts: markdown.iframeHosts: the pages embed iframes over http from mapas.example.org; docsgen allows https hosts only, so those iframes are removed: change their src to https',
    );
  });

  it('fails naming the folder when there is no Docusaurus config', async () => {
    const project = tempSite('ts-site');
    project.remove('docusaurus.config.ts');
    await expect(runMigrate({ siteDir: project.dir })).rejects.toThrow(
      /no Docusaurus config here; expected one of docusaurus\.config\.js/,
    );
  });

  it('fails naming the file when the config throws', async () => {
    const project = tempSite('ts-site');
    project.write('docusaurus.config.ts', 'export default function () { throw new Error("sem rede"); }\n');
    const failure = await runMigrate({ siteDir: project.dir }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(MigrateError);
    expect((failure as Error).message).toBe('docusaurus.config.ts: could not run it: sem rede');
    expect(fs.existsSync(project.file('docs.config.json'))).toBe(false);
  });

  it('fails naming the file and line when the sidebars file does not parse', async () => {
    const project = tempSite('ts-site');
    project.write('sidebars.ts', 'export default {\n  docs: [\n');
    await expect(runMigrate({ siteDir: project.dir })).rejects.toThrow(/^sidebars\.ts: could not run it: 3:1: /);
  });
});
