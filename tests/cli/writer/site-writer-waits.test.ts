import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocsgen } from '../../helpers/cli.ts';
import { tempProject } from '../../helpers/temp-project.ts';

/** Every file of a site, with its bytes, but the build's stamp (it holds the build's time). */
const siteFiles = (dir: string) =>
  (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((rel) => fs.statSync(path.join(dir, rel)).isFile())
    .sort()
    .map((rel) => [rel, fs.readFileSync(path.join(dir, rel)).toString('base64')]);

describe("a build waiting for its writers (the bundled CLI's threads)", () => {
  it('finishes, with the same site, when it waits for the writers after every file', () => {
    const project = tempProject();
    // Enough pages that the search index's worker hands its parts over while the build waits for the writers.
    for (let i = 1; i <= 1000; i++)
      project.write(`content/docs/about/muitas/p${i}.md`, `# Página ${i}\n\nTalhão ${i}, safra e colheita.\n`);
    const plain = runDocsgen(['build', '--out', 'plain'], project.dir);
    expect(plain.status, plain.stderr).toBe(0);
    // Parts handed over during a wait must go at once (they hung the build, batched), and the writers must keep the
    // process alive themselves once no other thread is waited for (it ended under the wait with code 13).
    const waiting = runDocsgen(['build', '--out', 'waiting'], project.dir, { DOCSGEN_MAX_PENDING_BYTES: '1' });
    expect([waiting.status, waiting.stderr]).toEqual([0, '']);
    expect(siteFiles(path.join(project.dir, 'waiting'))).toEqual(siteFiles(path.join(project.dir, 'plain')));
  });
});
