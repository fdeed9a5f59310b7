import type { DiagnosticCode } from '../../core/diagnostic-codes.ts';
import { error, type Diagnostic } from '../../core/diagnostics.ts';

/**
 * More values than any front matter, category or authors file holds by hand. YAML aliases (`*name`) let a few lines
 * stand for billions of values: js-yaml shares them rather than copying, but every check and message that walks the
 * result would visit each one. A file that holds that many values written out is refused too, for its size.
 */
const MAX_VALUES = 10_000;

/**
 * The one error for a YAML text whose parsed `value` has more than MAX_VALUES values: an alias bomb, at its first
 * alias, when its aliases make it so; else a file that large, at its first line. Undefined for any other. `what`
 * starts the message ("front matter", "invalid category file").
 */
export function oversizedYaml(
  code: DiagnosticCode,
  file: string,
  value: unknown,
  text: string,
  what: string,
): Diagnostic | undefined {
  if (!expandsBeyond(value)) return undefined;
  const written = writtenValues(value);
  if (written > MAX_VALUES)
    return error(
      code,
      file,
      1,
      1,
      `${what}: it holds ${written.toLocaleString('en')} values, more than the ${MAX_VALUES.toLocaleString('en')} docsgen reads in one; keep data that large in a file of its own`,
    );
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

/**
 * The values the text writes out: each list or mapping an alias shares is counted once, where it is defined, as
 * js-yaml hands every alias of it the same object. Bounded by the text's length, whatever its aliases.
 */
function writtenValues(value: unknown): number {
  const seen = new Set<object>();
  let count = 0;
  const walk = (v: unknown): void => {
    count++;
    if (typeof v !== 'object' || v === null || seen.has(v)) return;
    seen.add(v);
    for (const child of Array.isArray(v) ? v : Object.values(v)) walk(child);
  };
  walk(value);
  // The file's own mapping or list is no value written in it.
  return count - 1;
}

/** The 0-based line and column of the first alias in a YAML text, to point the error at. */
function firstAlias(text: string): { line: number; column: number } {
  const at = /(^|[\s[{,:-])\*[^\s,\]}]/m.exec(text);
  const offset = at ? at.index + at[1]!.length : 0;
  const before = text.slice(0, offset);
  return { line: before.split('\n').length - 1, column: offset - (before.lastIndexOf('\n') + 1) };
}

const ALIAS_BOMB_MESSAGE = `its YAML aliases (*name) expand to more than ${MAX_VALUES.toLocaleString('en')} values; repeat a value with an alias, never a list of aliases of lists`;
