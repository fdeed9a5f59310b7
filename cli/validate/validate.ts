import type * as z from 'zod/mini';
import { error, sortDiagnostics, warning, type Diagnostic } from '../util/diagnostics.ts';
import { PARSE_OPTIONS, problemsOf, type Problem } from './issues.ts';
import type { SourcePositions } from './positions.ts';

export type Checked<T> = { ok: true; data: T } | { ok: false; problems: Problem[] };

/** A parsed file's value checked against its schema: the typed value with its defaults, or every problem found. */
export function check<S extends z.ZodMiniType>(schema: S, value: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(value, PARSE_OPTIONS);
  return result.success ? { ok: true, data: result.data } : { ok: false, problems: problemsOf(result.error.issues) };
}

/**
 * Problems as `file:line:col: message` at the keys and values they are about, in file order; `prefix` opens each
 * message. With `unknownKeysTolerated`, as for front matter and `_category_` files whose top level Docusaurus reads
 * loosely, an unknown key at the top is a warning that says it is ignored; nested objects are strict there too.
 */
export function diagnosticsAt(file: string, problems: readonly Problem[], positions: SourcePositions, prefix = '', unknownKeysTolerated = false): Diagnostic[] {
  return sortDiagnostics(
    problems.map((problem) => {
      const { line, column } = problem.position ?? positions.locate(problem.path, problem.at);
      if (unknownKeysTolerated && problem.unknownKey && problem.path.length === 1) {
        return warning(file, line, column, `${prefix}${problem.message}; ignored, as in Docusaurus`);
      }
      return error(file, line, column, `${prefix}${problem.message}`);
    }),
  );
}

/**
 * For files whose keys stand alone (front matter, category files): the value without the keys that were refused,
 * so that a page still builds its other parts while its mistakes are reported. Undefined when a rule across keys
 * still fails.
 */
export function withoutRefusedKeys<S extends z.ZodMiniType>(schema: S, record: Record<string, unknown>, problems: readonly Problem[]): z.output<S> | undefined {
  const refused = new Set(problems.map((problem) => problem.path[0]));
  const rest = Object.fromEntries(Object.entries(record).filter(([key]) => !refused.has(key)));
  const again = schema.safeParse(rest, PARSE_OPTIONS);
  return again.success ? again.data : undefined;
}
