import type { DiagnosticCode } from './diagnostic-codes.ts';

/** A problem in the user's content or config, located at file:line:column. */
export interface Diagnostic {
  /** Path relative to the working directory, as the writer would type it. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  message: string;
  severity: 'error' | 'warning';
  /** The kind of problem, stable across releases (see diagnostic-codes.ts). */
  code: DiagnosticCode;
}

export function formatDiagnostic(d: Diagnostic): string {
  const prefix = d.severity === 'warning' ? 'warning: ' : '';
  return `${d.file}:${d.line}:${d.column}: ${prefix}${d.message}`;
}

export function error(code: DiagnosticCode, file: string, line: number, column: number, message: string): Diagnostic {
  return { file, line, column, message, severity: 'error', code };
}

/** Something Docusaurus tolerates: reported with its fix, and fatal only under `--strict`. */
export function warning(code: DiagnosticCode, file: string, line: number, column: number, message: string): Diagnostic {
  return { file, line, column, message, severity: 'warning', code };
}

/**
 * Raised when the user's input is wrong. The CLI prints its diagnostics, one
 * line each, and never a stack trace.
 */
export class UserError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'UserError';
  }
}

/**
 * Raised when the site cannot be written: the file system refused a folder
 * or a file (a name too long for it, a full disk). The CLI prints the one
 * line, and the previous output stays as it was.
 */
export class OutputError extends Error {
  /** `refused`: the output folder was refused before anything was written, rather than failing while written. */
  constructor(
    message: string,
    readonly refused = false,
  ) {
    super(message);
    this.name = 'OutputError';
  }
}

// One fixed locale: with the machine's own, a laptop and CI would list the same errors in different orders.
const compareText = new Intl.Collator('en').compare;

/** The same problem at the same place, as a site with translations finds again in each locale's build. */
export function sameDiagnostic(a: Diagnostic, b: Diagnostic): boolean {
  return a.file === b.file && a.line === b.line && a.column === b.column && a.message === b.message;
}

/** Stable order, so repeated runs print identical reports. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      compareText(a.file, b.file) || a.line - b.line || a.column - b.column || compareText(a.message, b.message),
  );
}

/** Turns a 0-based offset in `text` into a 1-based line and column. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
