import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { OutputError } from '../core/diagnostics.ts';
import type { PrebuiltCopies } from '../writer/precompress.ts';
import { prunePaths } from './prune-paths.ts';
import { createSiteWriter, type SiteWriter } from '../writer/site-writer.ts';
import type { OutputHashes } from '../writer/output-hashes.ts';
import { applyPatch } from './apply-patch.ts';
import type { Appended } from '../util/file-range.ts';
import type { SiteListing } from './site-listing.ts';
import type { PartsDestination, PartsWritten } from '../search/parts-destination.ts';

/**
 * The next `site/`, written into a folder beside it and swapped in by
 * renames only when the whole build succeeded; a failed build leaves the
 * previous site exactly as it was. Writes happen off the calling thread (see
 * createSiteWriter), so that the file system works on the second core while
 * the compiler renders on the first.
 *
 * The site before the previous one is kept beside it (`.site-previous` for
 * `site`), and the next build writes over it rather than into an empty
 * folder: a rebuild then overwrites files instead of creating and deleting
 * thousands of them. On ext4 without a journal, creating a file costs up to
 * 1 ms for minutes after many were deleted (`recently_deleted` in the inode
 * allocator), which made a 1,000-page rebuild 0.9 s slower than a first build.
 *
 * A build that knows what the site in place holds (its last build's stamp,
 * with each file's hash: see OutputHashes) patches it instead: the new site's
 * files whose bytes are already there are not written, nor compressed again;
 * the others are written into an empty folder beside the site and moved in
 * at commit, and what the new site no longer has is deleted (see applyPatch).
 * An edit of one page then writes a few dozen files rather than the whole site.
 * A failed build still leaves the site as it was: nothing is moved before
 * commit. The caller deletes the stamp before commit, so that a process killed
 * halfway through leaves the next build to build everything.
 */
export class StagedSite {
  readonly dir: string;
  private readonly recycleDir: string;
  /** Whether `dir` started as an earlier site, whose leftovers commit() deletes. */
  private readonly recycled: boolean;
  /** Whether this build patches the site in place (see the class's comment). */
  private readonly patching: boolean;
  /**
   * What this build wrote, and the folders holding it, kept only when `dir` was recycled or the site is patched:
   * everything else in the folder committed goes at commit().
   */
  private readonly files = new Set<string>();
  private readonly dirs = new Set<string>();
  private readonly writer: SiteWriter;
  /** Set once an interrupted process gives the build up: nothing more is written, and nothing swapped in. */
  private abandoned = false;
  private abandoning: Promise<void> | undefined;
  private aborted = false;
  /** The bytes of the site's files, written or kept, without their compressed copies, once commit() has waited. */
  bytesWritten = 0;
  /** Every file of the new site with its hash, once commit() is done; empty when the build keeps no stamp. */
  outputHashes: OutputHashes = {};
  /** When this build patched the site in place: how many files it wrote there, once commit() is done. */
  patched: number | undefined;
  /** When this build patched the site in place: what the site holds, once commit() is done (see applyPatch). */
  listing: SiteListing | undefined;
  /** The hashes of the files of the site in place (see keep), and of those this build keeps as they are. */
  private readonly previous: OutputHashes;
  private readonly kept: OutputHashes = {};
  private keptBytes = 0;
  /** What the site being patched holds, before this build. */
  private readonly existing: SiteListing;
  /** Whether every file written is hashed for the stamp. */
  private readonly record: boolean;
  /** What other threads wrote into the folder themselves (see adoptWrites), for commit() to count. */
  private readonly adopted: Omit<PartsWritten, 'parts'>[] = [];
  /** How to stop each thread still writing into the folder (see directWrites), by its site's prefix. */
  private readonly directWriters = new Map<string, () => Promise<void>>();

  /**
   * `output.previous`: the hashes of the files of the site in place, which this build patches, and `output.listing`
   * what that site holds. `output.record`: whether to hash every file written, for the stamp (see OutputHashes).
   */
  constructor(
    private readonly outDir: string,
    output: { previous?: OutputHashes; listing?: SiteListing; record: boolean } = { record: false },
  ) {
    const parent = path.dirname(path.resolve(outDir));
    this.recycleDir = path.join(parent, `.${path.basename(outDir)}-previous`);
    try {
      fs.mkdirSync(parent, { recursive: true });
      this.dir = fs.mkdtempSync(path.join(parent, `.${path.basename(outDir)}-build-`));
    } catch (e) {
      throw new OutputError(`${(e as Error).message}; choose a folder that can be created and written, such as "site"`);
    }
    this.patching = output.previous !== undefined && output.listing !== undefined;
    this.record = output.record;
    this.existing = output.listing ?? { files: new Set(), dirs: new Set() };
    this.recycled = !this.patching && fs.existsSync(this.recycleDir) && claim(this.recycleDir, this.dir);
    if (!this.recycled) fs.mkdirSync(this.dir, { recursive: true });
    const hashes = output.previous ?? {};
    this.previous = hashes;
    this.writer = createSiteWriter({
      intoEmptyFolder: !this.recycled,
      ...(output.record || this.patching ? { previous: { root: this.dir, hashes } } : {}),
    });
    // mkdtemp makes the folder private (0700), and a recycled one may be from a build that left it so: a web server
    // running as another user could not read the site.
    fs.chmodSync(this.dir, 0o777 & ~process.umask());
  }

