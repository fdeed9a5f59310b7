import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMigrate } from '../../../cli/commands/migrate.ts';
import { MigrateError } from '../../../cli/migrate/migrate.ts';
import { repoRoot, type TempProject } from '../../helpers/temp-project.ts';

/** A throwaway copy of one of the Docusaurus-like sites under tests/fixtures/migrate. */
function tempSite(site: string): TempProject {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `docsgen-migrate-${site}-`));
  fs.cpSync(path.join(repoRoot, 'tests/fixtures/migrate', site), dir, { recursive: true });
  const file = (rel: string) => path.join(dir, rel);
  return {
    dir,
    file,
    write: (rel, content) => {
      fs.mkdirSync(path.dirname(file(rel)), { recursive: true });
      fs.writeFileSync(file(rel), content);
    },
    read: (rel) => fs.readFileSync(file(rel), 'utf8'),
    remove: (rel) => fs.rmSync(file(rel), { recursive: true, force: true }),
  };
}

const expected = (site: string) => JSON.parse(fs.readFileSync(path.join(repoRoot, 'tests/cli/migrate/expected', `${site}.json`), 'utf8'));

async function migrateFixture(site: string) {
  const project = tempSite(site);
  const summary = await runMigrate({ siteDir: project.dir });
  return { project, summary, written: JSON.parse(project.read('docs.config.json')) };
}

describe('docsgen migrate on Docusaurus-like sites', () => {
  it('maps a CommonJS config that requires packages not installed, and a sidebars file with every item kind', async () => {
    const { written, summary } = await migrateFixture('cjs-site');
    expect(written).toEqual(expected('cjs-site'));
    expect(summary.notes).toContain('docusaurus.config.js: imports prism-react-renderer, which is not installed here; it was read as a placeholder, so values taken from it are left out');
    expect(summary.notes).toContain(
      'docusaurus.config.js: plugins[0][1].createRedirects: a function cannot be mapped: list the redirects it makes in "redirects" of docs.config.json, one { from, to } each',
    );
    expect(summary.notes).toContain('docusaurus.config.js: plugins[1]: the plugin @docusaurus/plugin-ideal-image is not run by docsgen; what it adds to the site is left out');
    expect(summary.notes).toContain('src/theme: swizzled components are not used: docsgen\'s viewer draws every page with its own components');
    expect(summary.notes).toContain(
      'src/pages/index.js: custom pages are not built; write it as a doc with a "slug" (slug: / for the home page), or give docs.config.json a "home" section',
    );
    expect(summary.notes).toContain('docusaurus.config.js: i18n.locales: docsgen builds one locale (pt-BR); en and their i18n/ translations are not built');
    expect(summary.notes).toContain('docusaurus.config.js: themeConfig.navbar.items[4]: the search item is left out: docsgen always shows its own search box');
  });

  it('maps an ESM config: url path to baseUrl, https favicon and logo, a docs plugin outside the preset, an editUrl function reported', async () => {
    const { written, summary } = await migrateFixture('esm-site');
    expect(written).toEqual(expected('esm-site'));
    expect(written.url).toBe('https://exemplo.github.io');
    expect(written.baseUrl).toBe('/mensagens/');
    expect(summary.notes).toContain(
      'docusaurus.config.mjs: plugins[0][1].editUrl: an editUrl function cannot be mapped: give docs.config.json an "editUrl" with "{path}" where the source path goes',
    );
    expect(summary.notes).toContain('docusaurus.config.mjs: presets[0][1].blog: the site turns its blog off, but docsgen builds blog/; rename that folder to keep it out');
  });

  it('maps a TypeScript config whose default export is an async function, and TypeScript sidebars in the shorthand form', async () => {
    const { written, summary } = await migrateFixture('ts-site');
    expect(written).toEqual(expected('ts-site'));
    expect(written.sidebars.docs[0]).toEqual({ type: 'category', label: 'Começar', collapsed: false, items: ['intro', { type: 'category', label: 'Mais', collapsed: false, items: ['mais'] }] });
    expect(summary.notes).toContain('sidebars.ts: api[1]: sidebar items of type "weird" have no docsgen equivalent; left out (use "doc", "link" or "category")');
    expect(summary.notes).toContain('docusaurus.config.ts: presets[0][1].blog.postsPerPage: "ALL" is not supported: the blog lists 100 posts a page');
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
  });

  it('fails naming the folder when there is no Docusaurus config', async () => {
    const project = tempSite('ts-site');
    project.remove('docusaurus.config.ts');
    await expect(runMigrate({ siteDir: project.dir })).rejects.toThrow(/no Docusaurus config here; expected one of docusaurus\.config\.js/);
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
