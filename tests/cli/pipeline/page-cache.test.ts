import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, formatSummary } from '../../../cli/commands/build.ts';
import { appendTo, buildIn, cachedProject, countsAfter, expectColdEqual } from '../../helpers/cached-build.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { builtFiles, coldSiteOf } from '../../helpers/built-files.ts';
import { commitAll } from '../../helpers/git-repo.ts';
import { migratedCopy } from '../../helpers/migrated-site.ts';
import { repoRoot, type TempProject } from '../../helpers/temp-project.ts';

beforeAll(async () => {
  await ensureBuilt();
});

/** The data files of the rendered docs, named by the process and time that made them (not the sources' or index's). */
const DATA_FILE = /^pages-.*\.\d+-[0-9a-z]+\.bin$/;
/** The index of the rendered docs, not the files named after it (the exports' layout, the snapshots). */
const INDEX_FILE = /^pages-[^.]+\.json$/;
const cacheFolder = (p: TempProject) => path.join(p.dir, 'node_modules/.cache/docsgen');
const cacheFiles = (p: TempProject, pattern: RegExp) =>
  fs
    .readdirSync(cacheFolder(p))
    .filter((name) => pattern.test(name))
    .map((name) => path.join(cacheFolder(p), name));

describe('reusing the docs the last build rendered', () => {
  it('renders only the edited doc, publishing the others images as a cold build names them', async () => {
    const p = cachedProject('media');
    const first = await buildIn(p);
    expect(first.docs).toEqual({ rendered: 5, reused: 0 });
    appendTo(p, 'content/docs/about/intro.md', 'Uma frase nova.');
    const warm = await buildIn(p);
    expect(formatSummary(warm, 'site')).toMatch(/; 1 doc rendered, 4 reused\)$/);
    expect(await expectColdEqual(p, warm)).toEqual({ rendered: 1, reused: 4 });

    // The page with the images is rendered now, the other one reused; the cold build cleared the cache.
    await buildIn(p);
    appendTo(p, 'content/docs/guide/first-steps.md', 'Outra frase.');
    expect(await expectColdEqual(p, await buildIn(p))).toEqual({ rendered: 1, reused: 4 });
  });

  it('renders again a doc whose image another page now publishes first under its own name', async () => {
    const p = cachedProject('basic');
    const png = fs.readFileSync(path.join(repoRoot, 'tests/fixtures/media/content/docs/guide/img/cadastro.png'));
    // Two files of the same bytes: the site publishes them once, named after the first page's.
    p.write('content/docs/about/img/primeira.png', png);
    p.write('content/docs/about/img/segunda.png', png);
    // A description of its own: the page's first line of text, which other pages may show, is not what changes.
    const page = (body: string) => `---\ndescription: Fotos.\n---\n\n# A foto\n\n${body}\n`;
    p.write('content/docs/about/a-foto.md', page('![Uma foto](./img/primeira.png)'));
    p.write('content/docs/about/z-foto.md', '# Z foto\n\n![A mesma foto](./img/segunda.png)\n');
    await buildIn(p);
    p.write('content/docs/about/a-foto.md', page('Sem foto agora.'));
    const warm = await buildIn(p);
    expect(warm.docs).toEqual({ rendered: 2, reused: 5 });
    await expectColdEqual(p, warm);
  });

  it('renders again a doc when its last commit changed, its text being the same', async () => {
    const p = cachedProject('basic');
    p.write(
      'docs.config.json',
      p.read('docs.config.json').replace('"sidebars"', '"docs": { "showLastUpdateTime": true },\n  "sidebars"'),
    );
    const intro = 'content/docs/about/intro.md';
    const text = p.read(intro);
    commitAll(p.dir, 'Ana', '2024-01-02T10:00:00Z');
    await buildIn(p);
    p.write(intro, `${text}\nMudado.\n`);
    commitAll(p.dir, 'Ana', '2024-02-03T10:00:00Z');
    p.write(intro, text);
    commitAll(p.dir, 'Ana', '2024-03-04T10:00:00Z');
    const warm = await buildIn(p);
    expect(warm.docs).toEqual({ rendered: 1, reused: 4 });
    await expectColdEqual(p, warm);
  });

  it('keeps no new cache when a doc was saved while the build read it', async () => {
    const p = cachedProject('basic');
    await buildIn(p);
    const intro = 'content/docs/about/intro.md';
    const text = p.read(intro);
    // A category file edited makes the build call beforeCompile, after it hashed its inputs and before it reads them.
    p.write('content/docs/guide/advanced/_category_.json', JSON.stringify({ label: 'Mais' }));
    await build({
      config: 'docs.config.json',
      out: 'site',
      cwd: p.dir,
      beforeCompile: async () => p.write(intro, `${text}\nSalvo durante a build.\n`),
    });
    p.write(intro, text);
    await expectColdEqual(p, await buildIn(p));
  });

  it('reuses the docs of older versions, of a docs instance and of a translation', async () => {
    const dir = migratedCopy('legacy-versioned-site');
    const p = { dir };
    fs.mkdirSync(path.join(dir, 'node_modules'));
    const first = await buildIn(p);
    const versioned = path.join(dir, 'versioned_docs/version-1.0.0/hello.md');
    fs.appendFileSync(versioned, '\nUma frase nova.\n');
    const warm = await buildIn(p);
    // The English build shows the same file, untranslated: rendered again there too.
    expect(warm.docs).toEqual({ rendered: 2, reused: first.docs!.rendered - 2 });
    await expectColdEqual(p, warm);
    // Its title shows in its version's sidebar and pagers only, in both builds.
    await buildIn(p);
    fs.writeFileSync(versioned, fs.readFileSync(versioned, 'utf8').replace('title: Olá', 'title: Olá de novo'));
    const retitled = await buildIn(p);
    expect(retitled.docs).toEqual({ rendered: 6, reused: first.docs!.rendered - 6 });
    await expectColdEqual(p, retitled);
  });

  it('sends a reused doc diagrams to the check again, with their warnings', async () => {
    const p = cachedProject('diagrams');
    const first = await buildIn(p);
    expect(first.warnings.map((w) => w.file)).toContain(path.join('content', 'docs', 'diagrama-quebrado.md'));
    appendTo(p, 'content/docs/intro.md', 'Mais texto.');
    const warm = await buildIn(p);
    expect(warm.warnings).toEqual(first.warnings);
    expect((await expectColdEqual(p, warm))?.rendered).toBe(1);
  });

  it('publishes KaTeX again for a reused page with math', async () => {
    const p = cachedProject('math');
    await buildIn(p);
    const docs = fs.readdirSync(p.file('content/docs')).filter((f) => f.endsWith('.md'));
    const plain = docs.find((f) => !p.read(`content/docs/${f}`).includes('$'));
    p.write('content/docs/sem-formulas.md', '# Sem fórmulas\n\nTexto.\n');
    await buildIn(p);
    appendTo(p, `content/docs/${plain ?? 'sem-formulas.md'}`, 'Mais texto.');
    const warm = await buildIn(p);
    expect(warm.docs?.reused).toBeGreaterThan(0);
    await expectColdEqual(p, warm);
  });

  it('renders again a doc that includes the edited doc as a partial', async () => {
    const p = cachedProject('basic');
    p.write('content/docs/guide/incluida.md', '# Incluída\n\nTexto incluído.\n');
    p.write('content/docs/guide/inclui.mdx', "import Incluida from './incluida.md';\n\n# Inclui\n\n<Incluida />\n");
    await buildIn(p);
    appendTo(p, 'content/docs/guide/incluida.md', 'Texto mudado.');
    const warm = await buildIn(p);
    expect(warm.docs).toEqual({ rendered: 2, reused: 5 });
    await expectColdEqual(p, warm);
  });

  it('renders again, when a title or description changes, the page and the pages that show it, and only those', async () => {
    const p = cachedProject('basic');
    // The category "Avançado" has a page of its own, which draws the cards of its docs.
    p.write(
      'docs.config.json',
      p
        .read('docs.config.json')
        .replace(
          '"label": "Avançado", "items"',
          '"label": "Avançado", "link": { "type": "doc", "id": "guide/advanced/index" }, "items"',
        ),
    );
    p.write(
      'content/docs/guide/advanced/index.mdx',
      "import DocCardList from '@theme/DocCardList';\n\n# Avançado\n\n<DocCardList />\n",
    );
    const replace = (file: string, from: string, to: string) => () => p.write(file, p.read(file).replace(from, to));
    // Its own page, its neighbour's pager (a-deploy leads to it) and the cards (index) show the title.
    const tuning = 'content/docs/guide/advanced/b-tuning.md';
    const retitled = await countsAfter(p, replace(tuning, 'title: Ajuste fino', 'title: Ajustes'));
    expect(retitled).toEqual({ rendered: 3, reused: 3 });
    // A description shows in the cards alone.
    const deploy = 'content/docs/guide/advanced/a-deploy.md';
    const described = await countsAfter(
      p,
      replace(deploy, 'title: Implantação', 'title: Implantação\ndescription: Como implantar.'),
    );
    expect(described).toEqual({ rendered: 2, reused: 4 });
    // So does the first line of a doc with no description, and a label its neighbours' pagers and the cards show.
    const excerpt = await countsAfter(p, replace(tuning, '---\n\n', '---\n\nUma primeira linha.\n\n'));
    expect(excerpt).toEqual({ rendered: 2, reused: 4 });
    const labelled = await countsAfter(
      p,
      replace(deploy, 'title: Implantação', 'title: Implantação\nsidebar_label: Implantar'),
    );
    expect(labelled).toEqual({ rendered: 3, reused: 3 });
    // A page moved in the sidebar changes every page's place: all are rendered.
    await buildIn(p);
    p.write(deploy, p.read(deploy).replace('title: Implantação', 'title: Implantação\nslug: /implantar'));
    expect((await buildIn(p)).docs).toEqual({ rendered: 6, reused: 0 });
  });

  it('renders again, when a category file changes, the docs whose breadcrumb, pager or cards show it', async () => {
    const p = cachedProject('basic');
    p.write('content/docs/about/extra/_category_.json', JSON.stringify({ label: 'Extra' }));
    p.write('content/docs/about/extra/um.md', '# Um\n\nTexto.\n');
    p.write('content/docs/about/extra/dois.md', '# Dois\n\nTexto.\n');
    const relabel = () => p.write('content/docs/about/extra/_category_.json', JSON.stringify({ label: 'Mais' }));
    expect(await countsAfter(p, relabel)).toEqual({ rendered: 2, reused: 5 });
  });

  it('reuses the pages written from an API description, and those that do not use it once it changes', async () => {
    const p = cachedProject('api-reference');
    const first = await buildIn(p);
    const all = first.docs!.rendered;
    expect(all).toBeGreaterThan(5);
    appendTo(p, 'content/docs/about/intro.md', 'Uma frase nova.');
    const warm = await buildIn(p);
    expect(warm.docs).toEqual({ rendered: 1, reused: all - 1 });
    await expectColdEqual(p, warm);
    // An edit of the description renders the pages that use it (an embed, a page written from it), not the guide.
    const spec = 'content/openapi/lavoura.yaml';
    const respecify = () => p.write(spec, p.read(spec).replace(/^(\s+summary: )(.*)$/m, '$1$2 (nova)'));
    expect(await countsAfter(p, respecify)).toEqual({ rendered: 14, reused: all - 14 });
    // An edit of the GraphQL schema renders those that use it, and none of the OpenAPI description's.
    const schema = 'content/graphql/cadastros.graphql';
    const reschema = () => p.write(schema, p.read(schema).replace('"Uma fazenda."', '"Uma fazenda da lavoura."'));
    expect(await countsAfter(p, reschema)).toEqual({ rendered: 4, reused: all - 4 });
  });

  it('renders everything when the config changes', async () => {
    const p = cachedProject('basic');
    await buildIn(p);
    p.write('docs.config.json', p.read('docs.config.json').replace('um site pequeno', 'um site menor'));
    expect((await buildIn(p)).docs).toEqual({ rendered: 5, reused: 0 });
  });

  it('renders everything after an upgrade of docsgen', async () => {
    const p = cachedProject('basic');
    await buildIn(p);
    appendTo(p, 'content/docs/about/intro.md', 'Uma frase nova.');
    const upgraded = await build({ config: 'docs.config.json', out: 'site', cwd: p.dir, docsgenIdentity: 'docsgen 9' });
    expect(upgraded.docs).toEqual({ rendered: 5, reused: 0 });
  });

  it('renders again a doc whose payload was changed by hand in the site', async () => {
    const p = cachedProject('basic');
    await buildIn(p);
    const data = path.join(p.dir, 'site/data');
    const payloads = fs.readdirSync(data, { recursive: true }).map(String);
    const payload = payloads.find((f) => f.startsWith('guide/') && f.endsWith('.json'))!;
    fs.writeFileSync(path.join(data, payload), '{"mudado":true}');
    appendTo(p, 'content/docs/about/intro.md', 'Uma frase nova.');
    expect((await buildIn(p)).docs).toEqual({ rendered: 2, reused: 3 });
    // Its page is drawn from the payload rendered again; the file itself stays, as a patch leaves a file changed by
    // hand under its own name (see SECURITY.md).
    const warm = builtFiles(path.join(p.dir, 'site'));
    const cold = await coldSiteOf(p.dir, () => buildIn(p));
    const differing = [...warm].filter(([file, bytes]) => !bytes.equals(cold.get(file)!)).map(([file]) => file);
    expect(differing).toEqual([path.join('data', payload)]);
  });

  it('takes no doc for another when the index names another doc entry', async () => {
    const p = cachedProject('basic');
    await buildIn(p);
    const [indexFile] = cacheFiles(p, INDEX_FILE);
    const index = JSON.parse(fs.readFileSync(indexFile!, 'utf8'));
    const [first, second] = Object.keys(index.docs);
    const [offset, length] = index.docs[second!];
    index.docs[first!] = [offset, length, ...index.docs[first!].slice(2)];
    fs.writeFileSync(indexFile!, JSON.stringify(index));
    // A heading of its own: the build reads every other doc's entry (a body edit alone reads none, see build-edited).
    appendTo(p, 'content/docs/guide/first-steps.md', '## Uma seção nova');
    const warm = await buildIn(p);
    expect(warm.docs?.rendered).toBe(2);
    await expectColdEqual(p, warm);
  });

  it('falls back to rendering, with one line saying so, when the cache is damaged', async () => {
    const p = cachedProject('basic');
    const notes: string[] = [];
    const buildNoting = () =>
      build({ config: 'docs.config.json', out: 'site', cwd: p.dir, onNote: (n) => notes.push(n) });
    await buildIn(p);
    const [data] = cacheFiles(p, DATA_FILE);
    fs.writeFileSync(data!, fs.readFileSync(data!).subarray(0, 40));
    appendTo(p, 'content/docs/about/intro.md', 'Uma frase nova.');
    const truncated = await buildNoting();
    expect(truncated.docs?.rendered).toBeGreaterThan(1);
    expect(notes).toEqual([
      expect.stringMatching(/^docsgen: the cache of rendered docs .*pages-.* is damaged: rendering/),
    ]);
    await expectColdEqual(p, truncated);

    await buildIn(p);
    const [index] = cacheFiles(p, INDEX_FILE);
    fs.writeFileSync(index!, '{"format": 1, "cont');
    appendTo(p, 'content/docs/about/intro.md', 'Outra frase.');
    notes.length = 0;
    const garbled = await buildNoting();
    expect(garbled.docs).toEqual({ rendered: 5, reused: 0 });
    expect(notes).toHaveLength(1);
    await expectColdEqual(p, garbled);
    // Each build keeps one data file: the last one's; and a sound cache says nothing.
    expect(cacheFiles(p, DATA_FILE)).toHaveLength(1);
    notes.length = 0;
    appendTo(p, 'content/docs/about/intro.md', 'Mais uma.');
    expect((await buildNoting()).docs).toEqual({ rendered: 1, reused: 4 });
    expect(notes).toEqual([]);
  });

  it('reads the entries one by one from a data file too large to read whole', async () => {
    const p = cachedProject('basic');
    process.env.DOCSGEN_READ_WHOLE_CACHE_UP_TO = '1';
    try {
      await buildIn(p);
      appendTo(p, 'content/docs/about/intro.md', 'Uma frase nova.');
      const warm = await buildIn(p);
      expect(warm.docs).toEqual({ rendered: 1, reused: 4 });
      await expectColdEqual(p, warm);
    } finally {
      delete process.env.DOCSGEN_READ_WHOLE_CACHE_UP_TO;
    }
  });

  it('appends the docs it renders to the last data file, and copies the live entries out once they are the fewer', async () => {
    const p = cachedProject('basic');
    await buildIn(p);
    const sizes: number[] = [];
    for (let edit = 1; edit <= 8; edit++) {
      appendTo(p, 'content/docs/about/intro.md', `Frase número ${edit}.`);
      expect((await buildIn(p)).docs).toEqual({ rendered: 1, reused: 4 });
      const data = cacheFiles(p, DATA_FILE);
      expect(data).toHaveLength(1);
      sizes.push(fs.statSync(data[0]!).size);
    }
    const shrunk = sizes.findIndex((size, i) => i > 0 && size < sizes[i - 1]!);
    expect(shrunk).toBeGreaterThan(1);
    expect(sizes.slice(0, shrunk)).toEqual([...sizes.slice(0, shrunk)].sort((a, b) => a - b));
    await expectColdEqual(p, await buildIn(p));
  });

  it('copies the live entries out after a build that renders most docs again, so that its next edits read them once', async () => {
    const p = cachedProject('basic');
    await buildIn(p);
    const [before] = cacheFiles(p, DATA_FILE);
    const size = fs.statSync(before!).size;
    for (const doc of ['about/intro', 'about/configuration', 'guide/first-steps'])
      appendTo(p, `content/docs/${doc}.md`, 'Uma frase nova.');
    expect((await buildIn(p)).docs).toEqual({ rendered: 3, reused: 2 });
    const after = cacheFiles(p, DATA_FILE);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before);
    expect(fs.statSync(after[0]!).size).toBeLessThan(size * 1.3);
    appendTo(p, 'content/docs/about/intro.md', 'Outra frase.');
    await expectColdEqual(p, await buildIn(p));
  });

  it('keeps the rendered docs of the output folder built and of the two built before it, no more', async () => {
    const p = cachedProject('basic');
    const outputs = ['site', 'um', 'dois', 'tres'];
    const keys = () => new Set(cacheFiles(p, /^pages-/).map((file) => /pages-(\w{16})-/.exec(file)![1]));
    for (const out of outputs) {
      await build({ config: 'docs.config.json', out, cwd: p.dir });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(keys().size).toBe(3);
    // The first folder's cache went: its next build renders every doc; the last one's stayed.
    appendTo(p, 'content/docs/about/intro.md', 'Uma frase nova.');
    expect((await buildIn(p)).docs).toEqual({ rendered: 5, reused: 0 });
    const last = await build({ config: 'docs.config.json', out: 'tres', cwd: p.dir });
    expect(last.docs).toEqual({ rendered: 1, reused: 4 });
  });

  it('keeps the last cache when a build fails', async () => {
    const p = cachedProject('basic');
    await buildIn(p);
    const intro = 'content/docs/about/intro.md';
    const before = p.read(intro);
    p.write(intro, `${before}\n[quebrado](./nao-existe.md)\n`);
    await expect(buildIn(p)).rejects.toThrow(/nao-existe/);
    appendTo(p, 'content/docs/guide/first-steps.md', 'Uma frase nova.');
    p.write(intro, before);
    expect((await buildIn(p)).docs).toEqual({ rendered: 1, reused: 4 });
  });
});
