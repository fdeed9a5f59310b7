import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../../cli/commands/build.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { builtFiles, coldSiteOf, expectSameSite } from '../../helpers/built-files.ts';
import { appendTo, buildIn, cachedProject } from '../../helpers/cached-build.ts';
import { migratedCopy } from '../../helpers/migrated-site.ts';
import { editConfig, repoRoot, type TempProject } from '../../helpers/temp-project.ts';

beforeAll(async () => {
  await ensureBuilt();
});

/** The warm site and its figures against a cold build's (every byte, the warnings, the files counted). */
async function expectCold(p: Pick<TempProject, 'dir'>, warm: BuildResult): Promise<void> {
  let cold: BuildResult | undefined;
  expectSameSite(builtFiles(path.join(p.dir, 'site')), await coldSiteOf(p.dir, async () => (cold = await buildIn(p))));
  expect(warm.warnings).toEqual(cold!.warnings);
  expect(warm.files).toBe(cold!.files);
  expect(warm.pages).toBe(cold!.pages);
}

/** A doc with code to highlight, shown at the docs' base route (the main doc), with a piece in llms-full.txt. */
const INTRO = 'content/docs/about/intro.md';
const FIRST_STEPS = 'content/docs/guide/first-steps.md';
const CONFIGURATION = 'content/docs/about/configuration.md';
const CODE = '```json\n{ "talhao": 12, "ativo": true }\n```';

describe('a build after edits of docs bodies alone', () => {
  it('renders the edited doc alone and patches the site as a cold build writes it', async () => {
    const p = cachedProject('basic');
    await buildIn(p);
    appendTo(p, INTRO, `Uma frase nova, e código:\n\n${CODE}`);
    const warm = await buildIn(p);
    expect(warm.bodiesOnly).toBe(true);
    expect(warm.docs).toEqual({ rendered: 1, reused: 4 });
    // Both route pages that pre-render it (its own and /docs/) show the new text.
    expect(p.read('site/docs/about/intro/index.html')).toContain('Uma frase nova');
    expect(p.read('site/docs/index.html')).toContain('Uma frase nova');
    expect(p.read('site/llms-full.txt')).toContain('Uma frase nova');
    await expectCold(p, warm);
  });

  it('patches the site after a paragraph added above the links of a doc the last build gave no warning', async () => {
    const p = cachedProject('basic');
    await buildIn(p);
    p.write(
      CONFIGURATION,
      p.read(CONFIGURATION).replace('Primeiro parágrafo.', 'Um parágrafo novo.\n\nPrimeiro parágrafo.'),
    );
    const warm = await buildIn(p);
    expect(warm.bodiesOnly).toBe(true);
    await expectCold(p, warm);
  });

  it('builds as usual when the links that move are those of a doc the last build warned about', async () => {
    const p = cachedProject('basic');
    editConfig(p, (c) => Object.assign(c, { onBrokenAnchors: 'warn' }));
    appendTo(p, CONFIGURATION, 'Veja [uma seção que não existe](intro.md#nenhuma).');
    const first = await buildIn(p);
    expect(first.warnings.map((w) => w.file)).toContain(path.join('content', 'docs', 'about', 'configuration.md'));
    p.write(
      CONFIGURATION,
      p.read(CONFIGURATION).replace('Primeiro parágrafo.', 'Um parágrafo novo.\n\nPrimeiro parágrafo.'),
    );
    const warm = await buildIn(p);
    expect(warm.bodiesOnly).toBeUndefined();
    // The warning's line moved with the link, as a cold build reports it.
    await expectCold(p, warm);
  });

  it('keeps caches the next builds use: another edit, nothing changed, an edit of a heading', async () => {
    const p = cachedProject('basic');
    await buildIn(p);
    appendTo(p, INTRO, 'Primeira frase.');
    expect((await buildIn(p)).bodiesOnly).toBe(true);
    appendTo(p, 'content/docs/guide/first-steps.md', 'Segunda frase.');
    appendTo(p, INTRO, 'Terceira frase.');
    const second = await buildIn(p);
    expect(second.bodiesOnly).toBe(true);
    expect(second.docs).toEqual({ rendered: 2, reused: 3 });
    expect((await buildIn(p)).upToDate).toBe(true);
    appendTo(p, INTRO, '## Uma seção nova');
    const heading = await buildIn(p);
    expect(heading.bodiesOnly).toBeUndefined();
    expect(heading.docs?.rendered).toBe(1);
    await expectCold(p, heading);
  });

  it.each([
    ['a heading', (p: TempProject) => appendTo(p, INTRO, '## Outra seção')],
    ['a link', (p: TempProject) => appendTo(p, INTRO, 'Veja [o guia](../guide/first-steps.md).')],
    ['the title', (p: TempProject) => p.write(INTRO, p.read(INTRO).replace('title: Introdução', 'title: Começo'))],
    [
      'the front matter',
      (p: TempProject) => p.write(INTRO, p.read(INTRO).replace('sidebar_position: 1', 'sidebar_position: 3')),
    ],
    // Neither shows in the doc's own payload: the sidebar and the neighbours' pager show its label, the cards and the
    // head of a doc without a description its first line.
    ['a sidebar label', (p: TempProject) => p.write(INTRO, p.read(INTRO).replace('tags:', 'sidebar_label: Oi\ntags:'))],
    [
      'the first line of a doc without a description',
      (p: TempProject) => p.write(FIRST_STEPS, p.read(FIRST_STEPS).replace('Comece pela', 'Comece já pela')),
    ],
    ['the text of a doc another includes', (p: TempProject) => appendTo(p, 'content/docs/guide/incluida.md', 'Mais.')],
    [
      'a doc and a file that is not a doc',
      (p: TempProject) => {
        appendTo(p, INTRO, 'Uma frase.');
        p.write('content/static/robots.txt', 'User-agent: *\n');
      },
    ],
  ])('builds as usual after an edit of %s', async (_, edit) => {
    const p = cachedProject('basic');
    p.write('content/docs/guide/incluida.md', '# Incluída\n\nTexto incluído.\n');
    p.write('content/docs/guide/inclui.mdx', "import Incluida from './incluida.md';\n\n# Inclui\n\n<Incluida />\n");
    await buildIn(p);
    edit(p);
    const warm = await buildIn(p);
    expect(warm.bodiesOnly).toBeUndefined();
    await expectCold(p, warm);
  });

  it.each([
    ['the fallback shell, whose pages have no file of their own', { output: { routeHtml: 'fallback' } }],
    [
      'a gate, whose pages pre-render no body',
      { gate: { providerUrl: 'https://api.example.com', mainAppUrl: 'https://app.example.com/entrar' } },
    ],
    ['a base URL and no trailing slash', { baseUrl: '/portal/', trailingSlash: false }],
    ['trailing slashes and no llms.txt', { trailingSlash: true, llms: false }],
  ])('patches a site with %s', async (_, settings) => {
    const p = cachedProject('basic');
    editConfig(p, (c) => Object.assign(c, settings));
    await buildIn(p);
    appendTo(p, INTRO, 'Uma frase nova.');
    const warm = await buildIn(p);
    expect(warm.bodiesOnly).toBe(true);
    await expectCold(p, warm);
  });

  it('builds as usual when the search index of the last build is gone, or its route page was changed by hand', async () => {
    const p = cachedProject('basic');
    await buildIn(p);
    const cache = path.join(p.dir, 'node_modules/.cache/docsgen');
    for (const name of fs.readdirSync(cache)) if (name.endsWith('.search.bin')) fs.rmSync(path.join(cache, name));
    appendTo(p, INTRO, 'Uma frase nova.');
    const withoutIndex = await buildIn(p);
    expect(withoutIndex.bodiesOnly).toBeUndefined();
    await expectCold(p, withoutIndex);
    await buildIn(p);
    const page = p.file('site/docs/about/intro/index.html');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('<div class="markdown">', '<div class="markdown">!'));
    appendTo(p, INTRO, 'Outra frase.');
    const redrawn = await buildIn(p);
    expect(redrawn.bodiesOnly).toBeUndefined();
    await expectCold(p, redrawn);
  });
});

