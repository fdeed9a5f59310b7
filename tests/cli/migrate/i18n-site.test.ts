import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { runDocsgen } from '../../helpers/cli.ts';
import { tempProject } from '../../helpers/temp-project.ts';
import { searchPartFile } from '../../../format/search/parts.ts';
import { SplitSearchEngine } from '../../../format/search/split-query.ts';
import type { Manifest, RouteShard, SearchIndexEntry, SidebarFile } from '../../../format/site-format.ts';

/**
 * A Docusaurus site with a translation (tests/fixtures/migrate/i18n-site), migrated then built: English at the root,
 * pt-BR under /pt/ from i18n/pt-BR/, where tutorial/translate-files, the post of June, the contact page and the
 * community instance's team page are not translated.
 */
let dir: string;
const site = (file: string) => path.join(dir, 'site', file);
const manifestOf = (folder: string): Manifest => {
  const name = fs.readdirSync(site(folder)).find((f) => /^manifest\..*\.json$/.test(f))!;
  return JSON.parse(fs.readFileSync(site(`${folder}/${name}`), 'utf8'));
};
const routesOf = (folder: string) =>
  fs
    .readdirSync(site(`${folder}/routes`))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => (JSON.parse(fs.readFileSync(site(`${folder}/routes/${f}`), 'utf8')) as RouteShard).routes);
const listingsOf = (folder: string) =>
  fs
    .readdirSync(site(`${folder}/routes`))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => (JSON.parse(fs.readFileSync(site(`${folder}/routes/${f}`), 'utf8')) as RouteShard).listings);
const UNTRANSLATED_PT =
  '<p class="banner banner-info untranslated-notice" role="note"><strong>Página ainda não traduzida.</strong> ' +
  'Ela é mostrada no idioma original, English.</p>';

beforeAll(async () => {
  await ensureBuilt();
  dir = tempProject('migrate/i18n-site').dir;
  for (const command of [['migrate'], ['build']]) {
    const run = runDocsgen(command, dir);
    expect(run.status, run.stderr).toBe(0);
  }
});

