import fs from 'node:fs';

/**
 * Bytes of a file on disk, named rather than read: a build appends the unchanged pieces of the last llms-full.txt to
 * the new one this way, and the writer thread copies them, instead of the main thread reading 40 MB at 10,000 pages
 * and cloning it to the writer.
 */
export interface FileRange {
  copyOf: string;
  start: number;
  length: number;
}

/** What a file can be appended: text, bytes, or a range of another file (see FileRange). */
export type Appended = string | Uint8Array | FileRange;

export const isFileRange = (content: unknown): content is FileRange =>
  typeof content === 'object' && content !== null && 'copyOf' in content;

/** Reads `range` a piece at a time, handing each piece to `take`; throws when the file ends before the range does. */
export function readRange({ copyOf, start, length }: FileRange, take: (bytes: Uint8Array) => void): void {
  const fd = fs.openSync(copyOf, 'r');
  try {
    const piece = Buffer.allocUnsafe(Math.min(length, RANGE_PIECE_BYTES));
    for (let done = 0; done < length; ) {
      const n = fs.readSync(fd, piece, 0, Math.min(piece.length, length - done), start + done);
      if (n === 0) throw new Error(`${copyOf} ended before its recorded length`);
      take(piece.subarray(0, n));
      done += n;
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** The bytes of a small `range` at once; throws when the file ends before the range does. */
export function readRangeWhole(range: FileRange): Uint8Array {
  const bytes = new Uint8Array(range.length);
  let done = 0;
  readRange(range, (piece) => {
    bytes.set(piece, done);
    done += piece.length;
  });
  return bytes;
}

/** How much of a range is read at once. */
const RANGE_PIECE_BYTES = 4 * 1024 * 1024;
