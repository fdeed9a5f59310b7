import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { runDocsgen } from '../../helpers/cli.ts';
import { repoRoot } from '../../helpers/temp-project.ts';

/**
 * A Docusaurus 3 site as Docusaurus's docs describe one (docs at the root, a home doc with `slug: /`, an index page
 * with relative links, a generated-index category, the shorthand sidebar form, client redirects, a blog with
 * authors.yml) and what Docusaurus 3.8.1 tolerates in it: `docsgen migrate` then `docsgen build` must build it, at
 * the URLs Docusaurus gives it, with a warning for each tolerated mistake.
 */
let dir: string;

beforeAll(async () => {
  await ensureBuilt();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-docusaurus-site-'));
  fs.cpSync(path.join(repoRoot, 'tests/fixtures/migrate/docusaurus-site'), dir, { recursive: true });
  expect(runDocsgen(['migrate'], dir).status).toBe(0);
});

describe('a Docusaurus site, migrated then built', () => {
  it('builds, warning at file:line:col of each thing Docusaurus tolerates', () => {
    const build = runDocsgen(['build'], dir);
    expect(build.status, build.stderr).toBe(0);
    const warnings = build.stderr.split('\n').filter((line) => line.includes(': warning: '));
    expect(warnings.map((line) => line.split(': warning: ')[0])).toEqual([
      'docs/guia/index.md:5:1',
      'docs/intro.md:10:4',
      'docs/referencia/cobrancas.md:2:1',
    ]);
    expect(runDocsgen(['build', '--strict'], dir).status).toBe(1);
  });

  it('writes the pages at the URLs Docusaurus gives them', () => {
    const pages = fs
      .readdirSync(path.join(dir, 'site'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('index.html'))
      .map((f) => `/${path.dirname(f)}`.replace(/\/\.$/, '/'))
      .sort();
    expect(pages).toEqual(
      expect.arrayContaining([
        '/',
        '/category/pagamentos',
        '/comecar',
        '/guia',
        '/guia/conhecer',
        '/guia/pagamentos/cartao',
        '/guia/pagamentos/pix',
        '/referencia/cobrancas',
        '/blog',
        '/blog/2025/01/10/lancamento',
      ]),
    );
    expect(pages).not.toContain('/docs');
    expect(fs.readFileSync(path.join(dir, 'site/comecar/index.html'), 'utf8')).toContain(
      '<meta http-equiv="refresh" content="0; url=/guia">',
    );
    expect(fs.readFileSync(path.join(dir, 'site/blog/rss.xml'), 'utf8')).toContain('<title>Lançamento</title>');
    expect(fs.existsSync(path.join(dir, 'site/blog/atom.xml'))).toBe(true);
  });

  it('builds from a config written to a folder of the site too, whose static folder lies beside it', () => {
    const migrated = runDocsgen(['migrate', '--out', 'portal/docs.config.json'], dir);
    expect(migrated.status, migrated.stderr).toBe(0);
    const config = JSON.parse(fs.readFileSync(path.join(dir, 'portal/docs.config.json'), 'utf8'));
    expect(config).toMatchObject({ projectRoot: '..', staticDirectories: ['../static'] });
    const build = runDocsgen(['build', '--config', 'portal/docs.config.json', '--out', 'portal/site'], dir);
    expect(build.status, build.stderr).toBe(0);
    expect(fs.existsSync(path.join(dir, 'portal/site/img/logo.svg'))).toBe(true);
  });
});
