import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startContentWatcher,
  watchedPaths,
  type ContentWatcher,
  type WatcherReply,
  type WatcherRequest,
} from '../../../cli/watch/content-watcher.ts';
import { ensureBuilt } from '../../../scripts/build-tool.mjs';
import { repoRoot } from '../../helpers/temp-project.ts';

let watcher: ContentWatcher | undefined;
afterEach(async () => {
  await watcher?.close();
  watcher = undefined;
});

/** A project folder: the config, a content folder with one page, node_modules and an islands folder beside them. */
function project() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-watcher-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  write('docs.config.json', '{}');
  write('docs/intro.md', '# Intro\n');
  write('node_modules/pkg/index.js', '');
  write('src/Island.tsx', '');
  return {
    dir,
    write,
    spec: {
      folders: [path.join(dir, 'docs')],
      configFile: path.join(dir, 'docs.config.json'),
      islandSources: [] as string[],
    },
  };
}

describe('watchedPaths', () => {
  it('watches the content folders and the config, and ignores the rest of the config folder but the islands, added later too', () => {
    const { dir, spec } = project();
    const islands = new Set<string>();
    const [paths, options] = watchedPaths(spec, islands);
    expect(paths).toEqual([path.join(dir, 'docs'), dir]);
    const ignored = (options as { ignored: (p: string) => boolean }).ignored;
    expect(ignored(path.join(dir, 'node_modules'))).toBe(true);
    expect(ignored(path.join(dir, 'docs.config.json'))).toBe(false);
    expect(ignored(path.join(dir, 'docs/intro.md'))).toBe(false);
    expect(ignored(path.join(dir, 'src/Island.tsx'))).toBe(true);
    islands.add(path.join(dir, 'src/Island.tsx'));
    expect(ignored(path.join(dir, 'src/Island.tsx'))).toBe(false);
  });

  it('watches the islands known at the start by their own paths, but those in a content folder or a package', () => {
    const { dir, spec } = project();
    const island = path.join(dir, 'src/Island.tsx');
    const sources = [island, path.join(dir, 'docs/Local.tsx'), path.join(dir, 'node_modules/pkg/index.js')];
    const [paths] = watchedPaths({ ...spec, islandSources: sources }, new Set(sources));
    expect(paths).toEqual([path.join(dir, 'docs'), dir, island]);
  });

  it('needs no filter when the config sits inside a content folder', () => {
    const { dir } = project();
    const [paths, options] = watchedPaths(
      { folders: [dir], configFile: path.join(dir, 'docs.config.json'), islandSources: [] },
      new Set(),
    );
    expect(paths).toEqual([dir]);
    expect(options).not.toHaveProperty('ignored');
  });
});

describe('startContentWatcher', () => {
  it('settles ready with the files it watches, then reports saves, and an island file once it is added', async () => {
    const { dir, write, spec } = project();
    const events: string[] = [];
    watcher = startContentWatcher(spec, {
      change: (event, file) => events.push(`${event} ${path.relative(dir, file)}`),
      error: (e) => events.push(`error ${e.message}`),
    });
    const watched = await watcher.ready;
    expect(watched[path.join(dir, 'docs')]).toEqual(['intro.md']);
    expect(watched[dir]).not.toContain('node_modules');

    write('docs/intro.md', '# Intro\n\nSalvo.\n');
    await expect.poll(() => events, { timeout: 5_000 }).toContain('change docs/intro.md');

    watcher.add([path.join(dir, 'src/Island.tsx')]);
    // chokidar takes the added file in asynchronously: save until a change is reported.
    await expect
      .poll(
        () => {
          write('src/Island.tsx', `export default () => null; // ${Date.now()}\n`);
          return events;
        },
        { timeout: 5_000, interval: 200 },
      )
      .toContain('change src/Island.tsx');
    expect(events.filter((e) => e.startsWith('error'))).toEqual([]);
  });
});

describe('an island known at the start', () => {
  it('is listed once the watcher is ready, and its saves are reported without adding it', async () => {
    const { dir, write, spec } = project();
    const island = path.join(dir, 'src/Island.tsx');
    const events: string[] = [];
    watcher = startContentWatcher(
      { ...spec, islandSources: [island] },
      {
        change: (event, file) => events.push(`${event} ${path.relative(dir, file)}`),
        error: (e) => events.push(`error ${e.message}`),
      },
    );
    // Listed: a save made before the watcher was ready is found by its time (see modifiedSince in commands/watch.ts).
    const watched = await watcher.ready;
    expect(watched[path.join(dir, 'src')]).toEqual(['Island.tsx']);
    write('src/Island.tsx', 'export default () => null;\n');
    await expect.poll(() => events, { timeout: 5_000 }).toContain('change src/Island.tsx');
  });
});

describe('a path that changes type', () => {
  it('reports a file replaced by a folder as the file gone and the folder come with its files, then watches the folder', async () => {
    const { dir, write, spec } = project();
    const events: string[] = [];
    watcher = startContentWatcher(spec, {
      change: (event, file) => events.push(`${event} ${path.relative(dir, file)}`),
      error: (e) => events.push(`error ${e.message}`),
    });
    await watcher.ready;
    fs.rmSync(path.join(dir, 'docs/intro.md'));
    write('docs/intro.md/dentro.md', '# Dentro\n');
    await expect
      .poll(() => events, { timeout: 5_000 })
      .toEqual(expect.arrayContaining(['unlink docs/intro.md', 'addDir docs/intro.md', 'add docs/intro.md/dentro.md']));
    // chokidar takes the folder in asynchronously: save into it until a page there is reported.
    await expect
      .poll(
        () => {
          write('docs/intro.md/depois.md', `# Depois ${Date.now()}\n`);
          return events;
        },
        { timeout: 5_000, interval: 200 },
      )
      .toContain('add docs/intro.md/depois.md');
    // And back: the folder gone, the file come.
    fs.rmSync(path.join(dir, 'docs/intro.md'), { recursive: true });
    write('docs/intro.md', '# Intro de novo\n');
    await expect
      .poll(() => events, { timeout: 5_000 })
      .toEqual(expect.arrayContaining(['unlinkDir docs/intro.md', 'add docs/intro.md']));
    expect(events.filter((e) => e.startsWith('error'))).toEqual([]);
  });
});

// The bundled CLI watches on this thread (see startContentWatcher); from sources the tests above run chokidar in-process.
describe('the watcher thread of the bundled CLI', () => {
  beforeAll(async () => {
    await ensureBuilt();
  });

  it('answers the first scan, passes a save on, and says when it has closed', async () => {
    const { dir, write, spec } = project();
    const thread = new Worker(path.join(repoRoot, 'dist/watch-worker.js'));
    const replies: WatcherReply[] = [];
    thread.on('message', (reply: WatcherReply) => replies.push(reply));
    const post = (request: WatcherRequest) => thread.postMessage(request);
    try {
      post({ kind: 'watch', spec });
      await expect
        .poll(() => replies.find((r) => r.kind === 'ready'), { timeout: 5_000 })
        .toEqual({ kind: 'ready', watched: expect.objectContaining({ [path.join(dir, 'docs')]: ['intro.md'] }) });
      write('docs/intro.md', '# Intro\n\nSalvo.\n');
      await expect
        .poll(() => replies, { timeout: 5_000 })
        .toContainEqual({ kind: 'change', event: 'change', file: path.join(dir, 'docs/intro.md') });
      post({ kind: 'close' });
      await expect.poll(() => replies.at(-1), { timeout: 5_000 }).toEqual({ kind: 'closed' });
    } finally {
      await thread.terminate();
    }
  });
});
