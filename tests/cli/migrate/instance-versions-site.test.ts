import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { runDocsgen } from '../../helpers/cli.ts';
import { commitAll } from '../../helpers/git-repo.ts';
import { migratedCopy } from '../../helpers/migrated-site.ts';
import { builtRoutes } from '../../helpers/site-routes.ts';
import { repoRoot } from '../../helpers/temp-project.ts';
import type { SearchPageEntry } from '../../../format/site-format.ts';

/**
 * A Docusaurus site whose `community` docs instance has versions of its own, modelled on Docusaurus's versioned-site
 * fixture (tests/fixtures/migrate/instance-versions-site): `community_versions.json` lists 1.0.0, as `versions.json`
 * does for the docs, so two versions of one name must keep apart. Migrated then built, the instance has Docusaurus's
 * routes, its own versions' menu, banners and search scope, and links resolved inside each of its versions.
 */
let dir: string;
const built = (at = dir) => builtRoutes(path.join(at, 'site'));
const route = (p: string, at = dir) => built(at).routes.find((r) => r.path === p)!;
const payloadOf = (p: string, at = dir) =>
  JSON.parse(fs.readFileSync(path.join(at, 'site', route(p, at).payload), 'utf8')) as {
    html: string;
    lastUpdated?: string;
  };
const configOf = (at: string) => JSON.parse(fs.readFileSync(path.join(at, 'docs.config.json'), 'utf8'));
const writeConfig = (at: string, config: unknown) =>
  fs.writeFileSync(path.join(at, 'docs.config.json'), JSON.stringify(config, null, 2));

beforeAll(async () => {
  await ensureBuilt();
  dir = migratedCopy('instance-versions-site');
  const build = runDocsgen(['build'], dir);
  expect(build.status, build.stderr).toBe(0);
});

