import fs from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startWatch, type RunningWatch } from '../../../cli/commands/watch.ts';
import { routeShardFile } from '../../../format/route-shards.ts';
import type { Manifest, RouteShard } from '../../../format/site-format.ts';
import { editConfig, tempProject, type TempProject } from '../../helpers/temp-project.ts';

const intro = 'content/docs/about/intro.md';
let watch: RunningWatch | undefined;

/** Starts docsgen watch on a free port, handing every log line to `log`. */
async function startOn(project: TempProject, log: (line: string) => void = () => {}): Promise<RunningWatch> {
  watch = await startWatch({
    config: 'docs.config.json',
    port: 0,
    host: '127.0.0.1',
    open: false,
    cwd: project.dir,
    log,
  });
  return watch;
}

/** The intro payload as the dev server serves it now. */
const servedIntro = async () => (await fetch(`${watch!.url}data/about/intro.json`)).text();

afterEach(async () => {
  await watch?.close();
  watch = undefined;
});

describe('docsgen watch', () => {
  it('publishes a save made after the first build and before the watcher was ready', async () => {
    const project = tempProject();
    const original = project.read(intro);
    // Written as soon as the site is served, while chokidar still scans the content folder.
    await startOn(project, (line) => {
      if (line.startsWith('docsgen: serving')) project.write(intro, `${original}\nSalvo durante a partida.\n`);
    });
    await expect.poll(servedIntro, { timeout: 5_000 }).toContain('Salvo durante a partida.');
  });

  it('says whether a good version is served while there are errors', async () => {
    const project = tempProject();
    const good = project.read(intro);
    const broken = good.replace('./configuration.md#configuração-da-api', './configuration.md#nao-existe');
    project.write(intro, broken);
    const lines: string[] = [];
    await startOn(project, (line) => lines.push(line));
    expect(lines).toContainEqual(
      expect.stringMatching(/^docsgen: initial build → full rebuild in \d+ ms: 1 error, no good version to serve yet$/),
    );
    project.write(intro, good);
    await expect.poll(servedIntro, { timeout: 5_000 }).toContain('Introdução');
    project.write(intro, broken);
    await expect
      .poll(() => lines.find((line) => /intro\.md → \w+ rebuild in \d+ ms: 1 error/.test(line)), { timeout: 5_000 })
      .toMatch(/, serving the last good version$/);
  });

  it('tells a page whose event stream opens after an update to refetch', async () => {
    const project = tempProject();
    const running = await startOn(project);
    const html = await (await fetch(`${running.url}docs/about/intro`)).text();
    const since = /client\.js\?since=(\d+)/.exec(html)?.[1];
    expect(since).toBeDefined();
    // A preloaded payload would reach the viewer as it was when the page loaded, whatever was announced since.
    expect(html).not.toContain('rel="preload"');
    // Saved and published while that page would still be loading, before its stream opens.
    project.write(intro, `${project.read(intro)}\nSalvo antes da conexão.\n`);
    await expect.poll(servedIntro, { timeout: 5_000 }).toContain('Salvo antes da conexão.');
    const firstEvents = async (query: string) => {
      const controller = new AbortController();
      const response = await fetch(`${running.url}__docsgen/events?${query}`, { signal: controller.signal });
      const reader = response.body!.getReader();
      let text = '';
      const deadline = Date.now() + 300;
      // One read at a time: a read left behind by a timeout would take the next chunk, and it would be lost.
      let pending = reader.read();
      while (Date.now() < deadline) {
        const chunk = await Promise.race([
          pending,
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 50)),
        ]);
        if (chunk === null) continue;
        if (chunk.done) break;
        text += new TextDecoder().decode(chunk.value);
        pending = reader.read();
      }
      controller.abort();
      return text
        .split('\n\n')
        .filter(Boolean)
        .map(
          (event) =>
            JSON.parse(event.replace(/^data: /, '')) as { type: string; payloads?: string[]; manifest?: boolean },
        );
    };
    const behind = await firstEvents(`since=${since}`);
    expect(behind.find((e) => e.type === 'update')).toMatchObject({
      manifest: true,
      payloads: expect.arrayContaining(['/data/about/intro.json']),
    });
    const current = /client\.js\?since=(\d+)/.exec(await (await fetch(`${running.url}docs/about/intro`)).text())![1];
    expect(current).not.toBe(since);
    expect((await firstEvents(`since=${current}`)).some((e) => e.type === 'update')).toBe(false);
  });

  it('publishes a save that lands right after the rebuild of the previous one (issue 7)', async ({ skip }) => {
    const project = tempProject();
    const original = project.read(intro);
    const save = (marker: string) => {
      project.write(intro, `${original}\n${marker}\n`);
      return performance.now();
    };
    let afterRebuild: (() => void) | undefined;
    await startOn(project, (line) => {
      if (!line.includes('intro.md → pages rebuild')) return;
      afterRebuild?.();
      afterRebuild = undefined;
    });

    // The first edit loads what re-rendering needs, so the next rebuilds take a few milliseconds.
    save('Aquecimento.');
    await expect.poll(servedIntro, { timeout: 5_000 }).toContain('Aquecimento.');

    // The second save is written from the rebuild's own log line, after the rebuild read the file. Only when that is
    // within the 50 ms in which chokidar drops further `change` events for the file does it test the fix, so a slow
    // machine gets a few tries; every second save must be published either way.
    let inWindow = false;
    for (let attempt = 1; attempt <= 5 && !inWindow; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      let second = Infinity;
      afterRebuild = () => (second = save(`Segunda edição ${attempt}.`));
      const first = save(`Primeira edição ${attempt}.`);
      await expect.poll(servedIntro, { timeout: 5_000 }).toContain(`Segunda edição ${attempt}.`);
      inWindow = second - first < 45;
    }
    if (!inWindow)
      skip('no second save landed within 45 ms of the first on this machine; the dropped-event case was not reached');
  });

  it('keeps watching the config after an editor saves it by renaming, as vim does', async () => {
    const project = tempProject();
    const running = await startOn(project);
    const manifest = async () => (await fetch(`${running.url}manifest.json`)).text();
    const config = project.read('docs.config.json');
    for (const tagline of ['primeira', 'segunda', 'terceira']) {
      fs.renameSync(project.file('docs.config.json'), project.file('docs.config.json~'));
      // Longer than chokidar's window for atomic writes, as when an editor takes its time.
      await new Promise((resolve) => setTimeout(resolve, 300));
      project.write('docs.config.json', config.replace(/"tagline": "[^"]*"/, `"tagline": "${tagline}"`));
      fs.rmSync(project.file('docs.config.json~'));
      await expect.poll(manifest, { timeout: 5_000 }).toContain(`"tagline":"${tagline}"`);
    }
  });

  it('follows the content folder to where the config moves it', async () => {
    const project = tempProject();
    let moved = false;
    // Saved as soon as a rebuild that read the edited config is reported, before the watcher has moved. Files written
    // just before the start may come in the same batch as the config ("docsgen: docs.config.json, content/… →").
    await startOn(project, (line) => {
      if (moved && /^docsgen: .*docs\.config\.json.* → full rebuild/.test(line)) {
        moved = false;
        project.write(
          `content2/${intro.slice('content/'.length)}`,
          `${project.read(intro)}\nSalvo durante a mudança.\n`,
        );
      }
    });
    fs.cpSync(project.file('content'), project.file('content2'), { recursive: true });
    moved = true;
    editConfig(project, (config) => (config.contentDir = 'content2'));
    await expect.poll(servedIntro, { timeout: 5_000 }).toContain('Salvo durante a mudança.');
    project.write('content2/docs/about/nova.md', '---\ntitle: Nova\n---\n\nPágina nova.\n');
    await expect
      .poll(async () => (await fetch(`${watch!.url}data/about/nova.json`)).text(), { timeout: 5_000 })
      .toContain('Página nova.');
    project.write('content2/docs/about/nova.md', '---\ntitle: Nova\n---\n\nPágina editada.\n');
    await expect
      .poll(async () => (await fetch(`${watch!.url}data/about/nova.json`)).text(), { timeout: 5_000 })
      .toContain('Página editada.');
  });

  it('builds from a content folder the config names as soon as the folder is created', async () => {
    const project = tempProject();
    const lines: string[] = [];
    await startOn(project, (line) => lines.push(line));
    editConfig(project, (config) => (config.contentDir = 'content2'));
    await expect
      .poll(() => lines.find((line) => line.includes('contentDir: expected a folder holding docs/')), {
        timeout: 5_000,
      })
      .toBeDefined();
    // Once the watcher has moved to the folder the config names.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const moved = `content2/${intro.slice('content/'.length)}`;
    fs.cpSync(project.file('content'), project.file('content2'), { recursive: true });
    project.write(moved, `${project.read(intro)}\nNa pasta criada depois.\n`);
    await expect.poll(servedIntro, { timeout: 5_000 }).toContain('Na pasta criada depois.');
    project.write(moved, `${project.read(intro)}\nEditada na pasta criada.\n`);
    await expect.poll(servedIntro, { timeout: 5_000 }).toContain('Editada na pasta criada.');
  });

  it('watches and serves the docs and static folders a Docusaurus repository names beside its config', async () => {
    const project = tempProject('docusaurus-root');
    const running = await startOn(project);
    const page = 'docs/guia/conhecer.md';
    const served = async () => (await fetch(`${running.url}data/guia/conhecer.json`)).text();
    expect(await served()).toContain('Conhecer');
    project.write(page, `${project.read(page)}\nSalvo fora de content/.\n`);
    await expect.poll(served, { timeout: 5_000 }).toContain('Salvo fora de content/.');
    expect((await fetch(`${running.url}img/logo.svg`)).status).toBe(200);
    // trailingSlash true: the page is at /guia/conhecer/, and the dev server answers either form.
    for (const form of ['guia/conhecer/', 'guia/conhecer', ''])
      expect((await fetch(`${running.url}${form}`)).status, form).toBe(200);
  });

  it('serves an MDX page added to the docs, and renders it again when a partial it includes changes', async () => {
    const project = tempProject();
    const lines: string[] = [];
    const running = await startOn(project, (line) => lines.push(line));
    project.write('content/docs/guide/_parte.mdx', 'Versão um.\n');
    project.write('content/docs/guide/abas.mdx', "import Parte from './_parte.mdx';\n\n# Abas\n\n<Parte />\n");
    const page = async () => {
      const manifest = (await (await fetch(`${running.url}manifest.json`)).json()) as Manifest;
      const shard = (await (
        await fetch(`${running.url}${routeShardFile(manifest.routes, '/docs/guide/abas')}`)
      ).json()) as RouteShard;
      const entry = shard.routes.find((route) => route.path === '/docs/guide/abas');
      return entry ? ((await (await fetch(`${running.url}${entry.payload}`)).json()) as { html: string }).html : '';
    };
    await expect.poll(page, { timeout: 5_000 }).toContain('<p>Versão um.</p>');
    project.write('content/docs/guide/_parte.mdx', 'Versão dois.\n');
    // A full rebuild, with the other test files' builds on both cores in CI: seconds, not milliseconds.
    const rebuilt = () =>
      lines.some((l) => /partial guide\/_parte\.mdx changed/.test(l) || /_parte\.mdx → full rebuild/.test(l));
    await expect
      .poll(rebuilt, { timeout: 15_000 })
      .toBe(true)
      .catch((e: Error) => {
        throw new Error(`${e.message}\nwatch printed:\n${lines.join('\n')}`);
      });
    await expect.poll(page, { timeout: 15_000 }).toContain('<p>Versão dois.</p>');
  });

  it('answers a malformed address with 400 and goes on serving', async () => {
    const running = await startOn(tempProject());
    expect((await fetch(`${running.url}%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${running.url}docs/about/intro`)).status).toBe(200);
  });

  it('answers only requests that name it by IP address or localhost, so a rebound domain cannot read the preview', async () => {
    const running = await startOn(tempProject());
    const { port } = new URL(running.url);
    const status = (host: string) =>
      new Promise<number>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path: '/manifest.json', headers: { Host: host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    expect(await status(`evil.example:${port}`)).toBe(403);
    expect(await status(`localhost:${port}`)).toBe(200);
    expect(await status(`127.0.0.1:${port}`)).toBe(200);
  });
});
