import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.ts';
import type { DevError, DevExcerpt } from '../../format/dev-events.ts';

/** Lines shown on each side of an error's line, as Vite's overlay shows them. */
const CONTEXT_LINES = 2;
/** Errors past this many are listed without their excerpt: a config change can break thousands of links at once. */
const EXCERPTS = 50;
/** Longer lines are cut in the excerpt (a minified line would stretch the panel); the list keeps the message. */
const LINE_LIMIT = 240;

/**
 * The errors of a rebuild as the overlay lists them: every one, each with its location, its message and the lines
 * of its file around it, read now (what the writer just saved). A file that cannot be read has no excerpt.
 */
export function overlayErrors(diagnostics: readonly Diagnostic[], cwd: string, problems: string[] = []): DevError[] {
  const texts = new Map<string, string[] | undefined>();
  const linesOf = (file: string) => {
    if (!texts.has(file)) texts.set(file, readLines(path.resolve(cwd, file)));
    return texts.get(file);
  };
  const errors: DevError[] = diagnostics
    .filter((d) => d.severity === 'error')
    .map((d, i) => {
      const lines = i < EXCERPTS ? linesOf(d.file) : undefined;
      return {
        location: `${d.file}:${d.line}:${d.column}`,
        line: d.line,
        column: d.column,
        message: d.message,
        excerpt: lines && excerptAt(lines, d.line),
      };
    });
  return [...errors, ...problems.map((message) => ({ message }))];
}

function readLines(file: string): string[] | undefined {
  try {
    // Not a named pipe or a folder: only a regular file is read, and one the size of a page.
    const stat = fs.statSync(file);
    if (!stat.isFile() || stat.size > 8 * 1024 * 1024) return undefined;
    return fs.readFileSync(file, 'utf8').split(/\r?\n/);
  } catch {
    return undefined;
  }
}

function excerptAt(lines: string[], line: number): DevExcerpt | undefined {
  if (line < 1 || line > lines.length) return undefined;
  const start = Math.max(1, line - CONTEXT_LINES);
  const end = Math.min(lines.length, line + CONTEXT_LINES);
  return {
    start,
    lines: lines.slice(start - 1, end).map((l) => (l.length > LINE_LIMIT ? `${l.slice(0, LINE_LIMIT)}…` : l)),
  };
}
