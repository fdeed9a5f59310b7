import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where a page's deflated Markdown is in a MarkdownSpill. */
export interface SpilledMarkdown {
  spill: MarkdownSpill;
  offset: number;
  length: number;
}

/** Appends to a spill's file from the thread that deflates: the packer's worker, or the rendering thread. */
export class SpillWriter {
  private readonly fd: number;
  private size = 0;

  constructor(file: string) {
    this.fd = fs.openSync(file, 'w', 0o600);
  }

  /** Where `bytes` now start in the file. */
  append(bytes: Uint8Array): number {
    const offset = this.size;
    fs.writeSync(this.fd, bytes, 0, bytes.length, offset);
    this.size += bytes.length;
    return offset;
  }

  close(): void {
    fs.closeSync(this.fd);
  }
}

/**
 * A file in the system's temporary folder, in a folder of its own that only this user may read, that a build appends
 * its docs' deflated Markdown to as they are rendered and reads back as it writes the exports (see MarkdownPacker).
 * Kept in memory instead, the deflated Markdown of a 100,000-page site was 137 MB of the process's resident memory
 * from the first pages rendered to the exports, when the build is at its largest; read back, it costs a read of a few
 * KB from the page cache per doc. The file is removed once the exports are written, when the compile ends, or when
 * the process exits without either.
 */
export class MarkdownSpill {
  private readFd: number | undefined;
  private readonly removeAtExit = () => this.remove();

  private constructor(readonly file: string) {
    process.once('exit', this.removeAtExit);
  }

  static create(): MarkdownSpill {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-markdown-'));
    return new MarkdownSpill(path.join(dir, 'pages.deflate'));
  }

  /** The bytes a writer appended at `offset`, once it has (see MarkdownPacker.settled). */
  read(offset: number, length: number): Buffer {
    this.readFd ??= fs.openSync(this.file, 'r');
    const bytes = Buffer.allocUnsafe(length);
    const read = fs.readSync(this.readFd, bytes, 0, length, offset);
    if (read !== length) throw new Error(`${this.file}: ${length} bytes expected at ${offset}, ${read} read`);
    return bytes;
  }

  remove(): void {
    process.off('exit', this.removeAtExit);
    if (this.readFd !== undefined) fs.closeSync(this.readFd);
    this.readFd = undefined;
    fs.rmSync(path.dirname(this.file), { recursive: true, force: true });
  }
}
