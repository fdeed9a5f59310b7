import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../../helpers/images.ts';
import { formatDiagnostic } from '../../../cli/util/diagnostics.ts';
import { WatchSession } from '../../../cli/watch/watch-session.ts';
import { tempProject } from '../../helpers/temp-project.ts';

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
    expect(report).toMatchObject({ kind: 'pages', changedPayloads: ['data/guide/first-steps.json'], manifestChanged: false, diagnostics: [] });
    expect(payload(s, 'guide/first-steps').html).toContain('Conteúdo novo.');
  });

  it('keeps serving the last good page while a link is broken, then publishes the fix', async () => {
    const { project, s } = await session();
    const file = project.file('content/docs/guide/first-steps.md');
    project.write('content/docs/guide/first-steps.md', '---\ntitle: Primeiros passos\n---\n\n[x](/docs/nada)\n');
    const broken = await s.apply([file]);
    expect(broken.diagnostics.map(formatDiagnostic)).toEqual([expect.stringContaining('content/docs/guide/first-steps.md:5:5: broken link to /docs/nada')]);
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
    expect(warned.diagnostics.map(formatDiagnostic)).toEqual([expect.stringContaining(`${page}:5:5: warning: image /img/logo.svg has no alt text`)]);
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
    expect(report.diagnostics.map(formatDiagnostic)).toEqual([expect.stringMatching(/^content\/docs\/about\/intro\.md:\d+:\d+: broken anchor #explicit-id in link to \/docs\/about\/configuration$/)]);
  });

  it('re-rendering the main doc keeps /docs anchors current, and payloads name their source as a full build does', async () => {
    const { project, s } = await session();
    const fullSource = payload(s, 'about/intro').source;
    project.write('content/docs/guide/first-steps.md', '---\ntitle: Primeiros passos\n---\n\n[x](/docs#nova-seção)\n');
    const before = await s.apply([project.file('content/docs/guide/first-steps.md')]);
    expect(before.diagnostics.map(formatDiagnostic)).toEqual([expect.stringContaining('broken anchor #nova-seção in link to /docs')]);
    project.write('content/docs/about/intro.md', `${project.read('content/docs/about/intro.md')}\n## Nova seção\n`);
    const after = await s.apply([project.file('content/docs/about/intro.md')]);
    expect(after.diagnostics).toEqual([]);
    expect(payload(s, 'about/intro').source).toBe(fullSource);
    expect(fullSource).toBe('content/docs/about/intro.md');
  });

  it('names a renamed image as a fresh build does, and serves it', async () => {
    const { project, s } = await session();
    const page = (image: string) => project.write('content/docs/guide/first-steps.md', `---\ntitle: Primeiros passos\n---\n\n![Foto](./${image})\n`);
    project.write('content/docs/guide/foto.png', solidPng(4, 3));
    page('foto.png');
    await s.apply([project.file('content/docs/guide/foto.png'), project.file('content/docs/guide/first-steps.md')]);
    expect(payload(s, 'guide/first-steps').html).toMatch(/src="\/media\/foto\.[0-9a-f]+\.png"/);
    fs.renameSync(project.file('content/docs/guide/foto.png'), project.file('content/docs/guide/foto2.png'));
    page('foto2.png');
    const report = await s.apply([project.file('content/docs/guide/foto.png'), project.file('content/docs/guide/foto2.png'), project.file('content/docs/guide/first-steps.md')]);
    expect(report.diagnostics).toEqual([]);
    const src = /src="\/(media\/foto2\.[0-9a-f]+\.png)"/.exec(payload(s, 'guide/first-steps').html)?.[1];
    expect(src).toBeDefined();
    expect(s.assetSource(src!)).toBe(project.file('content/docs/guide/foto2.png'));
  });

  it('recompiles and changes the manifest when a title changes', async () => {
    const { project, s } = await session();
    const file = 'content/docs/about/intro.md';
    project.write(file, project.read(file).replace('title: Introdução', 'title: Começo'));
    const report = await s.apply([project.file(file)]);
    expect(report).toMatchObject({ kind: 'full', manifestChanged: true });
    expect(report.changedPayloads).toEqual(expect.arrayContaining(['data/about/intro.json', 'data/about/configuration.json']));
    expect(payload(s, 'about/configuration').previous.label).toBe('Começo');
    expect(s.site!.manifestJson).toContain('"label":"Começo"');
  });

  it('survives a bad config and recovers when it is fixed', async () => {
    const { project, s } = await session();
    const good = project.read('docs.config.json');
    project.write('docs.config.json', good.replace('"title": "Portal de Teste"', '"titel": "Portal de Teste"'));
    const bad = await s.apply([project.file('docs.config.json')]);
    expect(bad.diagnostics.map(formatDiagnostic)).toEqual(expect.arrayContaining([expect.stringMatching(/^docs\.config\.json:2:3: titel: unknown key/)]));
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
    expect(s.site!.payloads.has(before)).toBe(true);
    project.write('content/docs/guide/first-steps.md', '---\ntitle: Primeiros passos\n---\n\nO xilofone agrícola.\n');
    await s.apply([project.file('content/docs/guide/first-steps.md')]);
    expect(s.searchIsStale).toBe(true);
    expect(await s.rebuildSearch()).toBe(true);
    const after = JSON.parse(s.site!.manifestJson).search[0].file;
    expect(after).not.toBe(before);
    expect(s.site!.payloads.get(after)).toContain('xilofon');
    expect(s.site!.payloads.has(before)).toBe(false);
    expect(s.searchIsStale).toBe(false);
    expect(await s.rebuildSearch()).toBe(false);
  });

  it('shows drafts', async () => {
    const { project, s } = await session();
    project.write('content/docs/about/rascunho.md', '---\ntitle: Rascunho\ndraft: true\n---\nx\n');
    await s.apply([project.file('content/docs/about/rascunho.md')]);
    expect(payload(s, 'about/rascunho').draft).toBe(true);
  });

  it('reports an MDX page once it is added, and no more once it is renamed to .md', async () => {
    const { project, s } = await session();
    project.write('content/docs/guide/abas.mdx', '---\ntitle: Abas\n---\nTexto.\n');
    const added = await s.apply([project.file('content/docs/guide/abas.mdx')]);
    expect(added.diagnostics.map(formatDiagnostic)).toEqual([expect.stringMatching(/^content\/docs\/guide\/abas\.mdx:1:1: MDX pages are not supported/)]);
    fs.renameSync(project.file('content/docs/guide/abas.mdx'), project.file('content/docs/guide/abas.md'));
    const renamed = await s.apply([project.file('content/docs/guide/abas.mdx'), project.file('content/docs/guide/abas.md')]);
    expect(renamed.diagnostics).toEqual([]);
    expect(payload(s, 'guide/abas').html).toContain('Texto.');
  });

  it('reports an admonition left open in an edited page, and publishes the page once it is closed', async () => {
    const { project, s } = await session();
    const file = project.file('content/docs/guide/first-steps.md');
    project.write('content/docs/guide/first-steps.md', '---\ntitle: Primeiros passos\n---\n\n:::tip\nDica nova.\n');
    const open = await s.apply([file]);
    expect(open.diagnostics.map(formatDiagnostic)).toEqual(['content/docs/guide/first-steps.md:5:1: the admonition opened here is never closed; expected a line ":::" after its content']);
    expect(open.changedPayloads).toEqual([]);
    project.write('content/docs/guide/first-steps.md', '---\ntitle: Primeiros passos\n---\n\n:::tip\nDica nova.\n:::\n');
    const closed = await s.apply([file]);
    expect(closed.diagnostics).toEqual([]);
    expect(payload(s, 'guide/first-steps').html).toContain('<p>Dica nova.</p>');
  });

  it('ignores hidden Markdown files and folders, as a full build does', async () => {
    const { project, s } = await session();
    const hidden = ['content/docs/about/.rascunho.md', 'content/docs/about/..notas.md', 'content/docs/.rascunhos/x.md'];
    for (const file of hidden) project.write(file, '---\ntitle: Oculto\n---\n[x](/docs/nada)\n');
    const report = await s.apply(hidden.map((f) => project.file(f)));
    expect(report).toMatchObject({ kind: 'none', diagnostics: [] });
    expect([...s.site!.payloads.keys()].filter((k) => k.includes('rascunho') || k.includes('notas'))).toEqual([]);
  });
});
