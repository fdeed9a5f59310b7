import path from 'node:path';
import yaml from 'js-yaml';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { describeParseError } from '../config/load-config.ts';
import { error, lineColumnAt, type Diagnostic } from '../diagnostics.ts';
import { stripNumberPrefixes } from './number-prefix.ts';

/** Metadata of a docs folder, from `_category_.json` or `_category_.yml`. */
export interface CategoryMeta {
  /** Folder relative to the docs folder, without number prefixes, as docs name their folder. */
  dir: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
}

const allowed: Record<string, (v: unknown) => string | undefined> = {
  label: (v) => (typeof v === 'string' && v.trim() ? undefined : 'a non-empty string'),
  position: (v) => (typeof v === 'number' && Number.isFinite(v) ? undefined : 'a number'),
  collapsed: (v) => (typeof v === 'boolean' ? undefined : 'true or false'),
  collapsible: (v) => (typeof v === 'boolean' ? undefined : 'true or false'),
  className: (v) => (typeof v === 'string' ? undefined : 'a string'),
};

export function parseCategory(file: string, relPath: string, source: string): { category: CategoryMeta; diagnostics: Diagnostic[] } {
  const dir = path.posix.dirname(relPath) === '.' ? '' : stripNumberPrefixes(path.posix.dirname(relPath));
  const diagnostics: Diagnostic[] = [];
  let data: unknown;
  if (relPath.endsWith('.json')) {
    // Read as docs.config.json is: jsonc-parser gives every mistake an offset, where JSON.parse often gives none.
    const errors: ParseError[] = [];
    data = parse(source, errors, { disallowComments: true, allowTrailingComma: false });
    const first = errors[0];
    if (first) {
      const at = lineColumnAt(source, first.offset);
      return { category: { dir }, diagnostics: [error(file, at.line, at.column, `invalid category file: ${describeParseError(printParseErrorCode(first.error))}`)] };
    }
  } else {
    try {
      data = yaml.load(source);
    } catch (e) {
      const mark = (e as { mark?: { line: number; column: number } }).mark;
      return { category: { dir }, diagnostics: [error(file, (mark?.line ?? 0) + 1, (mark?.column ?? 0) + 1, `invalid category file: ${(e as { reason?: string }).reason ?? (e as Error).message}`)] };
    }
  }
  if (data === null || data === undefined) return { category: { dir }, diagnostics };
  if (typeof data !== 'object' || Array.isArray(data)) {
    return { category: { dir }, diagnostics: [error(file, 1, 1, 'invalid category file: expected an object with "label" and "position"')] };
  }
  const record = data as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    const line = lineOfKey(source, key);
    const check = allowed[key];
    if (!check) diagnostics.push(error(file, line, 1, `unknown key "${key}"; expected one of ${Object.keys(allowed).join(', ')}`));
    else if (check(value)) diagnostics.push(error(file, line, 1, `"${key}" must be ${check(value)}, got ${JSON.stringify(value)}`));
  }
  const pick = <T>(key: string, type: string) => (typeof record[key] === type ? (record[key] as T) : undefined);
  return {
    category: { dir, label: pick<string>('label', 'string'), position: pick<number>('position', 'number'), collapsed: pick<boolean>('collapsed', 'boolean') },
    diagnostics,
  };
}

function lineOfKey(source: string, key: string): number {
  const index = source.split(/\r?\n/).findIndex((line) => new RegExp(`^\\s*["']?${key}["']?\\s*:`).test(line));
  return index + 1 || 1;
}
