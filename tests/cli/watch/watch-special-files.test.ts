import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { startWatchProcess } from '../../helpers/cli.ts';
import { tempProject } from '../../helpers/temp-project.ts';

// Root reads any file; `unshare -U` runs watch as an unprivileged user, for whom a file with mode 000 is EACCES.
const canDropPrivileges = process.getuid?.() === 0 && spawnSync('unshare', ['-U', 'true']).status === 0;

/** A request that does not answer within a few seconds is a hung server, not a slow one. */
const statusOf = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(5000) })).status;

describe('docsgen watch and files that are not regular files', () => {
  // bin/docsgen would rebuild a stale dist/ on the first start, and an unprivileged process cannot: build it now, as root.
  beforeAll(() => ensureBuilt(), 120_000);

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

  it.skipIf(!canDropPrivileges)(
    'says a page it may not read is left out, as a warning at the file and no stack, and publishes the other saves',
    { timeout: 60_000 },
    async () => {
      const project = tempProject();
      project.write('content/docs/about/trancada.md', '# Trancada\n');
      spawnSync('chmod', ['-R', 'a+rwX', project.dir]);
      const watch = await startWatchProcess(project.dir, [], ['unshare', '-U']);
      try {
        // A save is served: the watcher has finished its first scan (it watches a file it may read).
        fs.writeFileSync(project.file('content/docs/about/antes.md'), '# Antes da tranca\n');
        await expect.poll(async () => statusOf(`${watch.url}/docs/about/antes`), { timeout: 10_000 }).toBe(200);
        const locked = project.file('content/docs/about/trancada.md');
        fs.chmodSync(locked, 0o000);
        fs.appendFileSync(locked, '\nSalva trancada.\n');
        await expect
          .poll(() => watch.output(), { timeout: 10_000 })
          .toMatch(/content\/docs\/about\/trancada\.md:1:1: warning: cannot read this file \(EACCES\)/);
        expect(watch.output()).not.toContain('rebuild failed');
        expect(watch.output()).not.toMatch(/\n\s+at /);
        // Still rebuilding: a page saved meanwhile is served.
        fs.writeFileSync(project.file('content/docs/about/depois.md'), '# Depois da tranca\n');
        await expect.poll(async () => statusOf(`${watch.url}/docs/about/depois`), { timeout: 10_000 }).toBe(200);
        // Readable and saved again: served with what it holds.
        fs.chmodSync(locked, 0o644);
        fs.appendFileSync(locked, '\nDestrancada.\n');
        await expect
          .poll(async () => (await fetch(`${watch.url}/data/about/trancada.json`)).text(), { timeout: 10_000 })
          .toContain('Destrancada.');
      } finally {
        await watch.stop();
      }
    },
  );
});
