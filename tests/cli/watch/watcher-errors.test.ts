import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { startWatchProcess } from '../../helpers/cli.ts';
import { tempProject } from '../../helpers/temp-project.ts';

// Root reads any folder; `unshare -U` runs watch as an unprivileged user, for whom a folder with mode 000 is EACCES.
const canDropPrivileges = process.getuid?.() === 0 && spawnSync('unshare', ['-U', 'true']).status === 0;

describe('docsgen watch and file-watcher errors', () => {
  it.skipIf(!canDropPrivileges)(
    'keeps serving when a folder cannot be read, says so once, and watches and compiles again once it can',
    { timeout: 30_000 },
    async () => {
      // The unprivileged process cannot rebuild dist/: build it now, as root.
      await ensureBuilt();
      const project = tempProject();
      project.write('content/docs/locked/page.md', '# Trancada\n');
      spawnSync('chmod', ['-R', 'a+rX', project.dir]);
      fs.chmodSync(project.file('content/docs/locked'), 0o000);
      const watch = await startWatchProcess(project.dir, [], ['unshare', '-U']);
      try {
        await expect
          .poll(() => watch.output(), { timeout: 10_000 })
          .toMatch(/docsgen: watching .*content failed \(EACCES: permission denied, watch '.*locked'\); still serving/);
        expect((await fetch(`${watch.url}/docs/about/intro`)).status).toBe(200);
        // Watched anew every second while the folder stays locked, and said once.
        await new Promise((resolve) => setTimeout(resolve, 2500));
        expect(watch.output().match(/failed \(EACCES/g)).toHaveLength(1);
        expect(watch.process.exitCode).toBeNull();
        fs.chmodSync(project.file('content/docs/locked'), 0o755);
        await expect.poll(() => watch.output(), { timeout: 10_000 }).toContain('docsgen: watching again');
        // The first compile could not read the folder either: it said so, served the rest, and reads it now.
        expect(watch.output()).toContain('content/docs/locked:1:1: warning: cannot read this folder (EACCES)');
        await expect
          .poll(async () => (await fetch(`${watch.url}/docs/locked/page`)).status, { timeout: 10_000 })
          .toBe(200);
        fs.writeFileSync(project.file('content/docs/locked/nova.md'), '# Nova\n');
        await expect
          .poll(async () => (await fetch(`${watch.url}/docs/locked/nova`)).status, { timeout: 10_000 })
          .toBe(200);
      } finally {
        await watch.stop();
      }
    },
  );
});
