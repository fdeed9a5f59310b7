import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunningWatch } from '../../../cli/commands/watch.ts';
import { startContentWatcher } from '../../../cli/watch/content-watcher.ts';
import { routeShardFile } from '../../../format/route-shards.ts';
import type { Manifest, RouteShard } from '../../../format/site-format.ts';
import { tempProject, type TempProject } from '../../helpers/temp-project.ts';
import {
  backdated,
  closeWatches,
  INTRO,
  servedIntro as servedIntroOf,
  startWatchOn,
} from '../../helpers/watch-server.ts';

const intro = INTRO;
let watch: RunningWatch | undefined;

/** Starts docsgen watch on a free port, handing every log line to `log`; the tests below read it as `watch`. */
async function startOn(
  project: TempProject,
  log?: (line: string) => void,
  startWatcher?: typeof startContentWatcher,
): Promise<RunningWatch> {
  watch = await startWatchOn(project, log, startWatcher);
  return watch;
}

/** The intro payload as the dev server serves it now. */
const servedIntro = () => servedIntroOf(watch!);

const SEARCH_SERVED = 'docsgen: search index rebuilt';

interface DevEvent {
  type: string;
  payloads?: string[];
  manifest?: boolean;
  errors?: { message: string }[];
}

/** An open event stream of the dev server, read event by event. */
async function openEvents(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: DevEvent[] = [];
  let text = '';
  return {
    /** The events from the start of the stream up to the first that `last` accepts; throws if none came in 10 s. */
    async until(last: (event: DevEvent) => boolean): Promise<DevEvent[]> {
      const deadline = setTimeout(() => controller.abort(), 10_000);
      try {
        while (!events.some(last)) {
          const chunk = await reader.read();
          if (chunk.done) break;
          text += decoder.decode(chunk.value, { stream: true });
          const complete = text.split('\n\n');
          text = complete.pop()!;
          for (const event of complete) events.push(JSON.parse(event.replace(/^data: /, '')) as DevEvent);
        }
      } catch (e) {
        if (!controller.signal.aborted) throw e;
      } finally {
        clearTimeout(deadline);
      }
      const end = events.findIndex(last);
      if (end < 0) throw new Error(`the awaited event never came; the stream sent:\n${JSON.stringify(events)}`);
      return events.slice(0, end + 1);
    },
    close: () => controller.abort(),
  };
}

