import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { runDocsgen } from '../../helpers/cli.ts';
import { migratedCopy } from '../../helpers/migrated-site.ts';
import { commitAll } from '../../helpers/git-repo.ts';
import { builtRoutes } from '../../helpers/site-routes.ts';
import type { Manifest, RouteShard, SidebarFile } from '../../../format/site-format.ts';

/**
 * A versioned Docusaurus site, modelled on Docusaurus's versioned-site fixture (tests/fixtures/migrate/versioned-site):
 * versions.json lists 1.0.1 and 1.0.0, `lastVersion` is 1.0.1, the versioned sidebars use the shorthand form. Migrated
 * then built, it has Docusaurus's routes, each version's sidebar, and links resolved inside each version.
 */
let dir: string;
const site = (file: string) => path.join(dir, 'site', file);
const manifest = (): Manifest => {
  const name = fs.readdirSync(path.join(dir, 'site')).find((f) => /^manifest\..*\.json$/.test(f))!;
  return JSON.parse(fs.readFileSync(site(name), 'utf8'));
};
const routes = () =>
  fs
    .readdirSync(site('routes'))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => (JSON.parse(fs.readFileSync(site(`routes/${f}`), 'utf8')) as RouteShard).routes);
const payloadOf = (route: string, at = dir) => {
  const entry = builtRoutes(path.join(at, 'site')).routes.find((r) => r.path === route)!;
  return JSON.parse(fs.readFileSync(path.join(at, 'site', entry.payload), 'utf8')) as {
    html: string;
    lastUpdated?: string;
  };
};

beforeAll(async () => {
  await ensureBuilt();
  dir = migratedCopy('versioned-site');
  const build = runDocsgen(['build'], dir);
  expect(build.status, build.stderr).toBe(0);
});

