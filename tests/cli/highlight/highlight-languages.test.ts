import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { runDocsgen } from '../../helpers/cli.ts';
import { builtFiles, coldSiteOf, expectSameSite } from '../../helpers/built-files.ts';
import { appendTo, cachedProject } from '../../helpers/cached-build.ts';
import type { TempProject } from '../../helpers/temp-project.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';

beforeAll(async () => {
  await ensureBuilt();
});

const PYTHON = '```python\ndef area_do_talhao(largura, comprimento):\n    return largura * comprimento\n```';
const HIGHLIGHTED_DEF = '<span class=\\"t-keyword\\">def</span>';

/** The bundled CLI, which highlights on its worker, building the project into its site/. */
function buildWithWorker(p: TempProject): string {
  const result = runDocsgen(['build'], p.dir);
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/** The text of every payload of the site, which holds the pages' highlighted code. */
function payloadsText(p: TempProject): string {
  const data = p.file('site/data');
  return fs
    .readdirSync(data, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => fs.readFileSync(path.join(data, f), 'utf8'))
    .join('\n');
}

// A warm build has the worker load ahead only the grammars of the docs it parsed again: a doc taken as the last
// build parsed it, and rendered again, has its grammar loaded when its first block reaches the worker.
it('highlights a reused source rendered again in a language no doc parsed again uses', async () => {
  const p = cachedProject('basic');
  appendTo(p, 'content/docs/guide/first-steps.md', PYTHON);
  buildWithWorker(p);
  expect(payloadsText(p)).toContain(HIGHLIGHTED_DEF);
  // Without the highlight cache, the Python block goes to the worker again. A new title of the doc its pager leads to
  // renders it again (and that doc's other neighbour), though its source is not parsed again.
  fs.rmSync(p.file('node_modules/.cache/docsgen/highlight.json'));
  const next = 'content/docs/guide/advanced/a-deploy.md';
  p.write(next, p.read(next).replace('title: Implantação', 'title: Um título novo'));
  expect(buildWithWorker(p)).toMatch(/; 3 docs rendered, 2 reused\)/);
  expect(payloadsText(p)).toContain(HIGHLIGHTED_DEF);
  const warm = builtFiles(p.file('site'));
  expectSameSite(warm, await coldSiteOf(p.dir, async () => buildWithWorker(p)));
});

it('highlights a block in a language the site did not use before, added by the one doc edited', async () => {
  const p = cachedProject('basic');
  buildWithWorker(p);
  appendTo(p, 'content/docs/guide/first-steps.md', PYTHON);
  expect(buildWithWorker(p)).toMatch(/; 1 doc rendered, \d+ reused\)/);
  expect(payloadsText(p)).toContain(HIGHLIGHTED_DEF);
  const warm = builtFiles(p.file('site'));
  expectSameSite(warm, await coldSiteOf(p.dir, async () => buildWithWorker(p)));
});

// A warm build starts the highlight worker only for a block the highlight cache does not hold: after an edit of a
// page's text, every block of it is there, and the thread would only have loaded shiki and the page's grammars.
it('starts the highlight worker in a warm build only for a block the highlight cache lacks', () => {
  const p = cachedProject('basic');
  const page = 'content/docs/about/configuration.md';
  const workerStarted = () => {
    const result = runDocsgen(['build'], p.dir, { DOCSGEN_DEBUG_MEMORY: '1' });
    expect(result.status, result.stderr).toBe(0);
    return { started: result.stderr.includes('worker highlight-worker: started'), stdout: result.stdout };
  };
  expect(workerStarted().started).toBe(true);
  appendTo(p, page, 'Uma frase nova sobre a colheita.');
  const textEdit = workerStarted();
  expect(textEdit.stdout).toMatch(/; 1 doc rendered, \d+ reused\)/);
  expect(textEdit.started).toBe(false);
  appendTo(p, page, PYTHON);
  expect(workerStarted().started).toBe(true);
  expect(payloadsText(p)).toContain(HIGHLIGHTED_DEF);
});
