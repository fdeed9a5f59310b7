import fs from 'node:fs';
import path from 'node:path';
import { makeDirOver } from '../writer/write-over.ts';
import { PRECOMPRESSED } from '../writer/precompress.ts';
import type { SiteListing } from './site-listing.ts';

/**
 * Moves the files a patching build wrote (see StagedSite) from `stagingDir` into the site at `outDir`, then deletes
 * from the site whatever this build did not hand over: `files` is every file it handed over (written, or left in the
 * site because its bytes were the same), `dirs` every folder holding them, `compressed` the copies it wrote, relative
 * to `stagingDir`, and `existing` what the site held before (its stamp's check listed it). A file left in the site
 * keeps its compressed copies; a file written again keeps only those written with it. Returns what the site holds
 * then, without walking it again (0.25 s at 10,000 pages).
 *
 * New names go in first (payloads and parts named by their content), then the files that replace others under the
 * same name (shells, route shards, the search index's entry), and the files no longer named go last: a reader
 * fetching from the site meanwhile finds every file the pages it gets name.
 */
export function applyPatch(
  stagingDir: string,
  outDir: string,
  files: ReadonlySet<string>,
  dirs: ReadonlySet<string>,
  compressed: readonly string[],
  existing: SiteListing,
): SiteListing {
  const staged = fs
    .readdirSync(stagingDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(stagingDir, path.join(entry.parentPath, entry.name)));
  const inSite = (rel: string) => fs.existsSync(path.join(outDir, rel));
  const [replacing, adding] = partition(staged, inSite);
  for (const rel of [...adding, ...replacing]) moveInto(path.join(stagingDir, rel), path.join(outDir, rel));
  const moved = new Set(staged);
  const copies = new Set(compressed.map((copy) => path.relative(stagingDir, copy)));
  // Asked of what the site holds, rather than a set of every kept file and its copies' names made ahead (20 ms): a
  // file handed over, a copy written now, or a copy of a file left in place.
  const leftInPlace = (file: string) => files.has(file) && !moved.has(file);
  const isKept = (file: string) =>
    files.has(file) ||
    copies.has(file) ||
    PRECOMPRESSED.some(({ suffix }) => file.endsWith(suffix) && leftInPlace(file.slice(0, -suffix.length)));
  // A compressed copy lies beside its file, so `dirs` holds its folder too. A path listed as a folder and now a file,
  // or the other way round, was replaced by moveInto: what stands there now is kept. What lies in a folder not kept
  // goes with it, or went with the folder a file replaced.
  const left: SiteListing = { files: new Set(staged), dirs: new Set() };
  const inKeptFolder = (rel: string) => {
    const parent = path.dirname(rel);
    return parent === '.' || dirs.has(parent);
  };
  for (const file of existing.files) {
    if (isKept(file)) left.files.add(file);
    else if (!dirs.has(file) && inKeptFolder(file)) fs.rmSync(path.join(outDir, file), { force: true });
  }
  for (const dir of existing.dirs) {
    if (dirs.has(dir)) left.dirs.add(dir);
    else if (!isKept(dir) && inKeptFolder(dir)) fs.rmSync(path.join(outDir, dir), { recursive: true, force: true });
  }
  for (const file of staged)
    for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir)) left.dirs.add(dir);
  return left;
}

/** Renames `from` to `to`, making its folders, and replacing a folder that stands where the file goes. */
function moveInto(from: string, to: string): void {
  makeDirOver(path.dirname(to));
  try {
    fs.renameSync(from, to);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'ENOTEMPTY' && code !== 'EEXIST') throw e;
    fs.rmSync(to, { recursive: true, force: true });
    fs.renameSync(from, to);
  }
}

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  const yes: T[] = [];
  const no: T[] = [];
  for (const item of items) (test(item) ? yes : no).push(item);
  return [yes, no];
}
