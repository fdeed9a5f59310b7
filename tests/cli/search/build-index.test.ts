import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AsPlainObject } from 'minisearch';
import { compileSite } from '../../../cli/compile/compile-site.ts';
import { loadConfig } from '../../../cli/config/load-config.ts';
import { packEngine, unpackEngine } from '../../../cli/search/engine-data.ts';
import { pruneEngine } from '../../../cli/search/prune.ts';
import type { Manifest, SearchIndexFile } from '../../../cli/site-format.ts';
import { runDocsgen } from '../../helpers/cli.ts';
import { tempProject, type TempProject } from '../../helpers/temp-project.ts';

function build(project: TempProject): { manifest: Manifest; index: SearchIndexFile; file: string } {
  const result = runDocsgen(['build'], project.dir);
  expect(result.status, result.stderr).toBe(0);
  const site = project.file('site');
  const manifest = JSON.parse(fs.readFileSync(path.join(site, fs.readdirSync(site).find((f) => f.startsWith('manifest.'))!), 'utf8')) as Manifest;
  const file = manifest.search![0]!.file;
  return { manifest, index: JSON.parse(fs.readFileSync(path.join(site, file), 'utf8')), file };
}

describe('the search index of a build', () => {
  it('is written under its version folder with a content hash, named by the manifest, without drafts or unlisted pages', () => {
    const project = tempProject();
    project.write('content/docs/guide/draft.md', '---\ntitle: Rascunho secreto\ndraft: true\n---\nTexto.\n');
    project.write('content/docs/guide/hidden.md', '---\ntitle: Página escondida\nunlisted: true\n---\nTexto.\n');
    const { manifest, index, file } = build(project);
    expect(manifest.search).toEqual([{ version: 'current', locale: 'pt-BR', file }]);
    expect(file).toMatch(/^search-index\/current\/pt-BR\.[0-9a-f]{10}\.json$/);
    expect(index.pages.map((p) => p.url).sort()).toEqual(['/docs/about/configuration', '/docs/about/intro', '/docs/guide/advanced/a-deploy', '/docs/guide/advanced/b-tuning', '/docs/guide/first-steps']);
    const configuration = index.pages.findIndex((p) => p.url === '/docs/about/configuration');
    expect(index.sections).toContainEqual([configuration, 'Seção com id', 'explicit-id', -1]);
    // An id that is the heading's slug is left for the viewer to recompute.
    expect(index.sections).toContainEqual([configuration, 'Configuração da API', '', -1]);
  });

  it('gets a new name when the content changes, and keeps it when nothing changed', () => {
    const project = tempProject();
    const first = build(project).file;
    expect(build(project).file).toBe(first);
    project.write('content/docs/guide/advanced/b-tuning.md', '---\ntitle: Ajuste fino\n---\n\n## Parâmetros\n\nTexto novo.\n');
    expect(build(project).file).not.toBe(first);
  });

  it('is the same when the CLI builds it on a worker thread as when built in-process', async () => {
    const project = tempProject();
    const { file } = build(project);
    // Run from sources, compileSite indexes on the calling thread; the bundled CLI uses dist/search-worker.js.
    const { site } = await compileSite(loadConfig('docs.config.json', project.dir), { drafts: false, cwd: project.dir });
    expect(site!.payloadFiles.get(file)).toBe(fs.readFileSync(path.join(project.file('site'), file), 'utf8'));
  });
});

describe('the packed engine', () => {
  const plain = (postings: Record<string, Record<string, number>>, documents: number): AsPlainObject => ({
    documentCount: documents,
    nextId: documents,
    documentIds: Object.fromEntries(Array.from({ length: documents }, (_, i) => [i, i])),
    fieldIds: { title: 0, heading: 1, text: 2, code: 3 },
    fieldLength: Object.fromEntries(Array.from({ length: documents }, (_, i) => [i, [1, 1, 10 + i, 0]])),
    averageFieldLength: [1, 1, 15, 0],
    storedFields: {},
    index: Object.entries(postings).map(([term, docs]) => [term, { 2: docs }]),
    serializationVersion: 2,
  });

  it('unpacks to what MiniSearch serialized, with terms sorted', () => {
    const original = plain({ safra: { 0: 1, 3: 2, 9: 1 }, milho: { 4: 5 } }, 10);
    const unpacked = unpackEngine(packEngine(original), 10);
    expect(unpacked.index).toEqual([...original.index].reverse());
    expect(unpacked.fieldLength).toEqual(original.fieldLength);
  });

  it('keeps at most the budget of postings per term, the heaviest first', () => {
    const docs = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, i === 7 ? 4 : 1]));
    const pruned = pruneEngine(packEngine(plain({ safra: docs }, 10)), 3, () => false);
    expect(unpackEngine(pruned, 10).index).toEqual([['safra', { 2: { 0: 1, 1: 1, 7: 4 } }]]);
  });
});
