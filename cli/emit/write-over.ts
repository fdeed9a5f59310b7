import fs from 'node:fs';
import path from 'node:path';

// The folder a build writes into may hold an earlier site (see StagedSite), where a page's folder can stand in
// the way of a file of the same name, or the other way round. Clearing it is left to the rare write that fails.

/** `mkdir -p`, deleting a file that stands where one of the folders must go. */
export function makeDirOver(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (e) {
    const blocking = fileOnPath(dir);
    if (!blocking) throw e;
    fs.rmSync(blocking);
    fs.mkdirSync(dir, { recursive: true });
  }
}

/** Writes `file`, replacing a folder of the same name. */
export function writeFileOver(file: string, content: string | Uint8Array): void {
  try {
    fs.writeFileSync(file, content);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EISDIR') throw e;
    fs.rmSync(file, { recursive: true });
    fs.writeFileSync(file, content);
  }
}

/** The deepest existing path at or above `dir`, when it is not a folder. */
function fileOnPath(dir: string): string | undefined {
  for (let p = dir; p !== path.dirname(p); p = path.dirname(p)) {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(p);
    } catch {
      continue;
    }
    return stat.isDirectory() ? undefined : p;
  }
  return undefined;
}
