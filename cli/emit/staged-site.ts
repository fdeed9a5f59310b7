import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * The next `site/`, written into a fresh folder beside it and swapped in by
 * renames only when the whole build succeeded; a failed build leaves the
 * previous site exactly as it was. Writes are asynchronous so that the file
 * system works on the second core while the compiler renders on the first.
 */
export class StagedSite {
  readonly dir: string;
  private readonly dirs = new Map<string, Promise<unknown>>();
  private readonly pending: Promise<unknown>[] = [];

  constructor(private readonly outDir: string) {
    const parent = path.dirname(path.resolve(outDir));
    fs.mkdirSync(parent, { recursive: true });
    this.dir = fs.mkdtempSync(path.join(parent, `.${path.basename(outDir)}-build-`));
  }

  /** Creates a folder (relative to the site root) ahead of its files. */
  ensureDir(rel: string): Promise<unknown> {
    let made = this.dirs.get(rel);
    if (!made) {
      made = fsp.mkdir(path.join(this.dir, rel), { recursive: true });
      this.dirs.set(rel, made);
      this.pending.push(made);
    }
    return made;
  }

  write(rel: string, content: string | Buffer): void {
    const parent = path.posix.dirname(rel);
    const ready = parent === '.' ? Promise.resolve() : this.ensureDir(parent);
    this.pending.push(ready.then(() => fsp.writeFile(path.join(this.dir, rel), content)));
  }

  async commit(): Promise<void> {
    try {
      await Promise.all(this.pending);
    } catch (e) {
      await this.abort();
      throw e;
    }
    const previous = fs.existsSync(this.outDir) ? `${this.dir}-old` : null;
    if (previous) fs.renameSync(this.outDir, previous);
    try {
      fs.renameSync(this.dir, this.outDir);
    } catch (e) {
      if (previous) fs.renameSync(previous, this.outDir);
      await this.abort();
      throw e;
    }
    if (previous) await fsp.rm(previous, { recursive: true, force: true });
  }

  async abort(): Promise<void> {
    await Promise.allSettled(this.pending);
    await fsp.rm(this.dir, { recursive: true, force: true });
  }
}