describe('a Docusaurus site with a translation, migrated then built', () => {
  it('maps i18n: the default locale and the other locales with their localeConfigs', () => {
    const config = JSON.parse(fs.readFileSync(path.join(dir, 'docs.config.json'), 'utf8'));
    expect(config.locale).toEqual({ label: 'English', htmlLang: 'en', path: 'en' });
    expect(config.locales).toEqual({ 'pt-BR': { label: 'Português (Brasil)', path: 'pt' } });
  });

  it('builds every page in each locale, the translation under its path with its own manifest', () => {
    for (const route of ['docs/intro', 'docs/tutorial/configure', 'docs/tutorial/translate-files']) {
      expect(fs.existsSync(site(`${route}/index.html`)), route).toBe(true);
      expect(fs.existsSync(site(`pt/${route}/index.html`)), route).toBe(true);
    }
    const locales = [
      { label: 'English', htmlLang: 'en', baseUrl: '/' },
      { label: 'Português (Brasil)', htmlLang: 'pt-BR', baseUrl: '/pt/' },
    ];
    expect(manifestOf('.').locales).toEqual(locales);
    const pt = manifestOf('pt');
    expect(pt.locales).toEqual(locales);
    expect(pt.site.baseUrl).toBe('/pt/');
    expect(pt.locale).toMatchObject({ label: 'Português (Brasil)', htmlLang: 'pt-BR', path: 'pt' });
    // navbar.json translates the title and the items.
    expect(pt.navbar.title).toBe('Traduzido');
    expect(pt.navbar.items).toEqual([
      { label: 'Documentação', href: '/pt/docs/intro', position: 'left', doc: { sidebar: 'tutorialSidebar' } },
    ]);
    expect(manifestOf('.').navbar.title).toBe('Translated');
  });

  it('reads translated docs from i18n/, and notes the page that falls back to the default locale', () => {
    const html = fs.readFileSync(site('pt/docs/tutorial/configure/index.html'), 'utf8');
    expect(html).toContain('<html lang="pt-BR" dir="ltr">');
    expect(html).toContain('Configure o seu site');
    // Its relative link leads to the untranslated page of its own locale.
    expect(html).toContain('href="/pt/docs/tutorial/translate-files"');
    const notes = Object.fromEntries(routesOf('pt').map((r) => [r.path, r.notice]));
    expect(notes['/docs/tutorial/translate-files']).toBe(UNTRANSLATED_PT);
    expect(notes['/docs/tutorial/configure']).toBeUndefined();
    expect(routesOf('.').some((r) => r.notice)).toBe(false);
  });

  it('translates the sidebar labels of current.json', () => {
    const sidebar = (folder: string) => {
      const file = fs.readdirSync(site(`${folder}/sidebars`)).find((f) => f.endsWith('.json'))!;
      return JSON.parse(fs.readFileSync(site(`${folder}/sidebars/${file}`), 'utf8')) as SidebarFile;
    };
    expect(sidebar('pt').items.map((item) => item.type !== 'html' && item.label)).toEqual([
      'Introdução',
      'Tutorial em português',
    ]);
    expect(sidebar('.').items.map((item) => item.type !== 'html' && item.label)).toEqual(['Introduction', 'Tutorial']);
  });

  it("reads a translation's blog from i18n/: translated posts, authors.yml and options.json, the rest noted", () => {
    const payloadOf = (folder: string, route: string) => {
      const entry = listingsOf(folder).find((listing) => listing.path === route)!;
      return JSON.parse(fs.readFileSync(site(`${folder}/${entry.payload}`), 'utf8'));
    };
    const welcome = payloadOf('pt', '/blog/2024/05/01/welcome');
    expect(welcome.title).toBe('Boas-vindas');
    expect(welcome.html).toContain('Nosso primeiro post, em português.');
    expect(welcome.authors).toEqual([{ name: 'Ana Lima', title: 'Mantenedora' }]);
    expect(welcome.source).toBe('i18n/pt-BR/docusaurus-plugin-content-blog/2024-05-01-welcome.md');
    expect(welcome.notice).toBeUndefined();
    const release = payloadOf('pt', '/blog/2024/06/01/release');
    expect(release.title).toBe('Release notes');
    expect(release.notice).toBe(UNTRANSLATED_PT);
    expect(release.authors).toEqual([{ name: 'Ana Lima', title: 'Mantenedora' }]);
    expect(payloadOf('pt', '/blog').title).toBe('Blog em português');
    expect(payloadOf('.', '/blog').title).toBe('Blog');
    expect(payloadOf('.', '/blog/2024/05/01/welcome').title).toBe('Welcome');
    expect(payloadOf('.', '/blog/2024/06/01/release').notice).toBeUndefined();
    // The prerendered page carries the note too, before the viewer takes over.
    expect(fs.readFileSync(site('pt/blog/2024/06/01/release/index.html'), 'utf8')).toContain(UNTRANSLATED_PT);
  });

  it("reads a translation's standalone pages from i18n/, the untranslated one noted", () => {
    const about = fs.readFileSync(site('pt/about/index.html'), 'utf8');
    expect(about).toContain('Sobre nós');
    expect(about).not.toContain('untranslated-notice');
    const contact = fs.readFileSync(site('pt/contact/index.html'), 'utf8');
    expect(contact).toContain('Write to us.');
    expect(contact).toContain(UNTRANSLATED_PT);
    expect(fs.readFileSync(site('contact/index.html'), 'utf8')).not.toContain('untranslated-notice');
  });

  it("reads a docs instance's translation from its own folder of i18n/, with its sidebar labels", () => {
    expect(fs.readFileSync(site('pt/community/support/index.html'), 'utf8')).toContain('Faça suas perguntas no fórum.');
    const notes = Object.fromEntries(routesOf('pt').map((r) => [r.path, r.notice]));
    expect(notes['/community/team']).toBe(UNTRANSLATED_PT);
    expect(notes['/community/support']).toBeUndefined();
    const file = fs.readdirSync(site('pt/sidebars/community')).find((f) => f.endsWith('.json'))!;
    const sidebar = JSON.parse(fs.readFileSync(site(`pt/sidebars/community/${file}`), 'utf8')) as SidebarFile;
    expect(sidebar.items.map((item) => item.type !== 'html' && item.label)).toEqual(['Comunidade']);
  });

  it("indexes each locale in its own language, each searched with that language's stemmer", async () => {
    const engineOf = (folder: string) => {
      const { file } = manifestOf(folder).search![0]!;
      const read = (name: string) => JSON.parse(fs.readFileSync(site(`${folder}/${name}`), 'utf8'));
      const entry = read(file) as SearchIndexEntry;
      return { entry, engine: new SplitSearchEngine(entry, async (hash) => read(searchPartFile(file, hash))) };
    };
    const english = engineOf('.');
    const portuguese = engineOf('pt');
    expect(english.entry.language).toBe('en');
    expect(portuguese.entry.language).toBe('pt');
    // Porter's stemmer takes "configuration" to the term of "Configure your site"; Snowball's Portuguese would not.
    const [hit] = await english.engine.search('configuration', { limit: 5 });
    expect(hit?.page.url).toBe('/docs/tutorial/configure');
    expect(hit?.language).toBe('en');
    const [pt] = await portuguese.engine.search('configurações', { limit: 5 });
    expect(pt?.page.url).toBe('/pt/docs/tutorial/configure');
  });

  it('links each page to itself in every locale (hreflang), the default locale as x-default', () => {
    const html = fs.readFileSync(site('docs/intro/index.html'), 'utf8');
    expect(html.match(/<link rel="alternate" hreflang=[^>]*>/g)).toEqual([
      '<link rel="alternate" hreflang="en" href="https://i18n.example.com/docs/intro">',
      '<link rel="alternate" hreflang="pt-BR" href="https://i18n.example.com/pt/docs/intro">',
      '<link rel="alternate" hreflang="x-default" href="https://i18n.example.com/docs/intro">',
    ]);
  });

  it("lists the translation's hashed files in the root's map, which the server reads", () => {
    const map = fs.readFileSync(site('hashed-files.map'), 'utf8');
    const manifest = fs.readdirSync(site('pt')).find((f) => /^manifest\..*\.json$/.test(f))!;
    expect(map).toContain(`"/pt/${manifest}" 1;`);
    expect(fs.existsSync(site('pt/hashed-files.map'))).toBe(false);
  });
});
