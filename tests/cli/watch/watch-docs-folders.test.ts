import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { WatchSession } from '../../../cli/watch/watch-session.ts';
import { namedSourceFolders } from '../../../cli/watch/named-content-dir.ts';
import { runDocsgen } from '../../helpers/cli.ts';
import { repoRoot } from '../../helpers/temp-project.ts';

/**
 * `docsgen watch` on the docs folders beyond the config's own: an older version's (versioned_docs/version-1.0.0) and
 * a docs instance's. A saved page there is rendered again alone, as a build renders it: its links resolve in its
 * own folder, and its payload keeps the id the build gave it.
 */
async function migrated(fixture: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `docsgen-watch-${fixture}-`));
  fs.cpSync(path.join(repoRoot, 'tests/fixtures/migrate', fixture), dir, { recursive: true });
  const run = runDocsgen(['migrate'], dir);
  expect(run.status, run.stderr).toBe(0);
  const session = new WatchSession('docs.config.json', dir);
  const first = await session.full();
  expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const save = (file: string, text: string) => {
    fs.writeFileSync(path.join(dir, file), text);
    return session.apply([path.join(dir, file)]);
  };
  const payload = (id: string) => JSON.parse(session.site!.payloads.get(`data/${id}.json`)!) as { html: string };
  return { dir, session, save, payload };
}

beforeAll(async () => {
  await ensureBuilt();
});

describe('watch on versions and instances', () => {
  it("re-renders a saved page of an older version alone, links inside its version, and current's too", async () => {
    const { dir, save, payload } = await migrated('versioned-site');
    expect(namedSourceFolders(path.join(dir, 'docs.config.json'))).toEqual(
      expect.arrayContaining([path.join(dir, 'versioned_docs'), path.join(dir, 'versioned_sidebars')]),
    );
    const old = await save(
      'versioned_docs/version-1.0.0/hello.md',
      '---\nid: hello\ntitle: Olá\n---\n\nTexto salvo da 1.0.0. Veja [Baz](./foo/baz.md).\n',
    );
    expect(old).toMatchObject({ kind: 'pages', changedPayloads: ['data/version-1.0.0/hello.json'], diagnostics: [] });
    expect(payload('version-1.0.0/hello').html).toContain('Texto salvo da 1.0.0.');
    expect(payload('version-1.0.0/hello').html).toContain('href="/docs/1.0.0/foo/baz"');
    const current = await save('docs/hello.md', '---\nid: hello\ntitle: Olá\n---\n\nTexto salvo da próxima.\n');
    expect(current).toMatchObject({ kind: 'pages', changedPayloads: ['data/hello.json'] });
    expect(payload('hello').html).toContain('Texto salvo da próxima.');
    expect(payload('version-1.0.0/hello').html).toContain('Texto salvo da 1.0.0.');
  });

  it('re-renders a saved page of a docs instance alone, and reports a broken link in it at its line', async () => {
    const { dir, save, payload } = await migrated('instances-site');
    expect(namedSourceFolders(path.join(dir, 'docs.config.json'))).toEqual(
      expect.arrayContaining([path.join(dir, 'community')]),
    );
    const team = (body: string) => `---\nsidebar_position: 2\n---\n\n# Equipe\n\n${body}\n`;
    const saved = await save('community/team.md', team('Nova equipe. Veja a [introdução](../product/intro.md).'));
    expect(saved).toMatchObject({ kind: 'pages', changedPayloads: ['data/community/team.json'], diagnostics: [] });
    expect(payload('community/team').html).toContain('Nova equipe.');
    expect(payload('community/team').html).toContain('href="/product/intro"');
    const broken = await save('community/team.md', team('Veja [nada](./nada.md).'));
    expect(broken.diagnostics.map((d) => `${d.file}:${d.line}: ${d.message}`)).toEqual([
      expect.stringMatching(/^community\/team\.md:7: broken link to \.\/nada\.md/),
    ]);
  });

  it("re-renders a saved page of an instance's older version alone, its links inside that version", async () => {
    const { dir, save, payload } = await migrated('instance-versions-site');
    expect(namedSourceFolders(path.join(dir, 'docs.config.json'))).toEqual(
      expect.arrayContaining([
        path.join(dir, 'community_versioned_docs'),
        path.join(dir, 'community_versioned_sidebars'),
      ]),
    );
    const saved = await save(
      'community_versioned_docs/version-1.0.0/team.md',
      '# Equipe\n\nTexto salvo da 1.0.0. Veja a [história](./history.md).\n',
    );
    expect(saved).toMatchObject({
      kind: 'pages',
      changedPayloads: ['data/community/version-1.0.0/team.json'],
      diagnostics: [],
    });
    expect(payload('community/version-1.0.0/team').html).toContain('Texto salvo da 1.0.0.');
    expect(payload('community/version-1.0.0/team').html).toContain('href="/community/history"');
    // The instance's versioned sidebars are read with the config: a change there rebuilds the site.
    const sidebars = await save(
      'community_versioned_sidebars/version-1.0.0-sidebars.json',
      '{ "community": ["team"] }',
    );
    expect(sidebars.kind).toBe('full');
  });
});
