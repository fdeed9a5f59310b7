import { TempFile, writeAt } from '../util/temp-file.ts';

/** Where a page's deflated Markdown is in a MarkdownSpill. */
export interface SpilledMarkdown {
  spill: MarkdownSpill;
  offset: number;
  length: number;
}

/**
 * Appends to a spill's file by its descriptor, from the thread that deflates: the packer's worker, or the rendering
 * thread. Each writes at the offsets it counts itself: one writer per spill.
 */
export class SpillAppender {
  private size = 0;

  constructor(private readonly fd: number) {}

  /** Where `bytes` now start in the file. */
  append(bytes: Uint8Array): number {
    const offset = this.size;
    writeAt(this.fd, bytes, offset);
    this.size += bytes.length;
    return offset;
  }
}

/**
 * A temporary file (see TempFile) that a build appends its docs' deflated Markdown to as they are rendered, and reads
 * back as it writes the exports (see MarkdownPacker). Kept in memory instead, the deflated Markdown of a 100,000-page
 * site was 137 MB of the process's resident memory from the first pages rendered to the exports, where the build is
 * at its largest; read back, it costs a read of a few KB from the page cache per doc.
 */
export class MarkdownSpill {
  private readonly file = new TempFile('docsgen-markdown');

  /** The descriptor its one appender writes through (see SpillAppender). */
  get fd(): number {
    return this.file.fd;
  }

  /** The bytes appended at `offset`, once the appender has written them (see MarkdownPacker.settled). */
  read(offset: number, length: number): Buffer {
    return this.file.read(offset, length, 'the spilled Markdown');
  }

  /** Once nothing writes to it any more, nor will read it. */
  close(): void {
    this.file.close();
  }
}
