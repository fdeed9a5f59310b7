import fs from 'node:fs';
import path from 'node:path';
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

/**
 * The project with its files dated an hour back. Files written as the watcher starts are rebuilt once it is ready
 * (they may be saves it did not see), with a few milliseconds of margin, which a copy made just before the start can
 * fall within: that rebuild would come on top of the ones a test makes.
 */
export function backdated(project: TempProject): TempProject {
  const past = new Date(Date.now() - 3_600_000);
  for (const entry of fs.readdirSync(project.dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) fs.utimesSync(path.join(entry.parentPath, entry.name), past, past);
  return project;
}
