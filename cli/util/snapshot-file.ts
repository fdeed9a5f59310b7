import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { tempFileOf } from './cache-file.ts';

/**
 * A cache file of serialized data whose first line says what it holds, the context it was taken in (a digest of
 * docsgen, the config and the options) and a checksum of the data after it. A build taken with another context reads
 * the first line alone and drops the file: reading and deserializing tens of MB only to find them unusable cost the
 * first build after an upgrade most of a second. Data whose checksum differs (a file cut short, or changed on the
 * disk) is dropped as well, rather than deserialized into something that only looks valid. The checksum is a CRC-32,
 * as zip and PNG files carry: the cache is the project's own, and it guards against accidents, not edits. SHA-1 took
 * the index worker 72 ms to check the search snapshot at 10,000 pages (62 MB) and as long to write it, CRC-32 a third.
 */
const headerOf = (kind: string, context: string, bytes: Uint8Array) =>
  Buffer.from(`docsgen ${kind} ${context} ${checksum(bytes)}\n`);

const checksum = (bytes: Uint8Array) => zlib.crc32(bytes).toString(16).padStart(8, '0');

/** The first line's opening, without the data's checksum: what a reader checks before reading the rest. */
const openingOf = (kind: string, context: string) => Buffer.from(`docsgen ${kind} ${context} `);

/** Characters of the data's checksum on the first line (CRC-32 in hex), and its newline. */
const HASH_LINE = 9;

/** The data after the first line of `file`, when it names `kind` and `context` and has the checksum it names; else undefined. */
export function readSnapshotFile(file: string | null, kind: string, context: string): Buffer | undefined {
  if (!file) return undefined;
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, 'r');
    const opening = openingOf(kind, context);
    const first = Buffer.alloc(opening.length + HASH_LINE);
    if (fs.readSync(fd, first, 0, first.length, 0) !== first.length) return undefined;
    if (!first.subarray(0, opening.length).equals(opening) || first[first.length - 1] !== 0x0a) return undefined;
    const expected = first.subarray(opening.length, opening.length + HASH_LINE - 1).toString('latin1');
    const size = fs.fstatSync(fd).size - first.length;
    const data = Buffer.allocUnsafe(size);
    if (fs.readSync(fd, data, 0, size, first.length) !== size) return undefined;
    return checksum(data) === expected ? data : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Writes `bytes` after their first line (see readSnapshotFile) into `file`, making its folder; throws on failure. */
export function writeSnapshotFile(file: string, kind: string, context: string, bytes: Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeSync(fd, headerOf(kind, context, bytes));
    fs.writeSync(fd, bytes);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * What writeSnapshotFile does, into a temporary file beside `file` and on the thread pool while the build goes on: the
 * temporary file's path once written, for the caller to rename over `file` once its build succeeded; undefined when it
 * could not be written, which only costs the next build what the file saves.
 */
export async function writeSnapshotFileSoon(
  file: string,
  kind: string,
  context: string,
  bytes: Uint8Array,
): Promise<string | undefined> {
  const temp = tempFileOf(file);
  const header = headerOf(kind, context, bytes);
  try {
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const handle = await fsp.open(temp, 'w');
    try {
      await handle.write(header);
      await handle.write(bytes);
    } finally {
      await handle.close();
    }
    return temp;
  } catch {
    await fsp.rm(temp, { force: true });
    return undefined;
  }
}
