import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { WatchSession } from '../../../cli/watch/watch-session.ts';
import { namedSourceFolders } from '../../../cli/watch/named-content-dir.ts';
import type { Manifest } from '../../../format/site-format.ts';
import { runDocsgen } from '../../helpers/cli.ts';
import { tempProject } from '../../helpers/temp-project.ts';

/**
 * `docsgen watch --locale` on a Docusaurus site with a translation (tests/fixtures/migrate/i18n-site, migrated):
 * English by default, pt-BR from i18n/pt-BR/, served alone as `docusaurus start --locale pt-BR` serves it.
 */
function migrated(): string {
  const { dir } = tempProject('migrate/i18n-site');
  const run = runDocsgen(['migrate'], dir);
  expect(run.status, run.stderr).toBe(0);
  return dir;
}

async function watching(dir: string, locale?: string) {
  const session = new WatchSession('docs.config.json', dir, false, locale);
  const first = await session.full();
  const manifest = () => JSON.parse(session.site?.manifestJson ?? '{}') as Manifest;
  const payload = (id: string) => JSON.parse(session.site!.payloads.get(`data/${id}.json`)!) as { html: string };
  return { session, first, manifest, payload };
}

beforeAll(async () => {
  await ensureBuilt();
});

describe('watch --locale', () => {
  it('serves the translation under its path, from its own files, and re-renders a saved translated page', async () => {
    const dir = migrated();
    expect(namedSourceFolders(path.join(dir, 'docs.config.json'))).toContain(path.join(dir, 'i18n'));
    const { session, first, manifest, payload } = await watching(dir, 'pt-BR');
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // The fixture's localeConfigs give pt-BR the path "pt".
    expect(session.site!.baseUrl).toBe('/pt/');
    expect(manifest().locale.htmlLang).toBe('pt-BR');
    expect(payload('intro').html).toContain('Este site é primeiro em inglês');
    // Not translated: the original.
    expect(payload('tutorial/translate-files').html).toContain('Copy your docs Markdown files');
    const file = path.join(dir, 'i18n/pt-BR/docusaurus-plugin-content-docs/current/intro.md');
    fs.writeFileSync(file, '---\nsidebar_position: 1\n---\n\n# Introdução\n\nTexto salvo em português.\n');
    const saved = await session.apply([file]);
    expect(saved).toMatchObject({ kind: 'pages', diagnostics: [] });
    expect(payload('intro').html).toContain('Texto salvo em português.');
  });

  it('re-renders a saved page alone, as the whole translation would render it, and ignores a shadowed file', async () => {
    const dir = migrated();
    const { session } = await watching(dir, 'pt-BR');
    const raw = (id: string) => session.site!.payloads.get(`data/${id}.json`)!;
    // Not translated: the default locale's file, shown with the notice.
    const original = path.join(dir, 'docs/tutorial/translate-files.md');
    fs.appendFileSync(original, '\nUma linha nova do original.\n');
    expect(await session.apply([original])).toMatchObject({ kind: 'pages', diagnostics: [] });
    const alone = raw('tutorial/translate-files');
    expect(alone).toContain('Uma linha nova do original.');
    // Translated: its default locale's file is not what this locale shows.
    const before = raw('intro');
    fs.appendFileSync(path.join(dir, 'docs/intro.md'), '\nOnly in English.\n');
    expect(await session.apply([path.join(dir, 'docs/intro.md')])).toMatchObject({ kind: 'none', diagnostics: [] });
    expect(raw('intro')).toBe(before);
    // The translation's other files (here its sidebar labels) rebuild the whole locale.
    const labels = path.join(dir, 'i18n/pt-BR/docusaurus-plugin-content-docs/current.json');
    fs.writeFileSync(labels, fs.readFileSync(labels, 'utf8'));
    expect(await session.apply([labels])).toMatchObject({ kind: 'full' });
    // What the single page made is what the whole locale makes of the same files.
    expect(raw('tutorial/translate-files')).toBe(alone);
  });

  it('serves the default locale without the option, with its language menu', async () => {
    const { first, manifest, payload, session } = await watching(migrated());
    expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(session.site!.baseUrl).toBe('/');
    expect(payload('intro').html).not.toContain('Este site é primeiro em inglês');
    expect(manifest().locales?.map((l) => l.htmlLang)).toEqual(['en', 'pt-BR']);
  });

  it('names the locales the config has when asked for another', async () => {
    const { first, session } = await watching(migrated(), 'fr');
    expect(session.site).toBeUndefined();
    expect(first.diagnostics.map((d) => `${d.file}:${d.line}: ${d.message}`)).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+: --locale fr: the config has no such locale; expected one of "en", "pt-BR"$/,
      ),
    ]);
  });
});
