import { startWatch, type RunningWatch } from '../../cli/commands/watch.ts';
import type { startContentWatcher } from '../../cli/watch/content-watcher.ts';
import type { TempProject } from './temp-project.ts';

const running: RunningWatch[] = [];

/**
 * Starts `docsgen watch` on the project's docs.config.json, on a free port of 127.0.0.1, handing every log line to
 * `log`; closeWatches() stops it after the test.
 */
export async function startWatchOn(
  project: TempProject,
  log: (line: string) => void = () => {},
  startWatcher?: typeof startContentWatcher,
): Promise<RunningWatch> {
  const watch = await startWatch({
    config: 'docs.config.json',
    port: 0,
    host: '127.0.0.1',
    open: false,
    cwd: project.dir,
    log,
    startWatcher,
  });
  running.push(watch);
  return watch;
}

/** Stops every watch startWatchOn started: for an afterEach, so that a failed test leaves no server behind. */
export async function closeWatches(): Promise<void> {
  await Promise.all(running.splice(0).map((watch) => watch.close()));
}

/** The intro page's payload as the watch serves it now. */
export async function servedIntro(watch: RunningWatch): Promise<string> {
  return (await fetch(`${watch.url}data/about/intro.json`)).text();
}

/** The fixture's intro page, which the tests edit. */
export const INTRO = 'content/docs/about/intro.md';
