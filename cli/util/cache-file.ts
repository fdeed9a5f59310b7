import fs from 'node:fs';
import path from 'node:path';

/**
 * A file of docsgen's cache, `node_modules/.cache/docsgen/<name>` under `rootDir`, where build tools keep theirs; none
 * for a project without node_modules, whose builds then keep nothing between them.
 */
export function cacheFile(rootDir: string, name: string): string | null {
  const modules = path.join(rootDir, 'node_modules');
  return fs.existsSync(modules) ? path.join(modules, '.cache', 'docsgen', name) : null;
}

/** Where a cache file is written before it is renamed into place: one per process, so builds never share one. */
export const tempFileOf = (file: string) => `${file}.${process.pid}.tmp`;

/**
 * Writes a cache file whole or not at all (a temporary file renamed over it), so that a build stopped halfway leaves
 * no torn file for the next to read; one that cannot be written (a read-only node_modules) only costs speed. Says
 * whether it was written.
 */
export function writeCacheFile(file: string | null, text: () => string): boolean {
  if (!file) return false;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temp = tempFileOf(file);
    fs.writeFileSync(temp, text());
    fs.renameSync(temp, file);
    return true;
  } catch {
    // Nothing more to do: the next build works without it.
    return false;
  }
}

/** The process a temporary file belongs to (see tempFileOf), from its name. */
const TEMP_OF_PROCESS = /\.(\d+)\.tmp$/;

/**
 * Deletes, of a cache folder's `names`, the temporary files of processes that have ended without renaming or deleting
 * them: a build killed while it wrote a snapshot (tens of MB at 10,000 pages) left its file for good. Those of this
 * process and of any other still running (another build into the same cache) stay.
 */
export function forgetEndedTemps(folder: string, names: readonly string[]): void {
  for (const name of names) {
    const pid = Number(TEMP_OF_PROCESS.exec(name)?.[1]);
    if (!pid || pid === process.pid || processRuns(pid)) continue;
    try {
      fs.rmSync(path.join(folder, name), { force: true });
    } catch {
      // Someone else's, or not a file: it stays, and costs nothing but its room.
    }
  }
}

/** Whether a process of that id runs: signal 0 tests it without sending anything; EPERM is another user's. */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
