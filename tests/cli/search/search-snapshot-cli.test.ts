import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { runDocsgen } from '../../helpers/cli.ts';
import { tempProject } from '../../helpers/temp-project.ts';

beforeAll(async () => {
  await ensureBuilt();
});

const PAGE = 'content/docs/guide/first-steps.md';

/** The cache folder's files of a kind, by name. */
const cacheNames = (dir: string, pattern: RegExp) =>
  fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => pattern.test(name)) : [];

it('keeps the search snapshot on the index worker, and a rebuild that fails reports its errors and leaves none half-written', () => {
  const project = tempProject();
  fs.mkdirSync(project.file('node_modules'));
  const cache = project.file('node_modules/.cache/docsgen');
  expect(runDocsgen(['build'], project.dir).status).toBe(0);
  const [snapshot] = cacheNames(cache, /\.search\.bin$/);
  expect(snapshot).toBeDefined();
  const first = fs.statSync(path.join(cache, snapshot!)).mtimeMs;

  project.write(PAGE, `${project.read(PAGE)}\nUma frase nova sobre a colheita.\n`);
  const edited = runDocsgen(['build'], project.dir);
  expect(edited.status).toBe(0);
  expect(edited.stdout).toMatch(/1 doc rendered, \d+ reused\)$/m);
  expect(fs.statSync(path.join(cache, snapshot!)).mtimeMs).toBeGreaterThan(first);
  const kept = fs.readFileSync(path.join(cache, snapshot!));

  // The link check fails after the index worker was asked for the index: the process must wait for nothing more,
  // say why it failed, and keep the last snapshot as it was.
  project.write(PAGE, `${project.read(PAGE)}\n[quebrado](./nada.md)\n`);
  const failed = runDocsgen(['build'], project.dir);
  expect(failed.status).toBe(1);
  expect(failed.stderr).toMatch(/broken link to \.\/nada\.md/);
  expect(failed.stderr).toMatch(/docsgen: build failed with 1 error/);
  expect(fs.readFileSync(path.join(cache, snapshot!)).equals(kept)).toBe(true);
  expect(cacheNames(cache, /\.tmp$/)).toEqual([]);
});