describe('a build after an edit of a doc body in a migrated Docusaurus site', () => {
  it.each([
    ['instance-versions-site', 'versioned_docs/version-1.0.0/hello.md'],
    ['instance-versions-site', 'community/support.md'],
    ['components-site', 'docs/intro.md'],
    ['openapi-docs-site', 'docs/intro.md'],
    ['docusaurus-site', 'docs/guia/pagamentos/pix.md'],
    ['versioned-site', 'versioned_docs/version-1.0.1/foo/bar.md'],
  ])('%s, %s: patched as a cold build writes it', async (fixture, file) => {
    const dir = migratedCopy(fixture);
    const p = { dir };
    fs.mkdirSync(path.join(dir, 'node_modules'));
    await buildIn(p);
    fs.appendFileSync(path.join(dir, file), '\nUma frase nova no fim.\n');
    const warm = await buildIn(p);
    expect(warm.bodiesOnly).toBe(true);
    await expectCold(p, warm);
  });
});

describe('a build after an edit of the text of a doc with images', () => {
  it('patches the site when the doc publishes the same files under the same names', async () => {
    const p = cachedProject('media');
    await buildIn(p);
    appendTo(p, 'content/docs/guide/first-steps.md', 'Uma frase nova.');
    const warm = await buildIn(p);
    expect(warm.bodiesOnly).toBe(true);
    await expectCold(p, warm);
  });

  it('builds as usual when an earlier doc publishes the same bytes first, under its own name', async () => {
    const p = cachedProject('basic');
    const png = fs.readFileSync(path.join(repoRoot, 'tests/fixtures/media/content/docs/guide/img/cadastro.png'));
    p.write('content/docs/about/img/primeira.png', png);
    p.write('content/docs/about/img/segunda.png', png);
    p.write('content/docs/about/a-foto.md', '# A foto\n\n![Uma foto](./img/primeira.png)\n');
    p.write('content/docs/about/z-foto.md', '# Z foto\n\n![A mesma foto](./img/segunda.png)\n');
    await buildIn(p);
    // Alone, z-foto would name the file after its own: its asset calls differ from its last ones.
    appendTo(p, 'content/docs/about/z-foto.md', 'Uma frase nova.');
    const warm = await buildIn(p);
    expect(warm.bodiesOnly).toBeUndefined();
    await expectCold(p, warm);
  });
});
