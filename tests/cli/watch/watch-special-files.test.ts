import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startWatchProcess } from '../../helpers/cli.ts';
import { tempProject } from '../../helpers/temp-project.ts';

/** A request that does not answer within a few seconds is a hung server, not a slow one. */
const statusOf = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(5000) })).status;

describe('docsgen watch and files that are not regular files', () => {
  it('skips a named pipe in the docs with one warning, and keeps answering and rebuilding', {
    timeout: 40_000,
  }, async () => {
    const project = tempProject();
    const watch = await startWatchProcess(project.dir);
    try {
      expect(spawnSync('mkfifo', [project.file('content/docs/about/pipe.md')]).status).toBe(0);
      await expect
        .poll(() => watch.output(), { timeout: 10_000 })
        .toMatch(/content\/docs\/about\/pipe\.md:1:1: warning: not a regular file \(a named pipe\); watch skips it/);
      expect(await statusOf(`${watch.url}/docs/about/intro`)).toBe(200);
      // Still rebuilding: a page saved after the pipe appeared is served.
      fs.writeFileSync(project.file('content/docs/about/depois.md'), '# Depois do cano\n');
      await expect.poll(async () => statusOf(`${watch.url}/docs/about/depois`), { timeout: 10_000 }).toBe(200);
      expect(watch.output().match(/not a regular file/g)).toHaveLength(1);
    } finally {
      await watch.stop();
    }
  });
});
