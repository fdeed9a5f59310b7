import fs from 'node:fs';
import path from 'node:path';
import { compressedCopies, isCompressible, type PrebuiltCopies } from './precompress.ts';
import { type OutputHashes, outputHash, type PreviousOutput } from './output-hashes.ts';
import { type Appended, isFileRange, readRange } from '../util/file-range.ts';

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

/**
 * Writes `file`, replacing a folder of the same name. An existing file is
 * written in place and then cut to the new length, rather than truncated to
 * zero first: on ext4, freeing a file's blocks costs a discard request when
 * the volume is mounted with `discard`, as this machine's is, and truncating
 * to zero makes the file's close start writing it back (`auto_da_alloc`).
 * A rebuild that overwrote its 2,206 files spent 0.6 to 0.9 s waiting on
 * those writes after the last one was queued.
 */
export function writeFileOver(file: string, content: string | Uint8Array, intoEmptyFolder = false): void {
  // In a folder that started empty, nothing stands in the way but a file this build wrote, or one of its folders: the
  // open that looks for an earlier file would fail almost every time, and a failed open costs Node an exception
  // (1.4 s per 100,000 files, a sixth of the writers' time at 100,000 pages).
  if (intoEmptyFolder) {
    try {
      fs.writeFileSync(file, content);
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EISDIR') throw e;
    }
  }
  let fd: number;
  try {
    fd = fs.openSync(file, 'r+');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EISDIR') fs.rmSync(file, { recursive: true });
    else if (code !== 'ENOENT') throw e;
    fs.writeFileSync(file, content);
    return;
  }
  try {
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    for (let written = 0; written < bytes.length; )
      written += fs.writeSync(fd, bytes, written, bytes.length - written, written);
    fs.ftruncateSync(fd, bytes.length);
  } finally {
    fs.closeSync(fd);
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

/** What writes a site: folders, files, and the list of compressed copies it wrote beside them. */
export interface SiteFileWriter {
  mkdir(dir: string): void;
  /**
   * `copies`: the file's compressed copies made beforehand (see PrebuiltCopies), written instead of compressing.
   * `before`: the file's hash in the site being patched, as the caller knows it (a writer thread is not sent every
   * file's hash, see createSiteWriter); else `previous` has it.
   */
  write(file: string, content: string | Uint8Array, copies?: PrebuiltCopies, before?: string): void;
  /** Adds `content` to the end of a file written before without compressed copies (which would now be stale). */
  append(file: string, content: Appended): void;
  /** The `.br` and `.gz` files written beside compressible files, absolute: a recycled site keeps exactly these. */
  compressedCopies(): string[];
  /** The bytes of the files written and appended so far, without their compressed copies. */
  bytesWritten(): number;
  /** How many files were written, not counting their copies nor those left as `previous` has them. */
  filesWritten(): number;
  /**
   * Every file handed over, written or left as `previous` has it, by path relative to `previous.root` with its hash
   * (see OutputHashes); a file appended to has none, so that the next build writes it again. Empty without `previous`.
   */
  outputHashes(): OutputHashes;
}

export interface WriterOptions {
  /** The site's folder started empty (see writeFileOver). */
  intoEmptyFolder?: boolean;
  /**
   * The site this build patches: a file whose bytes have the hash recorded for it there is not written (nor are its
   * compressed copies), since the site already holds it; every file's hash is kept for the next build's stamp.
   */
  previous?: PreviousOutput;
}

/**
 * Writes a site's files and folders in the order asked, each folder made once
 * (a build puts hundreds of files in each): the write worker and the
 * in-process writer both write through one. Beside each compressible file it
 * writes its brotli and gzip copies (see compressedCopies), so that a server
 * sends them as they are instead of compressing every response. A file the
 * site itself writes wins over a copy of the same name (a static
 * `data.csv.gz` stays the author's).
 */
export function siteFileWriter({ intoEmptyFolder = false, previous }: WriterOptions = {}): SiteFileWriter {
  const made = new Set<string>();
  const written = new Set<string>();
  const copies = new Set<string>();
  const hashes: OutputHashes = {};
  const relOf = (file: string) =>
    file
      .slice(previous!.root.length + 1)
      .split(path.sep)
      .join('/');
  let byteCount = 0;
  const mkdir = (dir: string) => {
    if (made.has(dir)) return;
    makeDirOver(dir);
    made.add(dir);
  };
  return {
    mkdir,
    write(file, content, prebuilt, before) {
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      byteCount += bytes.length;
      if (previous) {
        const rel = relOf(file);
        hashes[rel] = outputHash(bytes);
        if ((before ?? previous.hashes[rel]) === hashes[rel]) return;
      }
      mkdir(path.dirname(file));
      writeFileOver(file, bytes, intoEmptyFolder);
      written.add(file);
      copies.delete(file);
      if (!prebuilt && !isCompressible(file)) return;
      // Written after the file, never before: a server takes a copy older than its file for a stale one.
      for (const [suffix, copy] of prebuilt ?? compressedCopies(bytes).map((c) => [c.suffix, c.bytes] as const)) {
        if (written.has(file + suffix)) continue;
        writeFileOver(file + suffix, copy, intoEmptyFolder);
        copies.add(file + suffix);
      }
    },
    append: (file, content) => {
      const add = (bytes: Uint8Array) => {
        fs.appendFileSync(file, bytes);
        byteCount += bytes.length;
      };
      if (isFileRange(content)) readRange(content, add);
      else add(typeof content === 'string' ? Buffer.from(content) : content);
      if (previous) delete hashes[relOf(file)];
    },
    compressedCopies: () => [...copies],
    bytesWritten: () => byteCount,
    filesWritten: () => written.size,
    outputHashes: () => hashes,
  };
}
