import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * A cache file of serialized data whose first line says what it holds and the context it was taken in (a digest of
 * docsgen, the config and the options), so that a build taken with another one drops the file unread: reading and
 * deserializing tens of MB only to find them unusable cost the first build after an upgrade most of a second.
 */
const headerOf = (kind: string, context: string) => Buffer.from(`docsgen ${kind} ${context}\n`);

/** The bytes after the first line of `file`, when it names `kind` and `context`; undefined otherwise, or unreadable. */
export function readSnapshotFile(file: string | null, kind: string, context: string): Buffer | undefined {
  if (!file) return undefined;
  try {
    const bytes = fs.readFileSync(file);
    const header = headerOf(kind, context);
    return bytes.subarray(0, header.length).equals(header) ? bytes.subarray(header.length) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes `bytes` after the first line naming `kind` and `context` into `file`, making its folder; throws on failure. */
export function writeSnapshotFile(file: string, kind: string, context: string, bytes: Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeSync(fd, headerOf(kind, context));
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
  const temp = `${file}.${process.pid}.tmp`;
  try {
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const handle = await fsp.open(temp, 'w');
    try {
      await handle.write(headerOf(kind, context));
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