  /** Creates a folder (relative to the site root) ahead of its files. */
  ensureDir(rel: string): void {
    // A patch writes few files: each makes its folders as it is written.
    if (this.abandoned || this.patching) return;
    const dir = insideSite(rel);
    if (this.recycled) this.keepDir(dir);
    this.writer.mkdir(path.join(this.dir, dir));
  }

  write(rel: string, content: string | Buffer, copies?: PrebuiltCopies): void {
    if (this.abandoned) return;
    const file = insideSite(rel);
    if (this.recycled || this.patching) {
      this.files.add(file);
      this.keepDir(path.dirname(file));
    }
    // Own keys only: the hashes come from JSON, and a file named "constructor" must not find Object's.
    const before = Object.hasOwn(this.previous, file) ? this.previous[file] : undefined;
    this.writer.write(path.join(this.dir, file), content, copies, before);
  }

  /**
   * Leaves a file of the site being patched as it is, unread and unwritten, as if this build had written the same
   * bytes: when the caller knows them to be the ones it would write (see ShellKeys). False when the site in place does
   * not have it, or this build does not patch: the caller then writes it. `size`: the file's, as the caller knows it
   * (statted by PageCache, recorded by ShellKeys), which counts in the build's figures.
   */
  keep(rel: string, size: number): boolean {
    const file = insideSite(rel);
    const hash = this.previous[file];
    if (this.abandoned || !this.patching || hash === undefined || !this.existing.files.has(file)) return false;
    this.keptBytes += size;
    this.files.add(file);
    this.keepDir(path.dirname(file));
    this.kept[file] = hash;
    return true;
  }

  /**
   * Where another thread may write the files under `under` itself (see PartsDestination): the search index's worker,
   * its parts. `prefix`: the folder of the locale's site ("" or a translation's path and a slash). What it did comes
   * back through adoptWrites, before commit(); until then, a build that fails calls `stop` before it deletes the folder.
   * None once the build is given up: the folder is being deleted.
   */
  directWrites(prefix: string, under: string, stop: () => Promise<void>): PartsDestination | undefined {
    if (this.abandoned || this.aborted) return undefined;
    this.directWriters.set(prefix, stop);
    const inPlace: Record<string, string> = {};
    if (this.patching)
      for (const file of Object.keys(this.previous))
        if (file.startsWith(under) && this.existing.files.has(file)) inPlace[file] = this.previous[file]!;
    return {
      siteDir: this.dir,
      prefix,
      intoEmptyFolder: !this.recycled,
      record: this.record,
      ...(this.patching ? { inPlace } : {}),
    };
  }

  /** Takes in what another thread wrote at directWrites' destination: as if each file had been written or kept here. */
  adoptWrites(prefix: string, { parts, ...done }: PartsWritten): void {
    this.directWriters.delete(prefix);
    if (this.abandoned) return;
    for (const part of parts) {
      const file = insideSite(prefix + part.path);
      if (part.kept) this.keep(file, part.bytes);
      else if (this.recycled || this.patching) {
        this.files.add(file);
        this.keepDir(path.dirname(file));
      }
    }
    this.adopted.push(done);
  }

