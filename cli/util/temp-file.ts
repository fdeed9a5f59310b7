import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A file of the system's temporary folder that a build keeps data in rather than in memory, open for reading and
 * writing, that only this user may read. Its name is deleted as soon as it is open where the system allows it, so that
 * nothing is left behind, even by a build that is killed (Windows does not: the file is then deleted on close). Its
 * descriptor serves every thread of the process (see FileAppender).
 */
export class TempFile {
  private readonly file: string;
  readonly fd: number;
  private readonly unlinked: boolean;

  constructor(prefix: string) {
    this.file = path.join(os.tmpdir(), `${prefix}-${randomUUID()}`);
    this.fd = fs.openSync(this.file, 'wx+', 0o600);
    this.unlinked = tryUnlink(this.file);
  }

  /** `length` bytes from `position`; `what` names the file in the error when it holds fewer. */
  read(position: number, length: number, what: string): Buffer {
    const bytes = Buffer.allocUnsafe(length);
    let read = 0;
    while (read < length) {
      const n = fs.readSync(this.fd, bytes, read, length - read, position + read);
      if (n === 0) throw new Error(`${what} ${this.file} was cut short`);
      read += n;
    }
    return bytes;
  }

  close(): void {
    fs.closeSync(this.fd);
    if (!this.unlinked) fs.rmSync(this.file, { force: true });
  }
}

/**
 * Appends to a file by its descriptor, from any thread of the process, at the offsets it counts itself: one appender
 * per file.
 */
export class FileAppender {
  private size = 0;

  constructor(private readonly fd: number) {}

  /** Writes all of `bytes` at the end of the file; where they start. */
  append(bytes: Uint8Array): number {
    const offset = this.size;
    let done = 0;
    while (done < bytes.length) done += fs.writeSync(this.fd, bytes, done, bytes.length - done, offset + done);
    this.size += bytes.length;
    return offset;
  }
}

/** Deletes an open file's name, which Linux and macOS allow. */
function tryUnlink(file: string): boolean {
  try {
    fs.unlinkSync(file);
    return true;
  } catch {
    return false;
  }
}
