import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../../helpers/images.ts';
import { formatDiagnostic, UserError } from '../../../cli/core/diagnostics.ts';
import { build } from '../../../cli/commands/build.ts';
import { WatchSession } from '../../../cli/watch/watch-session.ts';
import { editConfig, tempProject } from '../../helpers/temp-project.ts';
import { docPartName, excerptPartName, searchPartFile } from '../../../format/search/parts.ts';
import type { SearchIndexEntry } from '../../../format/site-format.ts';

async function session() {
  const project = tempProject();
  const s = new WatchSession('docs.config.json', project.dir);
  const first = await s.full();
  expect(first.diagnostics).toEqual([]);
  return { project, s };
}

const payload = (s: WatchSession, id: string) => JSON.parse(s.site!.payloads.get(`data/${id}.json`)!);

describe('WatchSession', () => {
  it('publishes an edited page by re-rendering only that page', async () => {
    const { project, s } = await session();
    project.write('content/docs/guide/first-steps.md', '---\ntitle: Primeiros passos\n---\n\nConteúdo novo.\n');
    const report = await s.apply([project.file('content/docs/guide/first-steps.md')]);
    expect(report).toMatchObject({
      kind: 'pages',
      changedPayloads: ['data/guide/first-steps.json'],
      manifestChanged: false,
      diagnostics: [],
    });
    expect(payload(s, 'guide/first-steps').html).toContain('Conteúdo novo.');
  });

  it('keeps serving the last good page while a link is broken, then publishes the fix', async () => {
    const { project, s } = await session();
    const file = project.file('content/docs/guide/first-steps.md');
    project.write('content/docs/guide/first-steps.md', '---\ntitle: Primeiros passos\n---\n\n[x](/docs/nada)\n');
    const broken = await s.apply([file]);
    expect(broken.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringContaining('content/docs/guide/first-steps.md:5:5: broken link to /docs/nada'),
    ]);
    expect(broken.changedPayloads).toEqual([]);
    expect(payload(s, 'guide/first-steps').html).toContain('Comece pela');
    project.write('content/docs/guide/first-steps.md', '---\ntitle: Primeiros passos\n---\n\n[x](/docs/about/intro)\n');
    const fixed = await s.apply([file]);
    expect(fixed.diagnostics).toEqual([]);
    expect(fixed.changedPayloads).toEqual(['data/guide/first-steps.json']);
  });

  it('drops the warning of a page once the page is fixed, from later rebuilds too', async () => {
    const { project, s } = await session();
    const page = 'content/docs/about/teste.md';
    project.write('content/static/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>');
    project.write(page, '---\ntitle: Teste\n---\n\n![](/img/logo.svg)\n');
    const warned = await s.full();
    expect(warned.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringContaining(`${page}:5:5: warning: image /img/logo.svg has no alt text`),
    ]);
    project.write(page, '---\ntitle: Teste\n---\n\n![Logo](/img/logo.svg)\n');
    expect((await s.apply([project.file(page)])).diagnostics).toEqual([]);
    project.write('content/docs/guide/first-steps.md', '---\ntitle: Primeiros passos\n---\n\nOutra página.\n');
    expect((await s.apply([project.file('content/docs/guide/first-steps.md')])).diagnostics).toEqual([]);
  });

  it('reports a page that links to an anchor removed from another page', async () => {
    const { project, s } = await session();
    const config = 'content/docs/about/configuration.md';
    project.write(config, project.read(config).replace('## Seção com id {#explicit-id}', '## Seção renomeada'));
    const report = await s.apply([project.file(config)]);
    expect(report.kind).toBe('pages');
    expect(report.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /^content\/docs\/about\/intro\.md:\d+:\d+: broken anchor #explicit-id in link to \/docs\/about\/configuration$/,
      ),
    ]);
  });

  it('re-rendering the main doc keeps /docs anchors current, and payloads name their source as a full build does', async () => {
    const { project, s } = await session();
    const fullSource = payload(s, 'about/intro').source;
    project.write('content/docs/guide/first-steps.md', '---\ntitle: Primeiros passos\n---\n\n[x](/docs#nova-seção)\n');
    const before = await s.apply([project.file('content/docs/guide/first-steps.md')]);
    expect(before.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringContaining('broken anchor #nova-seção in link to /docs'),
    ]);
    project.write('content/docs/about/intro.md', `${project.read('content/docs/about/intro.md')}\n## Nova seção\n`);
    const after = await s.apply([project.file('content/docs/about/intro.md')]);
    expect(after.diagnostics).toEqual([]);
    expect(payload(s, 'about/intro').source).toBe(fullSource);
    expect(fullSource).toBe('content/docs/about/intro.md');
  });

  it('names a renamed image as a fresh build does, and serves it', async () => {
    const { project, s } = await session();
    const page = (image: string) =>
      project.write('content/docs/guide/first-steps.md', `---\ntitle: Primeiros passos\n---\n\n![Foto](./${image})\n`);
    project.write('content/docs/guide/foto.png', solidPng(4, 3));
    page('foto.png');
    await s.apply([project.file('content/docs/guide/foto.png'), project.file('content/docs/guide/first-steps.md')]);
    expect(payload(s, 'guide/first-steps').html).toMatch(/src="\/media\/foto\.[0-9a-f]+\.png"/);
    fs.renameSync(project.file('content/docs/guide/foto.png'), project.file('content/docs/guide/foto2.png'));
    page('foto2.png');
    const report = await s.apply([
      project.file('content/docs/guide/foto.png'),
      project.file('content/docs/guide/foto2.png'),
      project.file('content/docs/guide/first-steps.md'),
    ]);
    expect(report.diagnostics).toEqual([]);
    const src = /src="\/(media\/foto2\.[0-9a-f]+\.png)"/.exec(payload(s, 'guide/first-steps').html)?.[1];
    expect(src).toBeDefined();
    expect(s.assetSource(src!)).toBe(project.file('content/docs/guide/foto2.png'));
  });

  it('recompiles and rewrites the sidebar file, not the manifest, when a title changes', async () => {
    const { project, s } = await session();
    const file = 'content/docs/about/intro.md';
    const manifest = s.site!.manifestJson;
    project.write(file, project.read(file).replace('title: Introdução', 'title: Começo'));
    const report = await s.apply([project.file(file)]);
    expect(report).toMatchObject({ kind: 'full', manifestChanged: false });
    expect(report.changedPayloads).toEqual(
      expect.arrayContaining(['data/about/intro.json', 'data/about/configuration.json', 'sidebars/about.json']),
    );
    expect(payload(s, 'about/configuration').previous.label).toBe('Começo');
    expect(s.site!.payloads.get('sidebars/about.json')).toContain('"label":"Começo"');
    expect(s.site!.manifestJson).toBe(manifest);
  });

  it('survives a bad config and recovers when it is fixed', async () => {
    const { project, s } = await session();
    const good = project.read('docs.config.json');
    project.write('docs.config.json', good.replace('"title": "Portal de Teste"', '"titel": "Portal de Teste"'));
    const bad = await s.apply([project.file('docs.config.json')]);
    expect(bad.diagnostics.map(formatDiagnostic)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^docs\.config\.json:2:3: titel: unknown key/)]),
    );
    expect(s.site).toBeDefined();
    project.write('docs.config.json', good);
    expect((await s.apply([project.file('docs.config.json')])).diagnostics).toEqual([]);
  });

  it('serves first and builds the search index when asked, then rebuilds it after an edit', async () => {
    const { project, s } = await session();
    expect(JSON.parse(s.site!.manifestJson).search).toBeUndefined();
    expect(s.searchIsStale).toBe(true);
    expect(await s.rebuildSearch()).toBe(true);
    const before = JSON.parse(s.site!.manifestJson).search[0].file;
    const entryBefore = s.site!.payloads.get(before);
    expect(entryBefore).toBeDefined();
    project.write('content/docs/guide/first-steps.md', '---\ntitle: Primeiros passos\n---\n\nO xilofone agrícola.\n');
    await s.apply([project.file('content/docs/guide/first-steps.md')]);
    expect(s.searchIsStale).toBe(true);
    expect(await s.rebuildSearch()).toBe(true);
    // The entry keeps its name (see splitIndex) and changes its content.
    const after = JSON.parse(s.site!.manifestJson).search[0].file;
    expect(after).toBe(before);
    expect(s.site!.payloads.get(after)).not.toBe(entryBefore);
    const searchFiles = [...s.site!.payloads].filter(([path]) => path.startsWith('search-index/'));
    expect(searchFiles.some(([, json]) => json.includes('xilofon'))).toBe(true);
    // Only the new index's entry and the parts it names are served: the previous index's parts are gone.
    const entry = JSON.parse(s.site!.payloads.get(after)!) as SearchIndexEntry;
    const { hash, sizes } = entry.docParts;
    const named = [
      after,
      ...[
        ...entry.termParts.map(([, , h]) => h),
        ...sizes.flatMap((_, k) => [docPartName(hash, k), excerptPartName(hash, k)]),
      ].map((name) => searchPartFile(after, name)),
    ];
    expect(searchFiles.map(([path]) => path).sort()).toEqual(named.sort());
    expect(s.searchIsStale).toBe(false);
    expect(await s.rebuildSearch()).toBe(false);
  });

  it('shows drafts', async () => {
    const { project, s } = await session();
    project.write('content/docs/about/rascunho.md', '---\ntitle: Rascunho\ndraft: true\n---\nx\n');
    await s.apply([project.file('content/docs/about/rascunho.md')]);
    expect(payload(s, 'about/rascunho').draft).toBe(true);
  });

  it('reports an MDX mistake in a page once it is added, and no more once it is fixed', async () => {
    const { project, s } = await session();
    project.write('content/docs/guide/abas.mdx', '---\ntitle: Abas\n---\nTexto {hoje()}.\n');
    const added = await s.apply([project.file('content/docs/guide/abas.mdx')]);
    expect(added.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(/^content\/docs\/guide\/abas\.mdx:4:8: hoje\(\) cannot be computed at build time/),
    ]);
    project.write(
      'content/docs/guide/abas.mdx',
      "---\ntitle: Abas\n---\nexport const hoje = 'terça';\n\nTexto {hoje}.\n",
    );
    const fixed = await s.apply([project.file('content/docs/guide/abas.mdx')]);
    expect(fixed.diagnostics).toEqual([]);
    expect(payload(s, 'guide/abas').html).toContain('<p>Texto terça.</p>');
  });

  it('warns about an admonition left open in an edited page, publishes it closed at the end as Docusaurus does, and stops warning once it is closed', async () => {
    const { project, s } = await session();
    const file = project.file('content/docs/guide/first-steps.md');
    project.write('content/docs/guide/first-steps.md', '---\ntitle: Primeiros passos\n---\n\n:::tip\nDica nova.\n');
    const open = await s.apply([file]);
    expect(open.diagnostics.map(formatDiagnostic)).toEqual([
      'content/docs/guide/first-steps.md:5:1: warning: the admonition opened here is never closed, so it runs to the end of the page; add a line ":::" after its content',
    ]);
    expect(payload(s, 'guide/first-steps').html).toContain('<div class="admonition-body">\n<p>Dica nova.</p>');
    project.write(
      'content/docs/guide/first-steps.md',
      '---\ntitle: Primeiros passos\n---\n\n:::tip\nDica nova.\n:::\n',
    );
    const closed = await s.apply([file]);
    expect(closed.diagnostics).toEqual([]);
    expect(payload(s, 'guide/first-steps').html).toContain('<p>Dica nova.</p>');
  });

  it('compiles again when a page is a folder now, and when a folder is a page again, whose old files it names', async () => {
    const { project, s } = await session();
    const page = project.file('content/docs/guide/a.md');
    project.write('content/docs/guide/a.md', '# Arquivo\n');
    expect((await s.apply([page])).diagnostics).toEqual([]);
    fs.rmSync(page);
    project.write('content/docs/guide/a.md/dentro.md', '# Dentro\n');
    const toFolder = await s.apply([page, project.file('content/docs/guide/a.md/dentro.md')]);
    expect(toFolder).toMatchObject({ kind: 'full', diagnostics: [] });
    expect(s.site!.payloads.has('data/guide/a.json')).toBe(false);
    expect(payload(s, 'guide/a.md/dentro').title).toBe('Dentro');
    fs.rmSync(page, { recursive: true });
    project.write('content/docs/guide/a.md', '# De volta\n');
    // The folder's file names a path under what is a file now (ENOTDIR), as chokidar's `unlink` of it does.
    const back = await s.apply([page, project.file('content/docs/guide/a.md/dentro.md')]);
    expect(back).toMatchObject({ kind: 'full', diagnostics: [] });
    expect(payload(s, 'guide/a').title).toBe('De volta');
    expect(s.site!.payloads.has('data/guide/a.md/dentro.json')).toBe(false);
  });

  it('ignores hidden Markdown files and folders, as a full build does', async () => {
    const { project, s } = await session();
    const hidden = ['content/docs/about/.rascunho.md', 'content/docs/about/..notas.md', 'content/docs/.rascunhos/x.md'];
    for (const file of hidden) project.write(file, '---\ntitle: Oculto\n---\n[x](/docs/nada)\n');
    const report = await s.apply(hidden.map((f) => project.file(f)));
    expect(report).toMatchObject({ kind: 'none', diagnostics: [] });
    expect([...s.site!.payloads.keys()].filter((k) => k.includes('rascunho') || k.includes('notas'))).toEqual([]);
  });

  it("reports the content's errors with a refused config, as a build does", async () => {
    const { project, s } = await session();
    project.write('docs.config.json', project.read('docs.config.json').replace(/^\{/, '{ "titel": "x",'));
    project.write('content/docs/guide/first-steps.md', '---\ntitle: P\ndraft: talvez\n---\nTexto.\n');
    const report = await s.apply([project.file('docs.config.json')]);
    const built = await build({ config: 'docs.config.json', out: 'site', cwd: project.dir }).catch((e: unknown) => e);
    expect(built).toBeInstanceOf(UserError);
    const lines = report.diagnostics.map(formatDiagnostic);
    expect(lines).toEqual((built as UserError).diagnostics.map(formatDiagnostic));
    expect(lines).toEqual([
      expect.stringMatching(/^content\/docs\/guide\/first-steps\.md:3:8: front matter: draft: /),
      expect.stringMatching(/^docs\.config\.json:1:3: titel: unknown key/),
    ]);
  });

  it('names blog payloads stably, as docs: editing a post leaves the manifest unchanged', async () => {
    const project = tempProject();
    const post = 'content/blog/2024-05-01-novidades.md';
    project.write(post, '---\ntitle: Novidades\n---\n\nPrimeira versão.\n');
    const s = new WatchSession('docs.config.json', project.dir);
    expect((await s.full()).diagnostics).toEqual([]);
    const before = s.site!.manifestJson;
    expect(s.site!.site.table.listings).toContainEqual(
      expect.objectContaining({ kind: 'blog-post', payload: 'data/blog/2024-05-01-novidades.json' }),
    );
    project.write(post, '---\ntitle: Novidades\n---\n\nSegunda versão.\n');
    const report = await s.apply([project.file(post)]);
    expect(report).toMatchObject({ diagnostics: [], manifestChanged: false });
    expect(report.changedPayloads).toContain('data/blog/2024-05-01-novidades.json');
    expect(s.site!.manifestJson).toBe(before);
    expect(s.site!.payloads.get('data/blog/2024-05-01-novidades.json')).toContain('Segunda versão.');
  });

  it('serves the gate the command asks for, which the compile puts in the manifest', async () => {
    const project = tempProject();
    editConfig(
      project,
      (c) => (c.gate = { providerUrl: 'https://api.example.com/', mainAppUrl: 'https://app.example.com/entrar' }),
    );
    const preview = new WatchSession('docs.config.json', project.dir);
    await preview.full();
    expect(JSON.parse(preview.site!.manifestJson).gate).toEqual({ enabled: false });
    const gated = new WatchSession('docs.config.json', project.dir, true);
    expect((await gated.full()).diagnostics).toEqual([]);
    expect(JSON.parse(gated.site!.manifestJson).gate).toMatchObject({
      enabled: true,
      providerUrl: 'https://api.example.com',
    });
    editConfig(project, (c) => delete c.gate);
    const report = await gated.apply([project.file('docs.config.json')]);
    expect(report.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /^docs\.config\.json:\d+:\d+: gate: the gate was turned on, but the config has no "gate" section/,
      ),
    ]);
  });

  it('re-checks sidebar links against an edited page, as a build does', async () => {
    const project = tempProject();
    editConfig(project, (c) =>
      c.sidebars.about.push({ type: 'link', label: 'Próximos passos', href: '/docs#próximos-passos' }),
    );
    const s = new WatchSession('docs.config.json', project.dir);
    expect((await s.full()).diagnostics).toEqual([]);
    const intro = 'content/docs/about/intro.md';
    project.write(intro, project.read(intro).replace('## Próximos passos', '## Depois'));
    const report = await s.apply([project.file(intro)]);
    expect(report.kind).toBe('pages');
    const built = await build({ config: 'docs.config.json', out: 'site', cwd: project.dir }).catch((e: unknown) => e);
    const lines = report.diagnostics.map(formatDiagnostic);
    expect(lines).toEqual([
      expect.stringMatching(/^docs\.config\.json:\d+:\d+: broken anchor #próximos-passos in link to \/docs$/),
    ]);
    expect(lines).toEqual((built as UserError).diagnostics.map(formatDiagnostic));
  });
});