  /** A file this build handed over, once the writers have it on disk (see settled): a patch left some in the site. */
  read(rel: string): string {
    const file = insideSite(rel);
    try {
      return fs.readFileSync(path.join(this.dir, file), 'utf8');
    } catch (e) {
      if (!this.patching || (e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      return fs.readFileSync(path.join(this.outDir, file), 'utf8');
    }
  }

  /** Adds `text` to the end of a file this build wrote (see SiteWriter.append). */
  append(rel: string, text: Appended): void {
    if (this.abandoned) return;
    this.writer.append(path.join(this.dir, insideSite(rel)), text);
  }

  /** Settles once the writers have room for more (see SiteWriter.drained). */
  drained(): Promise<void> {
    return this.writer.drained();
  }

  /** Settles once everything written so far is on disk, in `dir`; a failure to write aborts, as in commit(). */
  async settled(): Promise<void> {
    try {
      await this.writer.settled();
    } catch (e) {
      throw await this.failed(e);
    }
  }

  /** Waits for the writes, then swaps the new site in; `beforeSwap` runs just before the first rename. */
  async commit(beforeSwap?: () => void): Promise<void> {
    let compressed: string[];
    try {
      const done = await this.writer.done();
      compressed = done.compressed;
      const writes = [done, ...this.adopted];
      this.bytesWritten = this.keptBytes + writes.reduce((sum, { bytes }) => sum + bytes, 0);
      // Into the kept files' hashes, this build's own: a patch keeps tens of thousands and writes a few, and copying
      // both into a new object took 20 ms at 10,000 pages. A kept file's hash wins, as it did.
      for (const { hashes } of writes) for (const [file, hash] of Object.entries(hashes)) this.kept[file] ??= hash;
      this.outputHashes = this.kept;
      if (this.patching) this.patched = writes.reduce((sum, { written }) => sum + written, 0);
      if (this.recycled) {
        // The compressed copies of this build stay; an earlier build's copy of a file now too small, or gone, does not.
        for (const copy of compressed) this.files.add(path.relative(this.dir, copy));
        prunePaths(this.dir, this.files, this.dirs);
      }
    } catch (e) {
      if (this.abandoned) return untilExit();
      throw await this.failed(e);
    }
    if (this.abandoned) return untilExit();
    beforeSwap?.();
    if (this.patching) return this.commitPatch(compressed);
    const previous = fs.existsSync(this.outDir) ? `${this.dir}-old` : null;
    if (previous) fs.renameSync(this.outDir, previous);
    try {
      fs.renameSync(this.dir, this.outDir);
    } catch (e) {
      if (previous) fs.renameSync(previous, this.outDir);
      await this.abort();
      throw e;
    }
    if (previous) await this.setAside(previous);
  }

  /** Moves this build's files into the site in place and deletes what it no longer has (see applyPatch). */
  private async commitPatch(compressed: readonly string[]): Promise<void> {
    try {
      this.listing = applyPatch(this.dir, this.outDir, this.files, this.dirs, compressed, this.existing);
    } catch (e) {
      throw new OutputError(`${(e as Error).message}; the next build builds everything`);
    } finally {
      await fsp.rm(this.dir, { recursive: true, force: true });
    }
  }

  async abort(): Promise<void> {
    // Given up by an interrupt: whatever failed since (a payload read back from the folder being deleted) is no error
    // of the build, and the interrupt handler ends the process.
    if (this.abandoned) return untilExit();
    // A failure to write aborts at once (see failed()), and the caller's clean-up aborts again.
    if (this.aborted) return;
    this.aborted = true;
    await this.writer.done().catch(() => {});
    await this.stopDirectWriters();
    // A recycled folder is still of use to the next build: commit() deletes whatever a build did not write.
    if (this.recycled) await this.setAside(this.dir);
    else await fsp.rm(this.dir, { recursive: true, force: true });
  }

  /**
   * For a process being interrupted: what abort() does, without waiting for the writes still queued. Once: Ctrl-C in a
   * terminal signals a build twice, and a second deletion running beside the first would not wait for the threads the
   * first stopped.
   */
  abandon(): Promise<void> {
    this.abandoning ??= (async () => {
      this.abandoned = true;
      await this.writer.stop();
      await this.stopDirectWriters();
      if (!(this.recycled && claim(this.dir, this.recycleDir)))
        await fsp.rm(this.dir, { recursive: true, force: true });
    })();
    return this.abandoning;
  }

  /** Gives the build up after a failure to write, naming the output folder rather than the one written into. */
  private async failed(e: unknown): Promise<OutputError> {
    await this.abort();
    return new OutputError((e instanceof Error ? e.message : String(e)).replaceAll(this.dir, this.outDir));
  }

  private async stopDirectWriters(): Promise<void> {
    const stops = [...this.directWriters.values()];
    this.directWriters.clear();
    await Promise.all(stops.map((stop) => stop().catch(() => {})));
  }

  private keepDir(rel: string): void {
    for (let dir = rel; dir !== '.' && !this.dirs.has(dir); dir = path.dirname(dir)) this.dirs.add(dir);
  }

  /** Keeps `dir` for the next build to write over, unless another build already keeps one. */
  private async setAside(dir: string): Promise<void> {
    if (!claim(dir, this.recycleDir)) await fsp.rm(dir, { recursive: true, force: true });
  }
}

/**
 * For a build given up by abandon(): the interrupt handler ends the process once the folder is gone, and the build
 * must neither swap nor report the stopped writer as a failure meanwhile.
 */
function untilExit(): Promise<never> {
  return new Promise(() => {});
}

/**
 * A path relative to the site root, normalized; throws when it would leave the site. Routes and asset names are
 * checked where they are made, so this only guards against a stage that forgot to.
 */
function insideSite(rel: string): string {
  // Most paths are already normal: normalizing each of a 10,000-page site's kept files took a tenth of their keeping.
  if (path.sep === '/' && !rel.startsWith('/') && !NOT_NORMAL.test(rel)) return rel;
  const normal = path.normalize(rel);
  if (path.isAbsolute(normal) || normal === '..' || normal.startsWith(`..${path.sep}`))
    throw new Error(`refusing to write outside the site: ${rel}`);
  return normal;
}

/** What path.normalize would change in a relative POSIX path: an empty, "." or ".." segment. */
const NOT_NORMAL = /(?:^|\/)\.{0,2}(?:\/|$)/;

/** Renames `from` to `to` when `from` exists and `to` does not (or is an empty folder); false when it did not. */
function claim(from: string, to: string): boolean {
  try {
    fs.rmdirSync(to);
  } catch {
    // Absent, or holding another build's files: the rename below then fails, and the caller does without.
  }
  try {
    fs.renameSync(from, to);
    return true;
  } catch {
    return false;
  }
}