describe('a docs instance with versions of its own, migrated then built', () => {
  it("maps the instance's version options and the version items naming it, with no note that they are not read", () => {
    const config = configOf(dir);
    expect(config.docsInstances.community).toMatchObject({
      path: 'community',
      routeBasePath: 'community',
      versions: { current: { label: 'Próxima' }, '1.0.0': { label: '1.0.0', badge: false } },
    });
    expect(config.navbar.items.slice(3)).toEqual([
      {
        type: 'docsVersionDropdown',
        position: 'right',
        docsPluginId: 'community',
        dropdownItemsAfter: [{ label: 'Arquivo', href: 'https://arquivo.example.com/comunidade' }],
      },
      { type: 'docsVersion', label: 'Comunidade estável', position: 'left', docsPluginId: 'community' },
    ]);
    const again = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-instance-versions-'));
    fs.cpSync(path.join(repoRoot, 'tests/fixtures/migrate/instance-versions-site'), again, { recursive: true });
    const migrate = runDocsgen(['migrate'], again);
    expect(migrate.status, migrate.stderr).toBe(0);
    const said = migrate.stdout + migrate.stderr;
    expect(said).not.toContain('is not read');
    expect(said).toContain('versions.1.0.0.className: the version option "className" has no docsgen');
  });

  it("serves the instance's last version at /community and current at /community/next, apart from the docs", () => {
    const paths = built().routes.map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/docs/hello',
        '/docs/next/hello',
        '/community/team',
        '/community/history',
        '/community/next/team',
        '/community/next/support',
      ]),
    );
    // history is only in 1.0.0, support only in current.
    expect(paths).not.toContain('/community/next/history');
    expect(paths).not.toContain('/community/support');
    const versions = built().manifest.versions!;
    expect(versions.map((v) => [v.name, v.path, v.docsPluginId])).toEqual([
      ['current', '/docs/next', undefined],
      ['1.0.0', '/docs', undefined],
      ['community/current', '/community/next', 'community'],
      ['community/1.0.0', '/community', 'community'],
    ]);
    expect(versions[3]).toMatchObject({ label: '1.0.0', isLast: true, mainHref: '/community/team' });
    expect(versions[3]).not.toHaveProperty('badge');
    expect(route('/community/next/team')).toMatchObject({
      version: 'community/current',
      alternates: { 'community/1.0.0': '/community/team' },
    });
    expect(route('/docs/next/hello').alternates).toEqual({ '1.0.0': '/docs/hello' });
  });

  it("gives each instance version's route its own menu, named after the instance, and its banner", () => {
    const next = route('/community/next/team');
    expect(next.versionMenu).toEqual({
      label: 'Próxima',
      items: [
        { label: 'Próxima', href: '/community/next/team' },
        { label: '1.0.0', href: '/community/team' },
        { label: 'Arquivo', href: 'https://arquivo.example.com/comunidade' },
      ],
      docsPluginId: 'community',
    });
    expect(next.notice).toContain('ainda não lançada');
    expect(next.notice).toContain('<a href="/community/team">última versão</a> (1.0.0)');
    // A page 1.0.0 has and current lacks: the menu leads to current's first doc.
    expect(route('/community/history').versionMenu!.items[0]).toEqual({
      label: 'Próxima',
      href: '/community/next/team',
    });
    // The docs' own 1.0.0 keeps the docs' menu: no instance, no community version in it.
    expect(route('/docs/hello').versionMenu).toEqual({
      label: '1.0.0',
      items: [
        { label: 'Next', href: '/docs/next/hello' },
        { label: '1.0.0', href: '/docs/hello' },
      ],
    });
  });

  it('fills the navbar menu naming the instance with its versions, and the docs version link with its last', () => {
    const items = built().manifest.navbar.items;
    expect(items[2]).toMatchObject({ type: 'docsVersionDropdown', label: '1.0.0' });
    expect(items[2]).not.toHaveProperty('docsPluginId');
    expect(items[3]).toEqual({
      type: 'docsVersionDropdown',
      position: 'right',
      label: '1.0.0',
      items: [
        { label: 'Próxima', href: '/community/next/team' },
        { label: '1.0.0', href: '/community/team' },
        { label: 'Arquivo', href: 'https://arquivo.example.com/comunidade' },
      ],
      docsPluginId: 'community',
    });
    // The docs version link keeps its label in every version, and leads to the main doc of the instance's version read.
    expect(items[4]).toEqual({
      label: 'Comunidade estável',
      position: 'left',
      href: '/community/team',
      mainDocs: {
        'community/current': { href: '/community/next/team', label: 'Comunidade estável' },
        'community/1.0.0': { href: '/community/team', label: 'Comunidade estável' },
      },
    });
    // A doc item naming the instance leads to its last version's doc, and to the same doc in the instance's other
    // versions, by their names in the manifest's versions (RouteEntry.version), which no docs' version shares.
    expect(items[1]).toEqual({
      label: 'Comunidade',
      position: 'left',
      href: '/community/team',
      doc: {
        sidebar: 'community/version-1.0.0/community',
        versions: { 'community/current': { href: '/community/next/team', sidebar: 'community/community' } },
      },
    });
    expect(route('/community/next/support')).toMatchObject({
      version: 'community/current',
      sidebar: 'community/community',
    });
  });

  it('resolves relative Markdown links inside the instance version of the page holding them', () => {
    expect(payloadOf('/community/team').html).toContain('href="/community/history"');
    expect(payloadOf('/community/history').html).toContain('href="/community/team"');
    expect(payloadOf('/community/next/team').html).toContain('href="/community/next/support"');
  });

  it("indexes each instance version's pages under its own version, apart from the docs' version of one name", () => {
    const folder = path.join(dir, 'site/search-index/current/pt-BR');
    const pages = fs
      .readdirSync(folder)
      .filter((f) => f.startsWith('d-'))
      .flatMap(
        (f) => (JSON.parse(fs.readFileSync(path.join(folder, f), 'utf8')) as { pages: SearchPageEntry[] }).pages,
      );
    const versionOf = (url: string) => pages.find((p) => p.url === url)?.version;
    expect(versionOf('/docs/hello')).toBe('1.0.0');
    expect(versionOf('/community/team')).toBe('community/1.0.0');
    expect(versionOf('/community/next/support')).toBe('community/current');
  });

  it('reports a link to a page the instance version lacks, though its current version has it', () => {
    const other = migratedCopy('instance-versions-site');
    fs.appendFileSync(
      path.join(other, 'community_versioned_docs/version-1.0.0/team.md'),
      '\nVeja o [suporte](./support.md).\n',
    );
    const build = runDocsgen(['build'], other);
    expect(build.status).toBe(1);
    expect(build.stderr).toMatch(/community_versioned_docs\/version-1\.0\.0\/team\.md:\d+:\d+: .*support\.md/);
  });

  it("reports an instance's version option and a menu's docsPluginId naming nothing at their keys", () => {
    const other = migratedCopy('instance-versions-site');
    const config = configOf(other);
    config.docsInstances.community.lastVersion = '2.0';
    config.navbar.items[3].docsPluginId = 'comunidade';
    writeConfig(other, config);
    const build = runDocsgen(['build'], other);
    expect(build.status).toBe(1);
    expect(build.stderr).toMatch(
      /docs\.config\.json:\d+:\d+: .*docsInstances\.community\.lastVersion: "2\.0" is not a version built/,
    );
    expect(build.stderr).toMatch(
      /docs\.config\.json:\d+:\d+: .*navbar\.items\.3\.docsPluginId: no docs instance is named "comunidade"; expected/,
    );
  });

  it("dates an instance's older version's docs by the commits of its own files", () => {
    const other = migratedCopy('instance-versions-site');
    const config = configOf(other);
    config.docsInstances.community.showLastUpdateTime = true;
    writeConfig(other, config);
    commitAll(other, 'Ana', '2024-05-06T10:00:00Z');
    fs.appendFileSync(path.join(other, 'community_versioned_docs/version-1.0.0/team.md'), '\nUma correção.\n');
    commitAll(other, 'Bia', '2025-01-02T10:00:00Z');
    const build = runDocsgen(['build'], other);
    expect(build.status, build.stderr).toBe(0);
    expect(build.stderr).not.toContain('not in the git history');
    expect(payloadOf('/community/team', other).lastUpdated).toBe('2025-01-02T10:00:00.000Z');
    expect(payloadOf('/community/next/team', other).lastUpdated).toBe('2024-05-06T10:00:00.000Z');
  });

  it("reads a translation of an instance's older version from its i18n folder, as Docusaurus does", () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-instance-versions-i18n-'));
    fs.cpSync(path.join(repoRoot, 'tests/fixtures/migrate/instance-versions-site'), other, { recursive: true });
    const config = path.join(other, 'docusaurus.config.js');
    const i18n = "  i18n: { defaultLocale: 'pt-BR', locales: ['pt-BR', 'en'] },";
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("  baseUrl: '/',", `  baseUrl: '/',\n${i18n}`));
    const translated = path.join(other, 'i18n/en/docusaurus-plugin-content-docs-community/version-1.0.0');
    fs.mkdirSync(translated, { recursive: true });
    fs.writeFileSync(path.join(translated, 'team.md'), '# Team\n\nThe 1.0.0 team. See the [history](./history.md).\n');
    expect(runDocsgen(['migrate'], other).status).toBe(0);
    const build = runDocsgen(['build'], other);
    expect(build.status, build.stderr).toBe(0);
    const en = (p: string) => {
      const entry = builtRoutes(path.join(other, 'site/en')).routes.find((r) => r.path === p)!;
      const file = path.join(other, 'site/en', entry.payload);
      return { entry, html: (JSON.parse(fs.readFileSync(file, 'utf8')) as { html: string }).html };
    };
    expect(en('/community/team').html).toContain('The 1.0.0 team. See the <a href="/en/community/history">');
    // Not translated: the default locale's text, with the note saying so.
    expect(en('/community/history').html).toContain('Como a comunidade começou.');
    expect(en('/community/history').entry.notice).toContain('untranslated-notice');
  });
});
