import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as esbuild from 'esbuild';
import { ensureBuilt, lazyChunksNameTheStart } from '../../scripts/build-tool.mjs';
import { repoRoot } from '../helpers/temp-project.ts';

const viewer = path.join(repoRoot, 'dist/viewer');

beforeAll(async () => {
  await ensureBuilt();
});

/** The names a chunk exports, from its closing `export{a as b,…}`. */
function exportsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(viewer, file), 'utf8');
  const list = /export\{([^}]*)\};?\s*$/.exec(text)?.[1] ?? '';
  return list.split(',').map(
    (item) =>
      item
        .trim()
        .split(/\s+as\s+/)
        .at(-1)!,
  );
}

describe("the viewer's chunks", () => {
  it('keep the default export a package reads through import() (mermaid reads KaTeX so)', () => {
    const readers = fs.readdirSync(viewer).filter((f) => f.endsWith('.js'));
    const targets = new Set<string>();
    for (const file of readers) {
      const text = fs.readFileSync(path.join(viewer, file), 'utf8');
      for (const match of text.matchAll(/\{default:\w+\}=await import\("\.\/(chunk-[\w-]+\.js)"\)/g))
        targets.add(match[1]!);
    }
    expect(targets.size).toBeGreaterThan(0);
    for (const target of targets) expect(exportsOf(target), target).toContain('default');
  });

  it('give the first render one chunk beside main and esbuild’s helpers, which every shell preloads', () => {
    const entry = JSON.parse(fs.readFileSync(path.join(viewer, 'entry.json'), 'utf8'));
    expect(entry.scripts).toHaveLength(1);
    expect(entry.scriptImports.length).toBeGreaterThan(0);
    expect(entry.scriptImports.length).toBeLessThanOrEqual(2);
  });

  it('name the modules they wrap by their place in the repository, so that a checkout elsewhere names them alike', async () => {
    // esbuild hashes a virtual module's path into its chunk's name: an absolute one renamed every chunk of the viewer
    // in each fresh checkout (a CI runner's), and with them the files every deploy made readers download again.
    const result = await esbuild.build({
      absWorkingDir: repoRoot,
      entryPoints: ['viewer/main.tsx'],
      outdir: 'out',
      bundle: true,
      splitting: true,
      format: 'esm',
      jsx: 'automatic',
      write: false,
      metafile: true,
      logLevel: 'silent',
      plugins: [lazyChunksNameTheStart()],
    });
    const wrapped = Object.values(result.metafile.outputs).flatMap((output) =>
      output.entryPoint?.startsWith('docsgen-lazy:') ? [output.entryPoint] : [],
    );
    expect(wrapped).toContain('docsgen-lazy:viewer/mermaid/draw-diagrams.ts');
    expect(JSON.stringify(result.metafile)).not.toContain(repoRoot);
  }, 60_000);
});
