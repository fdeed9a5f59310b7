import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import type { PagePayload, SidebarFile } from '../../../format/site-format.ts';
import { runDocsgen } from '../../helpers/cli.ts';
import { migratedCopy } from '../../helpers/migrated-site.ts';
import { builtRoutes } from '../../helpers/site-routes.ts';

/**
 * A site versioned before Docusaurus 2.0 (tests/fixtures/migrate/legacy-versioned-site): its versioned sidebars, the
 * docs' and the `community` instance's, name sidebars and docs with the version's prefix ("version-1.0.0/docs",
 * "version-1.0.0/hello"), in shorthand strings, doc items and a category's link, and its English translation keys a
 * sidebar's labels by the legacy name. Docusaurus 2 read them as the plain names; Docusaurus 3.8.1 refuses them.
 * Migrated then built, the site is the one the plain names give, with a warning at each prefixed name.
 */
const SIDEBAR_FILES = ['versioned_sidebars', 'community_versioned_sidebars'];

const TRANSLATION = 'i18n/en/docusaurus-plugin-content-docs/version-1.0.0.json';
/** A versioned doc whose `pagination_next` and `displayed_sidebar` have the prefix too. */
const LEGACY_FRONT_MATTER = 'versioned_docs/version-1.0.0/foo/baz.md';

