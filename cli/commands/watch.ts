import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { formatDiagnostic, type Diagnostic } from '../core/diagnostics.ts';
import { findViewerAssets } from '../core/viewer-assets.ts';
import { highlightCacheFile, readHighlightCache, writeHighlightCache } from '../highlight/highlight-cache.ts';
import { resolveFile } from '../serve/static-server.ts';
import { listenOrOffer } from './listen-port.ts';
import { isWatchedIsland, listedNow, startContentWatcher, type ContentWatcher } from '../watch/content-watcher.ts';
import { createDevServer } from '../watch/dev-server.ts';
import { namedSourceFolders } from '../watch/named-content-dir.ts';
import { staticDirsOf } from '../sources/config/site-layout.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import { WatchSession, type RebuildReport } from '../watch/watch-session.ts';
import { overlayErrors } from '../watch/overlay-errors.ts';
import type { DevEvent } from '../../format/dev-events.ts';
import { specialFileKind } from '../util/read-text.ts';

export interface WatchOptions {
  config: string;
  port: number;
  host: string;
  open: boolean;
  /** Keep the access gate on, as in production; off by default so writers can preview. */
  gate?: boolean;
  /** The locale served, of a site with translations; the default one when absent (see loadWatchedSite). */
  locale?: string;
  cwd?: string;
  /** Coalesces bursts of saves into one rebuild. */
  debounceMs?: number;
  log?: (line: string) => void;
  /** Starts the file watcher; a test wraps it to see, or hold back, what chokidar reports. */
  startWatcher?: typeof startContentWatcher;
}

export interface RunningWatch {
  url: string;
  close(): Promise<void>;
}

/** A file of the static folders for a site path, never outside them (the static server's own lookup); the first folder holding it wins. */
function staticFile(loaded: LoadedConfig | undefined, rel: string): string | undefined {
  if (!loaded) return undefined;
  const segments = rel.split('/').filter(Boolean);
  for (const dir of staticDirsOf(loaded)) {
    const found = resolveFile(dir, segments);
    if (found) return found;
  }
  return undefined;
}

/**
 * How long edits must pause before the updated search index is served. The page is served first and the index,
 * updated in place on its worker, a few hundred milliseconds later at 10,000 pages; serving it changes the manifest,
 * which the open page renders again (160 ms of the browser's time at 10,000 pages), so not while a writer is saving.
 */
const SEARCH_SETTLE_MS = 1500;

/**
 * chokidar reports a file's `change` at most once per 50 ms and drops, rather
 * than delays, any further one in that window (a fixed throttle in its `_emit`).
 * A save landing within 50 ms of the previous report is therefore never
 * announced: a format-on-save, an editor's truncate-then-write, or the watch
 * bench saving again as soon as the last edit showed (issue 7). Once the
 * window has passed, a file that changed is compared with what its rebuild
 * saw. The margin covers chokidar's own 5 ms throttle of raw fs.watch events.
 */
const CHANGE_RECHECK_MS = 50 + 10;

/** What a file holds now, to tell whether it changed since a rebuild read it. */
function digestOf(file: string): string {
  // A named pipe would hold this thread until something writes to it.
  if (specialFileKind(file)) return 'special';
  try {
    return createHash('sha1').update(fs.readFileSync(file)).digest('base64');
  } catch {
    return 'missing';
  }
}

/**
 * Files the listings name (chokidar's, and the folders listed again) that were written at or after `since` (ms since
 * the epoch), each statted once: what a writer saved while the first build ran and chokidar scanned.
 * A few milliseconds of margin, since an extra rebuild of an unchanged file
 * costs nothing visible and a missed save stays missing until the next one.
 */
function modifiedSince(listings: readonly Record<string, string[]>[], since: number): string[] {
  const files = new Set<string>();
  for (const listing of listings)
    for (const [dir, names] of Object.entries(listing)) for (const name of names) files.add(path.join(dir, name));
  const out: string[] = [];
  for (const file of files) {
    let stat: fs.Stats | undefined;
    try {
      stat = fs.statSync(file, { throwIfNoEntry: false });
    } catch {
      // Under a folder that is a file now (ENOTDIR): that file is listed too.
      continue;
    }
    // Not only regular files: a named pipe made meanwhile gets its warning too (see specialFileKind), and a folder
    // made meanwhile may stand where a page was (the session tells which).
    if (stat && stat.mtimeMs >= since - 5) out.push(file);
  }
  return out;
}

/**
 * Why a rebuild threw. Files that cannot be read are diagnostics of the compile; one the file system refused anyway
 * (a race with a writer's rename, say) is one line naming it, as `build` says it, and only a fault of docsgen's own
 * gets its stack.
 */
function rebuildFailure(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const { code, path: file } = e as NodeJS.ErrnoException;
  if (typeof file === 'string')
    return `cannot read ${file} (${code ?? e.message}); still serving the last good version`;
  return e.stack ?? e.message;
}

