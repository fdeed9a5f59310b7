import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { watch as watchFiles } from 'chokidar';
import { workersAvailable } from '../util/background-worker.ts';
import { isInside } from '../core/path-inside.ts';

/** What to watch: the source folders the config names, the config itself, and the islands' component files. */
export interface WatchSpec {
  folders: string[];
  configFile: string;
  islandSources: string[];
}

export interface WatchHandlers {
  /** A chokidar event (`add`, `change`, `unlink`…) and the path it names. */
  change(event: string, file: string): void;
  error(error: Error): void;
}

/** A running watcher; `ready` settles once the first scan is done, with the files it watches by folder. */
export interface ContentWatcher {
  ready: Promise<Record<string, string[]>>;
  add(files: string[]): void;
  close(): Promise<void>;
}

/** Messages to the watcher's thread, and its replies. */
export type WatcherRequest = { kind: 'watch'; spec: WatchSpec } | { kind: 'add'; files: string[] } | { kind: 'close' };
export type WatcherReply =
  | { kind: 'change'; event: string; file: string }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; watched: Record<string, string[]> }
  | { kind: 'closed' };

/**
 * What chokidar watches: the content folder, and the config through its folder. An editor that saves by renaming
 * (vim's backup copy, an atomic write) unlinks the file first, and chokidar stops watching a single file it saw
 * unlinked; a watched folder sees the new file arrive. The rest of the config's folder (node_modules, site/) is
 * ignored, never walked, except the islands' files (`islands`, which grows as they are added). The islands' files
 * known at the start are watched from the start, each by its path: `ready` then lists them, and a component saved
 * before it is found by its time (see modifiedSince in commands/watch.ts); added only once ready, a component saved
 * in the first seconds of `docsgen watch` was never rebuilt.
 */
export function watchedPaths(
  { folders, configFile, islandSources }: WatchSpec,
  islands: ReadonlySet<string>,
): Parameters<typeof watchFiles> {
  const configDir = path.dirname(configFile);
  const options = { ignoreInitial: true, atomic: true };
  const components = islandSources.filter((file) => isWatchedIsland(file, folders));
  if (folders.some((folder) => isInside(configDir, folder))) return [[...folders, ...components], options];
  const ignored = (p: string) =>
    isInside(p, configDir) &&
    p !== configDir &&
    p !== configFile &&
    !islands.has(p) &&
    !folders.some((folder) => isInside(p, folder) || isInside(folder, p));
  return [[...folders, configDir, ...components], { ...options, ignored }];
}

/**
 * Whether an island's component file is watched by its own path: not inside a watched folder, which has it already,
 * nor in an installed package, which changes with the lock file.
 */
export function isWatchedIsland(file: string, folders: readonly string[]): boolean {
  return !file.includes(`${path.sep}node_modules${path.sep}`) && !folders.some((folder) => isInside(file, folder));
}

/**
 * Starts watching. The bundled CLI watches on a thread of its own: chokidar's first scan of a 10,000-page content
 * folder takes about 2 s and 2.8 s of CPU, and on the main thread it held requests up to 0.8 s at a time, so the
 * first page a writer opened waited about 2 s after `watch` said it was serving. Run from sources (the unit tests),
 * it watches on the calling thread, in the same way.
 */
export function startContentWatcher(spec: WatchSpec, handlers: WatchHandlers): ContentWatcher {
  return workersAvailable ? watcherOnThread(spec, handlers) : watcherInProcess(spec, handlers);
}

export function watcherInProcess(spec: WatchSpec, handlers: WatchHandlers): ContentWatcher {
  const islands = new Set(spec.islandSources);
  const watcher = watchFiles(...watchedPaths(spec, islands));
  /**
   * chokidar reports a file it watches that is replaced by a folder of the same name as a `change` of the file, and
   * goes on watching it as a file: nothing saved in the folder would ever be reported. Such a path is reported as
   * the file gone and the folder come, with every file the folder holds, and watched anew as the folder it is. The
   * other way, a folder replaced by a file, chokidar reports itself (`unlinkDir`, then `add`).
   */
  const nowFolder = (file: string) => {
    handlers.change('unlink', file);
    handlers.change('addDir', file);
    watcher.unwatch(file);
    watcher.add(file);
    for (const inside of filesUnder(file)) handlers.change('add', inside);
  };
  watcher.on('all', (event, file) => {
    if (event === 'change' && isFolder(file)) nowFolder(file);
    else handlers.change(event, file);
  });
  watcher.on('error', (e) => handlers.error(e instanceof Error ? e : new Error(String(e))));
  const ready = new Promise<Record<string, string[]>>((resolve) =>
    watcher.once('ready', () => resolve(watcher.getWatched())),
  );
  return {
    ready,
    add: (files) => {
      for (const file of files) islands.add(file);
      watcher.add(files);
    },
    close: () => watcher.close(),
  };
}

/**
 * The files and folders under `folders` as they are now, by folder as the watcher's `ready` lists them: what that
 * listing may lack, a file created in a folder after chokidar read it and before it was ready, which it then neither
 * reports nor lists. A folder that cannot be read is left out (the watcher reports it).
 */
export function listedNow(folders: readonly string[]): Record<string, string[]> {
  const listing: Record<string, string[]> = {};
  for (const folder of folders) {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { recursive: true, withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) (listing[entry.parentPath] ??= []).push(entry.name);
  }
  return listing;
}

/** Whether a path is a folder now; not for one that is gone, or under a folder that is now a file (ENOTDIR). */
export function isFolder(file: string): boolean {
  try {
    return fs.statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/** The files under a folder, at any depth; none for a folder it cannot read (its watcher reports that). */
function filesUnder(folder: string): string[] {
  try {
    return fs
      .readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => !entry.isDirectory())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

function watcherOnThread(spec: WatchSpec, handlers: WatchHandlers): ContentWatcher {
  // Referenced, as chokidar's own watchers are in-process: close() ends the thread.
  const worker = new Worker(new URL('./watch-worker.js', import.meta.url));
  let readied!: (watched: Record<string, string[]>) => void;
  let closed!: () => void;
  const ready = new Promise<Record<string, string[]>>((resolve) => (readied = resolve));
  const done = new Promise<void>((resolve) => (closed = resolve));
  worker.on('message', (reply: WatcherReply) => {
    if (reply.kind === 'change') handlers.change(reply.event, reply.file);
    else if (reply.kind === 'error') handlers.error(new Error(reply.message));
    else if (reply.kind === 'ready') readied(reply.watched);
    else closed();
  });
  // A thread that fails (it is then stopped) or ends before its first scan must not leave the caller waiting for it.
  worker.on('error', (e) => {
    readied({});
    handlers.error(e);
  });
  worker.on('exit', () => {
    readied({});
    closed();
  });
  const post = (request: WatcherRequest) => worker.postMessage(request);
  post({ kind: 'watch', spec });
  return {
    ready,
    add: (files) => post({ kind: 'add', files }),
    close: async () => {
      post({ kind: 'close' });
      await done;
      await worker.terminate();
    },
  };
}
