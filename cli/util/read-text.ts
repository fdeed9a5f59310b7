import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import type { Diagnostic } from '../core/diagnostics.ts';

/**
 * What a path is when it is neither a regular file nor a folder ("a named pipe", "a socket", "a device"), else
 * undefined. Reading a named pipe waits for a writer forever, and would hold a watch process's only thread.
 */
export function specialFileKind(file: string): string | undefined {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat || stat.isFile() || stat.isDirectory()) return undefined;
  if (stat.isFIFO()) return 'a named pipe';
  return stat.isSocket() ? 'a socket' : 'a device';
}

/**
 * A source file as text. Node replaces bytes that are not UTF-8 with "�" without a word, so a file saved as Latin-1
 * shows "Configura��o" on its page; this says where the first such byte is, as a warning (`--strict` fails on it).
 */
export function readText(file: string, displayName: string): { text: string; diagnostics: Diagnostic[] } {
  const bytes = fs.readFileSync(file);
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
