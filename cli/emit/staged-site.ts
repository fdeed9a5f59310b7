import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { OutputError } from '../diagnostics.ts';
import { createSiteWriter } from './site-writer.ts';

/**
 * The next `site/`, written into a fresh folder beside it and swapped in by
 * renames only when the whole build succeeded; a failed build leaves the
 * previous site exactly as it was. Writes happen off the calling thread (see
 * createSiteWriter), so that the file system works on the second core while
 * the compiler renders on the first.
 */
export class StagedSite {
  readonly dir: string;
  private readonly writer = createSiteWriter();

  constructor(private readonly outDir: string) {
    const parent = path.dirname(path.resolve(outDir));
    fs.mkdirSync(parent, { recursive: true });
    this.dir = fs.mkdtempSync(path.join(parent, `.${path.basename(outDir)}-build-`));
  }

  /** Creates a folder (relative to the site root) ahead of its files. */
  ensureDir(rel: string): void {
    this.writer.mkdir(path.join(this.dir, rel));
  }

  write(rel: string, content: string | Buffer): void {
    this.writer.write(path.join(this.dir, rel), content);
  }

  async commit(): Promise<void> {
    try {
      await this.writer.done();
    } catch (e) {
      await this.abort();
      // Name the path the writer knows, the output folder, not the temporary one it was writing into.
      throw new OutputError((e instanceof Error ? e.message : String(e)).replaceAll(this.dir, this.outDir));
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
    await this.writer.done().catch(() => {});
    await fsp.rm(this.dir, { recursive: true, force: true });
  }
}
