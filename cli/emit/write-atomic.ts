import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes the whole site into a fresh folder beside `outDir`, then swaps it in
 * with renames. If anything fails before the swap, `outDir` is untouched.
 */
export function writeSiteAtomically(outDir: string, files: ReadonlyMap<string, string | Buffer>): void {
  const parent = path.dirname(path.resolve(outDir));
  const name = path.basename(outDir);
  fs.mkdirSync(parent, { recursive: true });
  const staging = fs.mkdtempSync(path.join(parent, `.${name}-build-`));
  try {
    const dirs = new Set<string>();
    for (const rel of files.keys()) dirs.add(path.dirname(path.join(staging, rel)));
    for (const dir of dirs) fs.mkdirSync(dir, { recursive: true });
    for (const [rel, content] of files) fs.writeFileSync(path.join(staging, rel), content);
  } catch (e) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw e;
  }
  const previous = fs.existsSync(outDir) ? `${staging}-old` : null;
  if (previous) fs.renameSync(outDir, previous);
  try {
    fs.renameSync(staging, outDir);
  } catch (e) {
    if (previous) fs.renameSync(previous, outDir);
    fs.rmSync(staging, { recursive: true, force: true });
    throw e;
  }
  if (previous) fs.rmSync(previous, { recursive: true, force: true });
}
