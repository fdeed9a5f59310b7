import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import MiniSearch from 'minisearch';
import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { encodeRun, unpackEngine } from '../../../format/search/engine-data.ts';
import { EngineBuilder, engineData } from '../../../cli/search/engine-builder.ts';
import { miniSearchOptions, type SectionDocument } from '../../../format/search/engine-options.ts';
import { pruneEngine } from '../../../cli/search/prune.ts';
import { docPartName, excerptPartName, searchPartFile } from '../../../format/search/parts.ts';
import type { Manifest, SearchDocPart, SearchEngineData, SearchIndexEntry } from '../../../format/site-format.ts';
import { runDocsgen } from '../../helpers/cli.ts';
import { tempProject, type TempProject } from '../../helpers/temp-project.ts';

function build(project: TempProject): {
  manifest: Manifest;
  entry: SearchIndexEntry;
  docs: SearchDocPart[];
  file: string;
  site: string;
} {
  const result = runDocsgen(['build'], project.dir);
  expect(result.status, result.stderr).toBe(0);
  const site = project.file('site');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(site, fs.readdirSync(site).find((f) => /^manifest\.[0-9a-f]+\.json$/.test(f))!), 'utf8'),
  ) as Manifest;
  const file = manifest.search![0]!.file;
  const entry = JSON.parse(fs.readFileSync(path.join(site, file), 'utf8')) as SearchIndexEntry;
  const docs = entry.docParts.sizes.map(
    (_, k) =>
      JSON.parse(
        fs.readFileSync(path.join(site, searchPartFile(file, docPartName(entry.docParts.hash, k))), 'utf8'),
      ) as SearchDocPart,
  );
  return { manifest, entry, docs, file, site };
}

describe('the search index of a build', () => {
  it('is an entry under its version folder, named by the manifest, and parts beside it, without drafts or unlisted pages', () => {
    const project = tempProject();
    project.write('content/docs/guide/draft.md', '---\ntitle: Rascunho secreto\ndraft: true\n---\nTexto.\n');
    project.write('content/docs/guide/hidden.md', '---\ntitle: Página escondida\nunlisted: true\n---\nTexto.\n');
    const { manifest, entry, docs, file, site } = build(project);
    expect(manifest.search).toEqual([{ version: 'current', locale: 'pt-BR', file }]);
    expect(file).toBe('search-index/current/pt-BR.json');
    const parts = fs.readdirSync(path.join(site, 'search-index/current/pt-BR')).filter((f) => f.endsWith('.json'));
    const { hash, sizes } = entry.docParts;
    expect(parts.sort()).toEqual(
      [
        ...entry.termParts.map(([, , h]) => h),
        ...sizes.flatMap((_, k) => [docPartName(hash, k), excerptPartName(hash, k)]),
      ]
        .map((name) => `${name}.json`)
        .sort(),
    );
    const pages = docs.flatMap((part) => part.pages);
    expect(pages.map((p) => p.url).sort()).toEqual([
      '/docs/about/configuration',
      '/docs/about/intro',
      '/docs/guide/advanced/a-deploy',
      '/docs/guide/advanced/b-tuning',
      '/docs/guide/first-steps',
    ]);
    const sections = docs.flatMap((part) =>
      part.sections.map(([page, heading, hash, parent]) => [part.pages[page]!.url, heading, hash, parent]),
    );
    expect(sections).toContainEqual(['/docs/about/configuration', 'Seção com id', 'explicit-id', -1]);
    // An id that is the heading's slug is left for the viewer to recompute.
    expect(sections).toContainEqual(['/docs/about/configuration', 'Configuração da API', '', -1]);
    // Term and doc parts are named by their content and may be cached for good; the entry and the excerpt parts,
    // which keep their names when a page's text changes, are revalidated.
    const hashed = fs.readFileSync(path.join(site, 'hashed-files.map'), 'utf8');
    for (const part of parts) {
      const line = `"/search-index/current/pt-BR/${part}" 1;`;
      if (part.startsWith('x-')) expect(hashed).not.toContain(line);
      else expect(hashed).toContain(line);
    }
    expect(hashed).not.toContain(file);
  });

  it('keeps its name when the content changes, and names the doc parts anew when a title changes', () => {
    const project = tempProject();
    const first = build(project);
    expect(build(project).entry).toEqual(first.entry);
    project.write(
      'content/docs/guide/advanced/b-tuning.md',
      '---\ntitle: Ajuste mais fino\n---\n\n## Parâmetros\n\nTexto novo e mais longo.\n',
    );
    const second = build(project);
    expect(second.file).toBe(first.file);
    expect(second.entry.docParts.hash).not.toBe(first.entry.docParts.hash);
    expect(second.entry.averageFieldLength).not.toEqual(first.entry.averageFieldLength);
  });

  it('is the same when the CLI builds it on a worker thread as when built in-process', async () => {
    const project = tempProject();
    const { file, entry, site: siteDir } = build(project);
    // Run from sources, compileSite indexes on the calling thread; the bundled CLI uses dist/search-worker.js.
    const { site } = await compileSite(loadConfig('docs.config.json', project.dir), {
      drafts: false,
      cwd: project.dir,
    });
    expect(site!.payloadFiles.get(file)).toBe(fs.readFileSync(path.join(siteDir, file), 'utf8'));
    const { hash, sizes } = entry.docParts;
    for (const name of [
      ...entry.termParts.map(([, , h]) => h),
      ...sizes.flatMap((_, k) => [docPartName(hash, k), excerptPartName(hash, k)]),
    ]) {
      expect(site!.payloadFiles.get(searchPartFile(file, name))).toBe(
        fs.readFileSync(path.join(siteDir, searchPartFile(file, name)), 'utf8'),
      );
    }
  });
});

