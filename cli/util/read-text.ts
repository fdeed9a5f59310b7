import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import type { Diagnostic } from '../core/diagnostics.ts';

/**
 * What a path is when it is neither a regular file nor a folder ("a named pipe", "a socket", "a device"), else
 * undefined. Reading a named pipe waits for a writer forever, and would hold a watch process's only thread.
 */
export function specialFileKind(file: string): string | undefined {
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(file, { throwIfNoEntry: false });
  } catch {
    // Not there to read (a folder on its path is now a file: ENOTDIR), or not ours to read: reading it says so.
    return undefined;
  }
  if (!stat || stat.isFile() || stat.isDirectory()) return undefined;
  if (stat.isFIFO()) return 'a named pipe';
  return stat.isSocket() ? 'a socket' : 'a device';
}

const UNREADABLE_FILE = 'cannot read this file';
/** How a folder the walk could not read is reported (see cli/util/confined-walk.ts). */
export const UNREADABLE_FOLDER = 'cannot read this folder';

/**
 * Why a file could not be read, for a diagnostic at it: no permission (EACCES), a folder where the file was (EISDIR),
 * gone since it was found (ENOENT).
 */
function unreadableFileMessage(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  return `${UNREADABLE_FILE} (${code ?? (e as Error).message}); the site would lack it, so give the user running docsgen the right to read it (chmod a+r), or move it out of the content`;
}

/** Whether a diagnostic says a file or folder could not be read (watch serves the rest, and reads it again later). */
export function isUnreadableMessage(message: string): boolean {
  return message.startsWith(UNREADABLE_FILE) || message.startsWith(UNREADABLE_FOLDER);
}

/**
 * A source file as text. Node replaces bytes that are not UTF-8 with "�" without a word, so a file saved as Latin-1
 * shows "Configura��o" on its page; this says where the first such byte is, as a warning (`--strict` fails on it).
 * A file that cannot be read has no text, and an error at its first line says why: never a thrown error, which would
 * stop a build with a stack trace and a watch process's every rebuild until the file is readable again.
 */
export function readText(file: string, displayName: string): { text: string | undefined; diagnostics: Diagnostic[] } {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (e) {
    return {
      text: undefined,
      diagnostics: [
        {
          file: displayName,
          line: 1,
          column: 1,
          severity: 'error',
          code: 'unreadable-file',
          message: unreadableFileMessage(e),
        },
      ],
    };
  }
  const text = bytes.toString('utf8');
  if (isUtf8(bytes)) return { text, diagnostics: [] };
  const at = firstInvalidByte(bytes);
  const before = bytes.subarray(0, at);
  const line = before.reduce((count, byte) => count + (byte === 0x0a ? 1 : 0), 1);
  const lineStart = before.lastIndexOf(0x0a) + 1;
  const column = new TextDecoder().decode(bytes.subarray(lineStart, at)).length + 1;
  return {
    text,
    diagnostics: [
      {
        file: displayName,
        line,
        column,
        severity: 'warning',
        code: 'unreadable-file',
        message: `invalid UTF-8 (byte 0x${bytes[at]!.toString(16).padStart(2, '0')}), shown as "\uFFFD"; save the file as UTF-8`,
      },
    ],
  };
}

/** The offset of the first byte that does not belong to a valid UTF-8 sequence. */
function firstInvalidByte(bytes: Uint8Array): number {
  let low = 0;
  let high = bytes.length;
  // The longest prefix that decodes, by bisection. As a stream, a prefix that ends inside a valid sequence waits for
  // the rest instead of failing, so only prefixes that hold the bad byte fail.
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, mid), { stream: true });
      low = mid;
    } catch {
      high = mid - 1;
    }
  }
  // The bad byte may end a sequence begun up to three bytes before (0xe7 then 0xe3): its start is the last point
  // where the bytes before it decode whole.
  let start = low;
  while (start > 0 && !decodesWhole(bytes.subarray(0, start))) start--;
  return Math.min(start, bytes.length - 1);
}

function decodesWhole(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
