import { sizeFromEnv } from '../util/size-from-env.ts';
import { FileAppender, TempFile } from '../util/temp-file.ts';

/**
 * Characters of excerpts an index keeps as strings (a 10,000-page site holds about 12 million): past them, every
 * excerpt goes to a file. A 100,000-page site's excerpts are 125 MB of its index worker's heap from the first pages to
 * the last part, which the heap's growth doubles, while the main thread's heap peaks too.
 */
export const KEPT_EXCERPT_CHARS = 16 * 1024 * 1024;

/** Bytes of excerpts gathered before they are written to the file. */
const WRITE_BYTES = 1024 * 1024;

/**
 * The excerpts of an index being built, by document id (see excerptOf): strings while they are few, else each as its
 * JSON in a temporary file (see TempFile), read back a part at a time when the excerpt parts are written (see
 * splitIndex). Tests set `DOCSGEN_KEPT_EXCERPT_CHARS` to take a small site through the file.
 */
export class ExcerptStore {
  private kept: string[] = [];
  private keptChars = 0;
  private spill: Spill | undefined;

  constructor(private readonly keepChars = sizeFromEnv('DOCSGEN_KEPT_EXCERPT_CHARS', KEPT_EXCERPT_CHARS)) {}

  get length(): number {
    return this.spill ? this.spill.count : this.kept.length;
  }

  push(excerpt: string): void {
    if (this.spill) return this.spill.push(excerpt);
    this.kept.push(excerpt);
    this.keptChars += excerpt.length;
    if (this.keptChars <= this.keepChars) return;
    this.spill = new Spill();
    for (const text of this.kept) this.spill.push(text);
    this.kept = [];
  }

  /** The excerpt part of documents [from, to) as its JSON (SearchExcerptPart), as JSON.stringify writes it. */
  partJson(from: number, to: number): string {
    if (!this.spill) return JSON.stringify({ excerpts: this.kept.slice(from, to) });
    return `{"excerpts":[${this.spill.elements(from, to)}]}`;
  }

  /** Every excerpt, in order. */
  list(): string[] {
    return this.spill ? (JSON.parse(`[${this.spill.elements(0, this.spill.count)}]`) as string[]) : [...this.kept];
  }

  /** Closes and deletes the file, if any; the excerpts are then gone. */
  close(): void {
    this.spill?.close();
    this.spill = undefined;
    this.kept = [];
  }
}

/** The file: each excerpt's JSON and a comma, with where each starts. */
class Spill {
  private readonly file = new TempFile('docsgen-excerpts');
  private readonly appender = new FileAppender(this.file.fd);
  /** Byte offsets of each excerpt, then the end of the last one. */
  private readonly offsets: number[] = [0];
  private pending: string[] = [];
  private pendingBytes = 0;

  get count(): number {
    return this.offsets.length - 1;
  }

  push(excerpt: string): void {
    const element = `${JSON.stringify(excerpt)},`;
    const bytes = Buffer.byteLength(element);
    this.pending.push(element);
    this.pendingBytes += bytes;
    this.offsets.push(this.offsets[this.offsets.length - 1]! + bytes);
    if (this.pendingBytes >= WRITE_BYTES) this.flush();
  }

  /** The JSON of excerpts [from, to), separated by commas. */
  elements(from: number, to: number): string {
    if (from >= to) return '';
    this.flush();
    const start = this.offsets[from]!;
    const bytes = this.file.read(start, this.offsets[to]! - start, "the search index's excerpts file");
    // Without the last comma.
    return bytes.toString('utf8', 0, bytes.length - 1);
  }

  close(): void {
    this.file.close();
  }

  private flush(): void {
    if (!this.pending.length) return;
    const bytes = Buffer.from(this.pending.join(''));
    this.appender.append(bytes);
    this.pending = [];
    this.pendingBytes = 0;
  }
}