describe('the packed engine', () => {
  const documents: SectionDocument[] = [
    { id: 0, title: 'Autenticação', heading: '', text: 'Envie o token em cada requisição. O token expira.', code: '' },
    {
      id: 1,
      title: 'Autenticação',
      heading: 'Renovar o token',
      text: 'Autenticar de novo renova os tokens; talhões e talhão.',
      code: 'curl -H "X-Api-Key: $KEY" https://api.example.com/v1/talhoes?page_size=10',
    },
    { id: 2, title: 'Talhões', heading: 'Listar talhões', text: '', code: '{ "area_ha": 12.5, "safra": "2022/2023" }' },
    {
      id: 3,
      title: 'Talhões',
      heading: 'Paginação',
      text: 'Use page_size e page. Página após página, a paginação segue.',
      code: '',
    },
  ];

  it('is what MiniSearch itself serializes for the same documents, with terms sorted', () => {
    const builder = new EngineBuilder('pt');
    documents.forEach((d) => builder.add(d));
    const miniSearch = new MiniSearch<SectionDocument>(miniSearchOptions('pt'));
    miniSearch.addAll(documents);
    const expected = miniSearch.toJSON();
    const unpacked = unpackEngine(builder.data(), documents.length);
    expect(unpacked.index).toEqual([...expected.index].sort(([a], [b]) => (a < b ? -1 : 1)));
    expect(unpacked.fieldLength).toEqual(expected.fieldLength);
    expect(unpacked.averageFieldLength).toEqual(expected.averageFieldLength);
    expect(unpacked.fieldIds).toEqual(expected.fieldIds);
  });

  it('is what MiniSearch serializes for gaps and frequencies that take several bytes each, read streamed or whole', () => {
    // A gap of 18,997 ids (three bytes once zigzagged), a word repeated 300 times (two bytes), most gaps of one byte.
    const many: SectionDocument[] = Array.from({ length: 20_000 }, (_, i) => ({
      id: i,
      title: i % 2 ? 'Talhão' : 'Safra',
      heading: '',
      text: i === 3 || i === 19_000 ? 'colheita '.repeat(300) : `texto ${i % 50}`,
      code: '',
    }));
    const builder = new EngineBuilder('pt');
    many.forEach((d) => builder.add(d));
    const miniSearch = new MiniSearch<SectionDocument>(miniSearchOptions('pt'));
    miniSearch.addAll(many);
    const expected = [...miniSearch.toJSON().index].sort(([a], [b]) => (a < b ? -1 : 1));
    expect(unpackEngine(builder.data(), many.length).index).toEqual(expected);
    const streamed = [...builder.streamed().index].map(([term, runs]) => [term, runs.map((run) => Array.from(run))]);
    expect(streamed).toEqual(builder.data().index);
  });

  it('takes documents only in the order of their ids, which are their positions', () => {
    const builder = new EngineBuilder('pt');
    expect(() => builder.add(documents[1]!)).toThrow('expected document id 0, got 1');
  });

  it('keeps at most the budget of postings per term, the heaviest first', () => {
    const ids = Array.from({ length: 10 }, (_, i) => i);
    const data: SearchEngineData = {
      fields: ['title', 'heading', 'text', 'code'],
      fieldLength: ids.flatMap((i) => [1, 1, 10 + i, 0]),
      averageFieldLength: [1, 1, 15, 0],
      index: [
        [
          'safra',
          [
            [],
            [],
            encodeRun(
              ids,
              ids.map((i) => (i === 7 ? 4 : 1)),
            ),
            [],
          ],
        ],
      ],
    };
    const pruned = pruneEngine(data, 3, () => false);
    expect(unpackEngine(engineData(pruned), 10).index).toEqual([['safra', { 2: { 0: 1, 1: 1, 7: 4 } }]]);
  });
});
