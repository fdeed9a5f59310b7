import type * as z from 'zod/mini';
import type { DiagnosticCode } from '../../core/diagnostic-codes.ts';
import { error, sortDiagnostics, warning, type Diagnostic } from '../../core/diagnostics.ts';
import { PARSE_OPTIONS, problemsOf, type Problem } from './issues.ts';
import type { SourcePositions } from './positions.ts';

export type Checked<T> = { ok: true; data: T } | { ok: false; problems: Problem[] };

/** A parsed file's value checked against its schema: the typed value with its defaults, or every problem found. */
export function check<S extends z.ZodMiniType>(schema: S, value: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(value, PARSE_OPTIONS);
  return result.success ? { ok: true, data: result.data } : { ok: false, problems: problemsOf(result.error.issues) };
}

/** The codes of a kind of file's problems: `unknownKey` is given for files whose unknown top-level keys are tolerated. */
export interface FileCodes {
  invalid: DiagnosticCode;
  unknownKey?: DiagnosticCode;
}

/**
 * Problems as `file:line:col: message` at the keys and values they are about, in file order; `prefix` opens each
 * message. With `codes.unknownKey`, as for front matter and `_category_` files whose top level Docusaurus reads
 * loosely, an unknown key at the top is a warning that says it is ignored; nested objects are strict there too.
 */
export function diagnosticsAt(
  file: string,
  problems: readonly Problem[],
  positions: SourcePositions,
  codes: FileCodes,
  prefix = '',
): Diagnostic[] {
  return sortDiagnostics(
    problems.map((problem) => {
      const { line, column } = problem.position ?? positions.locate(problem.path, problem.at);
      if (codes.unknownKey && problem.unknownKey && problem.path.length === 1) {
        return warning(codes.unknownKey, file, line, column, `${prefix}${problem.message}; ignored, as in Docusaurus`);
      }
      return error(codes.invalid, file, line, column, `${prefix}${problem.message}`);
    }),
  );
}

/**
 * For files whose keys stand alone (front matter, category files): the value without the keys that were refused,
 * so that a page still builds its other parts while its mistakes are reported. Undefined when a rule across keys
 * still fails.
 */
export function withoutRefusedKeys<S extends z.ZodMiniType>(
  schema: S,
  record: Record<string, unknown>,
  problems: readonly Problem[],
): z.output<S> | undefined {
  const refused = new Set(problems.map((problem) => problem.path[0]));
  const rest = Object.fromEntries(Object.entries(record).filter(([key]) => !refused.has(key)));
  const again = schema.safeParse(rest, PARSE_OPTIONS);
  return again.success ? again.data : undefined;
}
