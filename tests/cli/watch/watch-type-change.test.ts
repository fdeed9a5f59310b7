import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningWatch } from '../../../cli/commands/watch.ts';
import { backdated, startWatchOn } from '../../helpers/watch-server.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { startWatchProcess } from '../../helpers/cli.ts';
import { tempProject } from '../../helpers/temp-project.ts';

// Root reads any folder; `unshare -U` runs watch as an unprivileged user, as the runs were.
const canDropPrivileges = process.getuid?.() === 0 && spawnSync('unshare', ['-U', 'true']).status === 0;

const page = 'content/docs/about/a.md';

describe('docsgen watch when a path changes type', () => {
  it('follows a page replaced by a folder of the same name, what is saved in the folder, and the page again', {
    timeout: 60_000,
  }, async () => {
    // An unprivileged process cannot rebuild dist/: build it now, as root.
    await ensureBuilt();
    const project = tempProject();
    project.write(page, '# Versão arquivo\n');
    spawnSync('chmod', ['-R', 'a+rwX', project.dir]);
    const watch = await startWatchProcess(project.dir, [], canDropPrivileges ? ['unshare', '-U'] : []);
    const served = async (rel: string) => {
      const res = await fetch(`${watch.url}/${rel}`, { signal: AbortSignal.timeout(5000) });
      return res.status === 200 ? await res.text() : `${res.status}`;
    };
    const poll = (rel: string) => expect.poll(() => served(rel), { timeout: 10_000 });
    try {
      // A save is served: the watcher has finished its first scan, and what follows is reported by it.
      project.write('content/docs/about/pronto.md', '# Pronto\n');
      await poll('data/about/pronto.json').toContain('Pronto');
      expect(await served('data/about/a.json')).toContain('Versão arquivo');

      fs.rmSync(project.file(page));
      fs.mkdirSync(project.file(page));
      project.write(`${page}/dentro.md`, '# Dentro da pasta\n');
      await poll('data/about/a.md/dentro.json').toContain('Dentro da pasta');
      expect(await served('data/about/a.json')).toBe('404');
      // The folder is watched: a page added to it later, and an edit, are served too.
      project.write(`${page}/outra.md`, '# Outra da pasta\n');
      await poll('data/about/a.md/outra.json').toContain('Outra da pasta');
      project.write(`${page}/dentro.md`, '# Dentro, editada\n');
      await poll('data/about/a.md/dentro.json').toContain('Dentro, editada');

      fs.rmSync(project.file(page), { recursive: true });
      project.write(page, '# Arquivo de novo\n');
      await poll('data/about/a.json').toContain('Arquivo de novo');
      await poll('data/about/a.md/dentro.json').toBe('404');
      expect(await served('data/about/a.md/outra.json')).toBe('404');
      // And the page is watched as a file again.
      project.write(page, '# Arquivo, editado\n');
      await poll('data/about/a.json').toContain('Arquivo, editado');
      expect(watch.output()).not.toContain('rebuild failed');
      expect(watch.output()).not.toMatch(/\n\s+at /);
    } finally {
      await watch.stop();
    }
  });
});

describe('docsgen watch started while a page is replaced by a folder', () => {
  let watch: RunningWatch | undefined;
  afterEach(async () => {
    await watch?.close();
    watch = undefined;
  });

  it('drops the page once the watcher is ready, though the folder is empty', async () => {
    const project = tempProject();
    project.write(page, '# Versão arquivo\n');
    // Dated back, so that only what changes after the first build is rebuilt once the watcher is ready.
    backdated(project);
    // Replaced as soon as the site is served, while chokidar still scans the content folder: no event ever names it.
    watch = await startWatchOn(project, (line) => {
      if (!line.startsWith('docsgen: serving')) return;
      fs.rmSync(project.file(page));
      fs.mkdirSync(project.file(page));
    });
    const url = watch.url;
    await expect.poll(async () => (await fetch(`${url}data/about/a.json`)).status, { timeout: 10_000 }).toBe(404);
  });
});
