import fs from 'node:fs';
import path from 'node:path';

/**
 * Deletes everything under `root` but the given files and folders (paths
 * relative to `root`, as path.normalize writes them). Folders not listed go
 * with all they hold, and so does a file where a listed folder should be.
 */
export function prunePaths(root: string, files: ReadonlySet<string>, dirs: ReadonlySet<string>, rel = ''): void {
  for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
    const child = rel ? path.join(rel, entry.name) : entry.name;
    if (entry.isDirectory() && dirs.has(child)) prunePaths(root, files, dirs, child);
    else if (!(entry.isFile() && files.has(child))) fs.rmSync(path.join(root, child), { recursive: true, force: true });
  }
}