afterEach(async () => {
  await closeWatches();
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

  it("rebuilds an island's component saved after the first build and before the watcher was ready", async () => {
    const project = backdated(tempProject('islands'));
    const component = 'src/components/Cartao.jsx';
    const lines: string[] = [];
    // Saved as soon as the site is served: outside the content folder, the component is watched by its own path.
    await startOn(project, (line) => {
      lines.push(line);
      if (line.startsWith('docsgen: serving'))
        project.write(component, project.read(component).replace('data-testid="cartao"', 'data-testid="cartao" x="2"'));
    });
    const rebuilt = (line: string) => /^docsgen: .* → .* rebuild/.test(line) && line.includes('Cartao.jsx');
    await expect.poll(() => lines.find(rebuilt), { timeout: 5_000 }).toBeDefined();
  });

  it('publishes a page created while the watcher read the folders, which it neither reported nor listed', async () => {
    const project = backdated(tempProject());
    const page = 'content/docs/about/novidades.md';
    // A watcher that sees nothing, and whose listing at ready is from before the page was created, as chokidar's is
    // for a file made in a folder it had read already.
    await startOn(project, undefined, (spec) => {
      const blind = startContentWatcher(spec, { change: () => {}, error: () => {} });
      const ready = blind.ready.then((watched) => {
        project.write(page, '---\ntitle: Novidades\n---\n\nCriada durante a partida.\n');
        return watched;
      });
      return { ...blind, ready };
    });
    await expect
      .poll(async () => (await fetch(`${watch!.url}data/about/novidades.json`)).text(), { timeout: 5_000 })
      .toContain('Criada durante a partida.');
  });

  it('rebuilds without a doc deleted after the first build and before the watcher was ready', async () => {
    const project = backdated(tempProject());
    const lines: string[] = [];
    // Deleted once the first build read it, before chokidar's first scan: the watcher never sees the file.
    await startOn(
      project,
      (line) => lines.push(line),
      (spec, handlers) => {
        project.remove('content/docs/about/configuration.md');
        return startContentWatcher(spec, handlers);
      },
    );
    await expect
      .poll(() => lines.find((line) => line.includes('configuration.md → full rebuild')), { timeout: 5_000 })
      .toMatch(/: \d+ errors, serving the last good version$/);
  });

  it('starts a site with generated reference pages without building it again', async () => {
    const project = backdated(tempProject('api-reference'));
    const lines: string[] = [];
    let ready: Promise<unknown> | undefined;
    await startOn(
      project,
      (line) => lines.push(line),
      (spec, handlers) => {
        const watcher = startContentWatcher(spec, handlers);
        ready = watcher.ready;
        return watcher;
      },
    );
    await ready;
    // What the watcher queues once ready is rebuilt on the next turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lines.filter((line) => line.includes('rebuild in'))).toEqual([
      expect.stringMatching(/^docsgen: initial build → full rebuild in \d+ ms: ok$/),
    ]);
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

  it('tells a page whose event stream opens after an update to refetch, and only such a page', async () => {
    const project = backdated(tempProject());
    const lines: string[] = [];
    const running = await startOn(project, (line) => lines.push(line));
    const generationOfPage = async () =>
      /client\.js\?since=(\d+)/.exec(await (await fetch(`${running.url}docs/about/intro`)).text())?.[1];
    const html = await (await fetch(`${running.url}docs/about/intro`)).text();
    const since = /client\.js\?since=(\d+)/.exec(html)?.[1];
    expect(since).toBeDefined();
    // A preloaded payload would reach the viewer as it was when the page loaded, whatever was announced since.
    expect(html).not.toContain('rel="preload"');
    // Saved and published while that page would still be loading, before its stream opens.
    const good = project.read(intro);
    project.write(intro, `${good}\nSalvo antes da conexão.\n`);
    await expect.poll(servedIntro, { timeout: 5_000 }).toContain('Salvo antes da conexão.');

    // A stream opened behind is told at once, right after the errors every stream starts with, to refetch everything.
    const behind = await openEvents(`${running.url}__docsgen/events?since=${since}`);
    const told = await behind.until((e) => e.type === 'update');
    behind.close();
    expect(told.map((e) => e.type)).toEqual(['errors', 'update']);
    expect(told[1]).toMatchObject({ manifest: true, payloads: expect.arrayContaining(['/data/about/intro.json']) });

    // Rebuilds announce updates, and so does serving the search index a rebuild changed, 1.5 s after it. Once the last
    // rebuild so far is followed by its index, the generation a page is served at is likely to stay as it is.
    const rebuildOrIndex = (line: string) => / → \w+ rebuild in /.test(line) || line.startsWith(SEARCH_SERVED);
    await expect.poll(() => lines.findLast(rebuildOrIndex)?.startsWith(SEARCH_SERVED), { timeout: 15_000 }).toBe(true);
    // A stream opened at the current generation is not told to refetch: it hears no update before the errors that a
    // later save reports (a broken link, which announces no update of its own), and which every stream hears after
    // whatever it was sent as it opened. An attempt counts when the generation is still the same after it: nothing was
    // announced meanwhile, so the stream did open at the current generation.
    for (let attempt = 1; ; attempt++) {
      const current = await generationOfPage();
      expect(current).not.toBe(since);
      const upToDate = await openEvents(`${running.url}__docsgen/events?since=${current}`);
      const anchor = `nao-existe-${attempt}`;
      project.write(intro, good.replace('./configuration.md#configuração-da-api', `./configuration.md#${anchor}`));
      const heard = await upToDate.until(
        (e) => e.type === 'errors' && (e.errors ?? []).some((error) => error.message.includes(anchor)),
      );
      upToDate.close();
      if ((await generationOfPage()) === current) {
        expect(heard.filter((e) => e.type === 'update')).toEqual([]);
        break;
      }
      expect(attempt, `an update was announced during each attempt; watch printed:\n${lines.join('\n')}`).toBeLessThan(
        5,
      );
    }
  });

  it('publishes a save that chokidar drops, made after the rebuild read the file and within 50 ms of its report (issue 7)', async () => {
    const project = backdated(tempProject());
    const original = project.read(intro);
    const file = project.file(intro);
    const lines: string[] = [];
    // chokidar drops a `change` it sees within 50 ms of the last one it reported for the file. From the moment
    // `dropping` is set, the intro's reports are dropped here too, so that the test does not depend on when chokidar
    // gets to the file system's event: the watch command hears of the save from its own recheck or not at all.
    let reports = 0;
    let dropping = false;
    await startOn(
      project,
      (line) => lines.push(line),
      (spec, handlers) =>
        startContentWatcher(spec, {
          ...handlers,
          change: (event, changed) => {
            if (path.resolve(changed) === file) {
              if (dropping) return;
              reports++;
            }
            handlers.change(event, changed);
          },
        }),
    );
    const rebuilds = () => lines.filter((line) => /intro\.md.* → \w+ rebuild in /.test(line)).length;

    // The first edit loads what re-rendering needs.
    project.write(intro, `${original}\nAquecimento.\n`);
    await expect.poll(servedIntro, { timeout: 5_000 }).toContain('Aquecimento.');
    // Timers fire in the order they are due: this one fires after chokidar's window and the recheck for that edit.
    await new Promise((resolve) => setTimeout(resolve, 100));

    // From here the watch command's timers and chokidar's (on this thread when run from sources) follow the test's
    // clock, so the second save lands inside chokidar's window however long the rebuild takes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const reportsBefore = reports;
      const rebuildsBefore = rebuilds();
      project.write(intro, `${original}\nPrimeira edição.\n`);
      await expect.poll(() => reports, { timeout: 10_000 }).toBeGreaterThan(reportsBefore);
      // 8 ms after the report: the debounce ends, and the rebuild takes the file as it is now.
      vi.advanceTimersByTime(8);
      await expect.poll(rebuilds, { timeout: 15_000 }).toBe(rebuildsBefore + 1);
      expect(await servedIntro()).toContain('Primeira edição.');

      // Still 8 ms after chokidar's report, after the rebuild read the file.
      dropping = true;
      project.write(intro, `${original}\nSegunda edição.\n`);
      // Past chokidar's window and the recheck after it, then past the debounce of the rebuild the recheck asks for.
      vi.advanceTimersByTime(60 - 8);
      vi.advanceTimersByTime(8);
      await expect.poll(servedIntro, { timeout: 15_000 }).toContain('Segunda edição.');
      expect(rebuilds()).toBe(rebuildsBefore + 2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('serves an MDX page added to the docs, and renders it again when a partial it includes changes', async () => {
    // Backdated: a rebuild of the copied files could otherwise take the new page and partial before chokidar reports
    // them, and their late report come together with the partial's change, in a rebuild the check below does not name.
    const project = backdated(tempProject());
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
