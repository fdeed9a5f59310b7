import type { DiagnosticCode } from '../../core/diagnostic-codes.ts';
import { error, type Diagnostic } from '../../core/diagnostics.ts';

/**
 * More values than any front matter, category or authors file holds by hand. YAML aliases (`*name`) let a few lines
 * stand for billions of values: js-yaml shares them rather than copying, but every check and message that walks the
 * result would visit each one.
 */
const MAX_VALUES = 10_000;

/**
 * The one error for a YAML text whose parsed `value` is an alias bomb, at its first alias; undefined for any other.
 * `what` starts the message ("front matter", "invalid category file").
 */
export function aliasBomb(
  code: DiagnosticCode,
  file: string,
  value: unknown,
  text: string,
  what: string,
): Diagnostic | undefined {
  if (!expandsBeyond(value)) return undefined;
  const at = firstAlias(text);
  return error(code, file, at.line + 1, at.column + 1, `${what}: ${ALIAS_BOMB_MESSAGE}`);
}

/** Whether walking `value` would visit more than `limit` values, counting each alias as often as it is used. */
function expandsBeyond(value: unknown, limit = MAX_VALUES): boolean {
  let visited = 0;
  const walk = (v: unknown): boolean => {
    if (++visited > limit) return true;
    if (Array.isArray(v)) return v.some(walk);
    if (typeof v === 'object' && v !== null) return Object.values(v).some(walk);
    return false;
  };
  return walk(value);
}

/** The 0-based line and column of the first alias in a YAML text, to point the error at. */
function firstAlias(text: string): { line: number; column: number } {
  const at = /(^|[\s[{,:-])\*[^\s,\]}]/m.exec(text);
  const offset = at ? at.index + at[1]!.length : 0;
  const before = text.slice(0, offset);
  return { line: before.split('\n').length - 1, column: offset - (before.lastIndexOf('\n') + 1) };
}

const ALIAS_BOMB_MESSAGE = `its YAML aliases (*name) expand to more than ${MAX_VALUES.toLocaleString('en')} values; repeat a value with an alias, never a list of aliases of lists`;