/** The fixture's versioned sidebars and their translation written as Docusaurus 3 wants them, without the prefixes. */
function unprefixed(dir: string): void {
  const rewrite = (file: string, plain: (text: string) => string) =>
    fs.writeFileSync(file, plain(fs.readFileSync(file, 'utf8')));
  for (const folder of SIDEBAR_FILES)
    for (const name of fs.readdirSync(path.join(dir, folder)))
      rewrite(path.join(dir, folder, name), (text) => text.replace(/"version-[\d.]+\//g, '"'));
  rewrite(path.join(dir, TRANSLATION), (text) => text.replaceAll('sidebar.version-1.0.0/docs.', 'sidebar.docs.'));
  rewrite(path.join(dir, LEGACY_FRONT_MATTER), (text) => text.replaceAll('version-1.0.0/', ''));
}

/**
 * What a built site's reader sees of its docs: every route with its sidebar and pagers, and each sidebar's items by the
 * sidebar's name.
 */
function builtDocs(dir: string, locale = '') {
  const siteDir = path.join(dir, 'site', locale);
  const { manifest, routes } = builtRoutes(siteDir);
  const pages = routes.map((route) => {
    const payload = JSON.parse(fs.readFileSync(path.join(siteDir, route.payload), 'utf8')) as PagePayload;
    return { path: route.path, sidebar: route.sidebar, previous: payload.previous, next: payload.next };
  });
  const sidebars = Object.fromEntries(
    Object.entries(manifest.sidebars).map(([name, file]) => [
      name,
      (JSON.parse(fs.readFileSync(path.join(siteDir, file), 'utf8')) as SidebarFile).items,
    ]),
  );
  return { pages: pages.sort((a, b) => a.path.localeCompare(b.path)), sidebars, versions: manifest.versions };
}

let legacy: { dir: string; stderr: string };
let plain: { dir: string; stderr: string };

beforeAll(async () => {
  await ensureBuilt();
  const build = (edit?: (dir: string) => void) => {
    const dir = migratedCopy('legacy-versioned-site');
    edit?.(dir);
    const built = runDocsgen(['build'], dir);
    expect(built.status, built.stderr).toBe(0);
    return { dir, stderr: built.stderr };
  };
  legacy = build();
  plain = build(unprefixed);
});

describe('versioned sidebars written with the legacy "version-<name>/" prefix', () => {
  it('build the same routes and sidebars as the same files without the prefix', () => {
    const want = builtDocs(plain.dir);
    expect(Object.keys(want.sidebars).sort()).toEqual([
      'community/community',
      'community/version-1.0.0/community',
      'docs',
      'version-0.9/docs',
      'version-1.0.0/docs',
    ]);
    expect(want.pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/docs/0.9/hello', '/docs/foo/bar', '/community/next/team']),
    );
    expect(want.pages.find((page) => page.path === '/docs/foo/baz')).toMatchObject({
      sidebar: 'version-1.0.0/docs',
      next: { href: '/docs/hello' },
    });
    expect(builtDocs(legacy.dir)).toEqual(want);
    expect(builtDocs(legacy.dir, 'en')).toEqual(builtDocs(plain.dir, 'en'));
  });

  it("translate a sidebar's labels keyed by its legacy name, as Docusaurus 2 wrote them", () => {
    expect(builtDocs(legacy.dir, 'en').sidebars['version-1.0.0/docs']).toContainEqual(
      expect.objectContaining({ type: 'category', label: 'Guides' }),
    );
  });

  it("keep each version's sidebar on its own pages, a category's link and an item's label included", () => {
    const items = builtDocs(legacy.dir).sidebars['version-1.0.0/docs']!;
    expect(items).toMatchObject([
      { type: 'link', href: '/docs/hello' },
      {
        type: 'category',
        label: 'Foo',
        href: '/docs/foo/bar',
        items: [{ label: 'Baz, rotulado', href: '/docs/foo/baz' }],
      },
      { type: 'category', label: 'Guias', items: [{ href: '/docs/guia' }] },
    ]);
  });

  it('warn at each prefixed name, with the name Docusaurus 3 wants instead', () => {
    expect(plain.stderr).not.toContain('legacy versioned');
    const warnings = legacy.stderr.split('\n').filter((line) => line.includes('legacy versioned'));
    expect(warnings).toHaveLength(11);
    expect(warnings).toEqual(
      expect.arrayContaining([
        'versioned_sidebars/version-1.0.0-sidebars.json:2:3: warning: ["version-1.0.0/docs"]: legacy versioned ' +
          'sidebar name "version-1.0.0/docs", read as "docs" as Docusaurus 2 read it; Docusaurus 3 rejects it: ' +
          'write "docs"',
        expect.stringMatching(
          /^versioned_sidebars\/version-1\.0\.0-sidebars\.json:7:38: warning: .*\]\[1\]\.link\.id: /,
        ),
        expect.stringContaining('legacy versioned doc id "version-1.0.0/foo/bar", read as "foo/bar"'),
        expect.stringMatching(
          /^community_versioned_sidebars\/version-1\.0\.0-sidebars\.json:2:54: warning: .*\[0\]\.id: /,
        ),
        expect.stringContaining('legacy versioned doc id "version-1.0.0/team", read as "team"'),
        expect.stringMatching(
          /^versioned_docs\/version-1\.0\.0\/foo\/baz\.md:4:1: warning: front matter: pagination_next: /,
        ),
        expect.stringMatching(
          /^versioned_docs\/version-1\.0\.0\/foo\/baz\.md:5:1: warning: front matter: displayed_sidebar: /,
        ),
      ]),
    );
  });

  it('report a prefix naming another version of the docs where it is written, as Docusaurus rejects it', () => {
    const dir = migratedCopy('legacy-versioned-site');
    const file = path.join(dir, 'versioned_sidebars/version-1.0.0-sidebars.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"version-1.0.0/hello"', '"version-0.9/hello"'));
    const built = runDocsgen(['build'], dir);
    expect(built.status).not.toBe(0);
    expect(built.stderr).toContain(
      'versioned_sidebars/version-1.0.0-sidebars.json:3:5: ["version-1.0.0/docs"][0]: "version-0.9/hello" names a ' +
        'doc of version 0.9, and a version\'s sidebars list only its own docs, as in Docusaurus: write "hello" for ' +
        "version 1.0.0's",
    );
    expect(built.stderr).not.toMatch(/no doc has the id/);
  });
});
