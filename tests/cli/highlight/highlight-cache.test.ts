import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { runDocsgen } from '../../helpers/cli.ts';
import { tempProject, type TempProject } from '../../helpers/temp-project.ts';

const CACHE = 'node_modules/.cache/docsgen/highlight.json';

interface CacheFile {
  version: string;
  entries: Record<string, string>;
}

beforeAll(async () => {
  await ensureBuilt();
});

/**
 * A full build each time: the stamp of the last one and its rendered docs are deleted, or nothing changed would build
 * nothing, and every doc would be reused as it was rendered.
 */
function build(project: TempProject): void {
  const stamps = project.file('node_modules/.cache/docsgen');
  if (fs.existsSync(stamps))
    for (const f of fs.readdirSync(stamps)) if (/^(build|pages)-/.test(f)) fs.rmSync(path.join(stamps, f));
  const run = runDocsgen(['build'], project.dir);
  expect(run.status, run.stderr).toBe(0);
}

const readCache = (project: TempProject) => JSON.parse(project.read(CACHE)) as CacheFile;

/** Every payload the last build wrote, as one string. */
function payloads(project: TempProject): string {
  const dir = project.file('site/data');
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.json'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
}

describe('the highlight cache', () => {
  it('is kept in node_modules/.cache between builds, used by the next build, and ignored when another highlighter wrote it', () => {
    const project = tempProject();
    fs.mkdirSync(project.file('node_modules'));
    build(project);
    const first = readCache(project);
    expect(first.version).toMatch(/^shiki-\d+\.\d+\.\d+\//);
    const keys = Object.keys(first.entries);
    expect(keys.length).toBeGreaterThan(0);

    // A block the next build takes from the file rather than highlighting again.
    project.write(
      CACHE,
      JSON.stringify({ ...first, entries: { ...first.entries, [keys[0]!]: '<pre class="shiki">SENTINELA</pre>' } }),
    );
    build(project);
    expect(payloads(project)).toContain('SENTINELA');

    project.write(
      CACHE,
      JSON.stringify({ version: 'outro-realce', entries: { [keys[0]!]: '<pre class="shiki">SENTINELA</pre>' } }),
    );
    build(project);
    expect(payloads(project)).not.toContain('SENTINELA');
    expect(readCache(project)).toEqual(first);
  });

  it('keeps the blocks of the docs a build reused without highlighting them again', () => {
    const project = tempProject();
    fs.mkdirSync(project.file('node_modules'));
    const built = () => expect(runDocsgen(['build'], project.dir).status).toBe(0);
    built();
    const first = readCache(project);
    expect(Object.keys(first.entries).length).toBeGreaterThan(0);
    const intro = 'content/docs/about/intro.md';
    project.write(intro, `${project.read(intro)}\nUma frase nova.\n`);
    const written = fs.statSync(project.file(CACHE)).ino;
    built();
    expect(readCache(project)).toEqual(first);
    // The build used exactly the blocks the file holds: it is left as it was, not written again.
    expect(fs.statSync(project.file(CACHE)).ino).toBe(written);
    // A block edited in a page rendered again leaves the cache; the reused pages' blocks stay.
    const withCode = 'content/docs/about/configuration.md';
    project.write(withCode, project.read(withCode).replace('/v1/talhoes', '/v2/talhoes'));
    built();
    expect(fs.statSync(project.file(CACHE)).ino).not.toBe(written);
    const keys = Object.keys(readCache(project).entries);
    expect(keys.filter((key) => !first.entries[key])).toHaveLength(1);
    expect(Object.keys(first.entries).filter((key) => !keys.includes(key))).toHaveLength(1);
  });

  it('is not written for a project without node_modules', () => {
    const project = tempProject();
    build(project);
    expect(fs.existsSync(project.file('node_modules'))).toBe(false);
  });
});