const errorCount = (diagnostics: Diagnostic[]) => diagnostics.filter((d) => d.severity === 'error').length;

/**
 * `docsgen watch`: builds once into memory, serves it, and rebuilds what a
 * change touches. Content errors never stop it: they are printed, shown in
 * the browser, and the last good site stays served.
 */
export async function startWatch(options: WatchOptions): Promise<RunningWatch> {
  const started = performance.now();
  const cwd = options.cwd ?? process.cwd();
  const log = options.log ?? ((line: string) => console.log(line));
  const session = new WatchSession(options.config, cwd, options.gate ?? false, options.locale);
  const cacheFile = highlightCacheFile(path.dirname(session.configFile));
  readHighlightCache(cacheFile);
  /** The last rebuild's problems, whose errors the overlay lists. */
  let diagnostics: Diagnostic[] = [];
  /** What the overlay shows now: every error, and watch's own problem if it has one. */
  const overlay = (): DevEvent => ({
    type: 'errors',
    errors: overlayErrors(diagnostics, cwd, watchProblem ? [watchProblem] : []),
    served: session.site !== undefined,
  });

  const describe = (report: RebuildReport) => {
    const what = report.files.length ? report.files.join(', ') : 'initial build';
    const count = errorCount(report.diagnostics);
    const served = session.site ? 'serving the last good version' : 'no good version to serve yet';
    const result = count ? `${count} error${count === 1 ? '' : 's'}, ${served}` : 'ok';
    const docs = report.docs?.reused ? ` (${report.docs.rendered} docs rendered, ${report.docs.reused} reused)` : '';
    log(`docsgen: ${what} → ${report.kind} rebuild in ${Math.round(report.ms)} ms${docs}: ${result}`);
    for (const d of report.diagnostics) log(formatDiagnostic(d));
  };

  // Saves from here on until chokidar is ready go unreported (ignoreInitial), so they are looked for then.
  const firstBuildStarted = Date.now();
  const first = await session.full();
  diagnostics = first.diagnostics;
  describe(first);

  const dev = createDevServer({
    site: () => session.site,
    baseUrl: () => session.config?.config.baseUrl ?? '/',
    viewer: findViewerAssets(session.config?.config.locale.htmlLang),
    errors: overlay,
    file: (rel) => session.assetSource(rel) ?? staticFile(session.config, rel),
    host: options.host,
    htmlLang: () => session.config?.config.locale.htmlLang,
  });
  const port = await listenOrOffer(dev.server, options.port, options.host);
  const url = `http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${port}${session.config?.config.baseUrl ?? '/'}`;
  log(
    `docsgen: serving ${url} (ready in ${((performance.now() - started) / 1000).toFixed(2)} s), watching for changes`,
  );
  if (!options.gate)
    log('docsgen: the access gate is off for preview (pass --gate to keep it on); every page shows a banner saying so');
  // Written once the site is served: on a large site the cache is megabytes of JSON.
  writeHighlightCache(cacheFile);

  let watcher: ContentWatcher | undefined;
  /** Set by close(): a watcher still scanning then stops once its scan ends. */
  let closing = false;
  let watchedFolders: string[] | undefined;
  /**
   * A watcher error (a folder it may not read, no inotify watch left) stops nothing: it is said once, shown in the
   * overlay, and the folder is watched anew a second later, until a watcher starts without one.
   */
  let watchProblem: string | undefined;
  let watchErrors = 0;
  let rewatch: NodeJS.Timeout | undefined;
  const onWatchError = (e: unknown) => {
    watchErrors++;
    const line = `docsgen: watching ${watchedFolders?.join(', ') ?? 'the content'} failed (${(e as Error).message}); still serving, and watching again in 1 s`;
    if (line !== watchProblem) log(line);
    watchProblem = line;
    dev.broadcast(overlay());
    clearTimeout(rewatch);
    rewatch = setTimeout(() => {
      if (watchedFolders) watchContent(watchedFolders, Date.now()).catch(onWatchError);
    }, 1000);
  };
  const queue = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  /** Files reported as changed, each waiting for chokidar's 50 ms window to close before a recheck. */
  const rechecks = new Map<string, NodeJS.Timeout>();
  /** Content of those files when their last rebuild took them. */
  const taken = new Map<string, string>();

  const run = async () => {
    timer = undefined;
    const batch = [...queue];
    queue.clear();
    for (const file of batch) if (rechecks.has(file)) taken.set(file, digestOf(file));
    const rebuildStarted = Date.now();
    try {
      const report = await session.apply(batch);
      if (!report.files.length) return;
      diagnostics = report.diagnostics;
      describe(report);
      if (report.changedPayloads.length || report.manifestChanged) {
        const base = session.config?.config.baseUrl ?? '/';
        dev.broadcast({
          type: 'update',
          payloads: report.changedPayloads.map((f) => `${base}${f}`),
          manifest: report.manifestChanged,
        });
      }
      dev.broadcast(overlay());
      watchIslandSources();
      if (session.searchIsStale) scheduleSearch();
      const folders = batch.includes(session.configFile) ? namedSourceFolders(session.configFile) : undefined;
      if (folders && folders.join('\n') !== watchedFolders?.join('\n')) await watchContent(folders, rebuildStarted);
    } catch (e) {
      log(`docsgen: rebuild failed: ${rebuildFailure(e)}`);
    } finally {
      running = undefined;
      if (queue.size) schedule();
    }
  };
  let searchTimer: NodeJS.Timeout | undefined;
  let searching: Promise<void> | undefined;
  const scheduleSearch = (delay = SEARCH_SETTLE_MS) => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => {
      if (running || searching || queue.size) return scheduleSearch();
      const started = performance.now();
      searching = session
        .rebuildSearch()
        .then((changed) => {
          if (!changed) return;
          log(`docsgen: search index rebuilt in ${Math.round(performance.now() - started)} ms`);
          dev.broadcast({ type: 'update', payloads: [], manifest: true });
        })
        .catch((e: unknown) => log(`docsgen: search index not rebuilt: ${(e as Error).message}`))
        .finally(() => (searching = undefined));
    }, delay);
  };
  const schedule = () => {
    if (timer || running) return;
    timer = setTimeout(() => (running = run()), options.debounceMs ?? 8);
  };
  const recheck = (file: string) => {
    rechecks.delete(file);
    const before = taken.get(file);
    taken.delete(file);
    // Still queued: the coming rebuild reads it after the window anyway.
    if (queue.has(file) || before === digestOf(file)) return;
    queue.add(file);
    schedule();
  };
  const onChange = (event: string, changed: string) => {
    const file = path.resolve(changed);
    queue.add(file);
    schedule();
    if (event !== 'change') return;
    clearTimeout(rechecks.get(file));
    rechecks.set(file, setTimeout(recheck, CHANGE_RECHECK_MS, file));
  };
  /**
   * Watches the source folders the config names (moving one in the config moves the watcher), queueing what was
   * saved there from `since` (ms since the epoch) on, and the docs deleted since the last compile read them: until
   * the new watcher is ready, saves and deletions go unreported.
   */
  const watchContent = async (folders: string[], since: number) => {
    const previous = watcher;
    const errorsBefore = watchErrors;
    // The docs the last compile read from files (a generated reference page has none): those gone once the watcher
    // is ready were deleted meanwhile, which neither the watcher nor the files' times tell.
    const docFiles = session.docFiles.filter((file) => fs.existsSync(file));
    const next = (options.startWatcher ?? startContentWatcher)(
      { folders, configFile: session.configFile, islandSources: [...session.islandInputs] },
      { change: onChange, error: onWatchError },
    );
    watcher = next;
    watchedFolders = folders;
    const watched = await next.ready;
    // close() came while it scanned (a watch again after an error): nothing is reported or rebuilt, and both stop.
    if (closing) {
      await previous?.close();
      return next.close();
    }
    if (watchProblem && watchErrors === errorsBefore) {
      watchProblem = undefined;
      log('docsgen: watching again');
      dev.broadcast(overlay());
      // What the watcher could not read, the last compile could not either: compile everything again (as a saved config does).
      queue.add(session.configFile);
    }
    watchIslandSources();
    // Closed only now, so that a save between the two is reported by one or the other.
    await previous?.close();
    // The folders are listed again too: a page created while chokidar read them may be in neither its listing nor its
    // events (a 10,000-page content folder takes about 50 ms).
    for (const file of modifiedSince([watched, listedNow(folders)], since)) queue.add(file);
    for (const file of docFiles) if (!fs.existsSync(file)) queue.add(file);
    if (queue.size) schedule();
  };
  /** The islands' components live outside the content (src/components, node_modules): each is watched as a file. */
  const watchIslandSources = () => {
    const outside = [...session.islandInputs].filter((file) => isWatchedIsland(file, watchedFolders ?? []));
    if (outside.length) watcher?.add(outside);
  };
  await watchContent(namedSourceFolders(session.configFile) ?? [path.join(cwd, 'content')], firstBuildStarted);
  watchIslandSources();
  // The site is already served; search follows as soon as its index is built.
  scheduleSearch(0);

  if (options.open)
    await import('open')
      .then(({ default: open }) => open(url))
      .catch(() => log(`docsgen: could not open a browser; visit ${url}`));

  return {
    url,
    async close() {
      closing = true;
      clearTimeout(timer);
      clearTimeout(searchTimer);
      clearTimeout(rewatch);
      for (const pending of rechecks.values()) clearTimeout(pending);
      await running;
      await searching;
      await watcher?.close();
      await new Promise<void>((resolve) => {
        dev.server.closeAllConnections();
        dev.server.close(() => resolve());
      });
    },
  };
}