describe('a versioned Docusaurus site, migrated then built', () => {
  it('maps the docs plugin version options and the version items of the navbar', () => {
    const config = JSON.parse(fs.readFileSync(path.join(dir, 'docs.config.json'), 'utf8'));
    expect(config.docs).toMatchObject({
      lastVersion: '1.0.1',
      versions: { current: { label: 'Próxima' }, '1.0.0': { label: '1.0.0' } },
    });
    expect(config.navbar.items[2]).toEqual({
      type: 'docSidebar',
      sidebarId: 'referencia',
      label: 'Referência',
      position: 'left',
    });
    expect(config.navbar.items[1]).toEqual({
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownItemsAfter: [
        { label: '0.x', href: 'https://v0.versoes.example.com/' },
        { label: 'Todas as versões', to: '/docs/1.0.0/hello' },
      ],
    });
  });

  it("lists the config's links after the versions in the versions' menu, as Docusaurus's dropdownItemsAfter", () => {
    expect(manifest().navbar.items[1]).toMatchObject({
      type: 'docsVersionDropdown',
      items: [
        { label: 'Próxima' },
        { label: '1.0.1' },
        { label: '1.0.0' },
        { label: '0.x', href: 'https://v0.versoes.example.com/' },
        { label: 'Todas as versões', href: '/docs/1.0.0/hello' },
      ],
    });
  });

  it("gives the navbar's doc and docSidebar items their doc's sidebar, and the same doc in other versions", () => {
    const [docItem, , sidebarItem] = manifest().navbar.items;
    expect(docItem).toEqual({
      label: 'Documentação',
      position: 'left',
      href: '/docs/hello',
      doc: {
        sidebar: 'version-1.0.1/VersionedSideBarNameDoesNotMatter/docs',
        versions: {
          current: { href: '/docs/next/hello', sidebar: 'docs' },
          '1.0.0': { href: '/docs/1.0.0/hello', sidebar: 'version-1.0.0/docs' },
        },
      },
    });
    // Current's sidebar starts with another doc, which the item leads to there; 1.0.0 has no such sidebar: on its pages
    // the item keeps the last version's doc.
    expect(sidebarItem).toEqual({
      label: 'Referência',
      position: 'left',
      href: '/docs/referencia',
      doc: {
        sidebar: 'version-1.0.1/referencia',
        versions: { current: { href: '/docs/next/glossario', sidebar: 'referencia' } },
      },
    });
  });

  it("gives a dropdown's links to docs and sidebars the same doc field, as Docusaurus's items in a dropdown", () => {
    // The dropdown's docSidebar entry keeps its kind, so that it follows the sidebar of that name in each version.
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'docs.config.json'), 'utf8')).navbar.items[3].items[2]).toEqual({
      type: 'docSidebar',
      sidebarId: 'referencia',
      label: 'Índice',
    });
    expect(manifest().navbar.items[3]).toEqual({
      type: 'dropdown',
      label: 'Mais',
      position: 'left',
      items: [
        {
          label: 'Barra',
          href: '/docs/foo/bar',
          doc: {
            sidebar: 'version-1.0.1/VersionedSideBarNameDoesNotMatter/docs',
            versions: {
              current: { href: '/docs/next/foo/bar', sidebar: 'docs' },
              '1.0.0': { href: '/docs/1.0.0/foo/bar', sidebar: 'version-1.0.0/docs' },
            },
          },
        },
        { label: 'Glossário', href: '/docs/next/glossario', doc: { sidebar: 'referencia' } },
        {
          label: 'Índice',
          href: '/docs/referencia',
          doc: {
            sidebar: 'version-1.0.1/referencia',
            versions: { current: { href: '/docs/next/glossario', sidebar: 'referencia' } },
          },
        },
        { label: 'Versão 0.x', href: 'https://v0.versoes.example.com/' },
      ],
    });
  });

  it("gives the docsVersion item each version's main doc and label, as Docusaurus's DocsVersionNavbarItem", () => {
    expect(manifest().navbar.items[4]).toEqual({
      label: '1.0.1',
      position: 'left',
      href: '/docs/foo/bar',
      mainDocs: {
        current: { href: '/docs/next/foo/bar', label: 'Próxima' },
        '1.0.1': { href: '/docs/foo/bar', label: '1.0.1' },
        '1.0.0': { href: '/docs/1.0.0/foo/bar', label: '1.0.0' },
      },
    });
  });

  it('prerenders those items as the viewer draws them: the doc of the version shown, current by sidebar', () => {
    const navbar = (file: string) =>
      fs.readFileSync(site(file), 'utf8').match(/<ul class="navbar-items">.*?<\/ul>/)![0];
    const dropdown = (active: string) =>
      `<li><button type="button" class="navbar-link navbar-dropdown-button${active}" aria-expanded="false">Mais` +
      '</button></li>';
    // A dropdown holding the item of the page's sidebar is current; the docsVersion item is current on the main doc
    // of the version shown.
    expect(navbar('docs/1.0.0/foo/bar/index.html')).toBe(
      '<ul class="navbar-items"><li><a href="/docs/1.0.0/hello" class="navbar-link" aria-current="page">' +
        'Documentação</a></li><li><a href="/docs/referencia" class="navbar-link">Referência</a></li>' +
        dropdown(' navbar-link-active') +
        '<li><a href="/docs/1.0.0/foo/bar" class="navbar-link" aria-current="page">1.0.0</a></li></ul>',
    );
    expect(navbar('docs/referencia/index.html')).toBe(
      '<ul class="navbar-items"><li><a href="/docs/hello" class="navbar-link">Documentação</a></li>' +
        '<li><a href="/docs/referencia" class="navbar-link" aria-current="page">Referência</a></li>' +
        dropdown(' navbar-link-active') +
        '<li><a href="/docs/foo/bar" class="navbar-link">1.0.1</a></li></ul>',
    );
    expect(navbar('docs/next/hello/index.html')).toContain(
      '<li><a href="/docs/next/foo/bar" class="navbar-link">Próxima</a></li></ul>',
    );
    // Away from the docs no item is current, and the docsVersion item names the last version.
    expect(navbar('search/index.html')).toBe(
      '<ul class="navbar-items"><li><a href="/docs/hello" class="navbar-link">Documentação</a></li>' +
        '<li><a href="/docs/referencia" class="navbar-link">Referência</a></li>' +
        dropdown('') +
        '<li><a href="/docs/foo/bar" class="navbar-link">1.0.1</a></li></ul>',
    );
  });

  it('serves the last version at /docs, current at /docs/next and older ones at /docs/<name>', () => {
    const pages = fs
      .readdirSync(path.join(dir, 'site'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('index.html'))
      .map((f) => `/${path.dirname(f)}`)
      .sort();
    expect(pages).toEqual(
      expect.arrayContaining([
        '/docs/hello',
        '/docs/foo/bar',
        '/docs/next/hello',
        '/docs/next/novidade',
        '/docs/next/foo/baz',
        '/docs/1.0.0/hello',
        '/docs/1.0.0/foo/baz',
      ]),
    );
    // 1.0.1 has no baz and no novidade.
    expect(pages).not.toContain('/docs/foo/baz');
    expect(pages).not.toContain('/docs/novidade');
    expect(manifest().versions).toEqual([
      {
        name: 'current',
        label: 'Próxima',
        path: '/docs/next',
        mainHref: '/docs/next/foo/bar',
        banner: 'unreleased',
        badge: true,
      },
      { name: '1.0.1', label: '1.0.1', path: '/docs', isLast: true, mainHref: '/docs/foo/bar', badge: true },
      {
        name: '1.0.0',
        label: '1.0.0',
        path: '/docs/1.0.0',
        mainHref: '/docs/1.0.0/foo/bar',
        banner: 'unmaintained',
        badge: true,
      },
    ]);
    const hello = routes().find((r) => r.path === '/docs/next/hello');
    expect(hello).toMatchObject({
      version: 'current',
      alternates: { '1.0.1': '/docs/hello', '1.0.0': '/docs/1.0.0/hello' },
    });
    // The config's doc links lead to the last version's doc.
    expect(manifest().navbar.items[0]).toMatchObject({ label: 'Documentação', href: '/docs/hello' });
  });

  it("gives each version its own sidebar, from its shorthand file, linking to that version's pages", () => {
    const m = manifest();
    expect(Object.keys(m.sidebars).sort()).toEqual([
      'docs',
      'referencia',
      'version-1.0.0/docs',
      'version-1.0.1/VersionedSideBarNameDoesNotMatter/docs',
      'version-1.0.1/referencia',
    ]);
    const items = (name: string) =>
      JSON.stringify((JSON.parse(fs.readFileSync(site(m.sidebars[name]!), 'utf8')) as SidebarFile).items);
    expect(items('version-1.0.0/docs')).toContain('"href":"/docs/1.0.0/foo/baz"');
    expect(items('version-1.0.1/VersionedSideBarNameDoesNotMatter/docs')).toContain('"label":"Teste"');
    expect(items('version-1.0.1/VersionedSideBarNameDoesNotMatter/docs')).not.toContain('baz');
    expect(items('docs')).toContain('"href":"/docs/next/novidade"');
  });

  it('resolves a relative Markdown link inside the version of the page holding it', () => {
    expect(payloadOf('/docs/1.0.0/hello').html).toContain('href="/docs/1.0.0/foo/baz"');
    expect(payloadOf('/docs/hello').html).toContain('href="/docs/foo/bar"');
    expect(payloadOf('/docs/next/hello').html).toContain('href="/docs/next/foo/bar"');
    expect(payloadOf('/docs/foo/bar').html).toContain('href="/docs/hello"');
  });

  it('reports a link to a page its version lacks, though another version has it', () => {
    const other = migratedCopy('versioned-site');
    fs.appendFileSync(
      path.join(other, 'versioned_docs/version-1.0.0/hello.md'),
      '\nVeja a [novidade](./novidade.md).\n',
    );
    const build = runDocsgen(['build'], other);
    expect(build.status).toBe(1);
    expect(build.stderr).toMatch(/versioned_docs\/version-1\.0\.0\/hello\.md:\d+:\d+: .*novidade\.md/);
  });

  it('reports a version option naming no version at its key, and a bad versions.json at its entry', () => {
    const other = migratedCopy('versioned-site');
    const configFile = path.join(other, 'docs.config.json');
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
    config.docs.lastVersion = '2.0';
    config.docs.onlyIncludeVersions = ['current', '0.9'];
    fs.writeFileSync(configFile, JSON.stringify(config, null, 2));
    const build = runDocsgen(['build'], other);
    expect(build.status).toBe(1);
    expect(build.stderr).toMatch(
      /docs\.config\.json:\d+:\d+: .*docs\.onlyIncludeVersions\.1: no version is named "0\.9"; expected one of "current"/,
    );
    expect(build.stderr).toMatch(/docs\.config\.json:\d+:\d+: .*docs\.lastVersion: "2\.0" is not a version built/);
    fs.writeFileSync(path.join(other, 'versions.json'), '["1.0.1", 2]\n');
    config.docs = { path: 'docs' };
    fs.writeFileSync(configFile, JSON.stringify(config, null, 2));
    const again = runDocsgen(['build'], other);
    expect(again.stderr).not.toContain('mainDocId');
    expect(again.stderr).toMatch(/versions\.json:1:11: .*\[1\]: expected a distinct version name/);
  });

  it("dates an older version's docs by the commits of its own files", () => {
    const other = migratedCopy('versioned-site');
    const configFile = path.join(other, 'docs.config.json');
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
    config.docs.showLastUpdateTime = true;
    fs.writeFileSync(configFile, JSON.stringify(config, null, 2));
    commitAll(other, 'Ana', '2024-05-06T10:00:00Z');
    fs.appendFileSync(path.join(other, 'versioned_docs/version-1.0.0/hello.md'), '\nUma correção.\n');
    commitAll(other, 'Bia', '2025-01-02T10:00:00Z');
    const build = runDocsgen(['build'], other);
    expect(build.status, build.stderr).toBe(0);
    expect(build.stderr).not.toContain('not in the git history');
    expect(payloadOf('/docs/1.0.0/hello', other).lastUpdated).toBe('2025-01-02T10:00:00.000Z');
    expect(payloadOf('/docs/hello', other).lastUpdated).toBe('2024-05-06T10:00:00.000Z');
    expect(payloadOf('/docs/next/hello', other).lastUpdated).toBe('2024-05-06T10:00:00.000Z');
  });
});
