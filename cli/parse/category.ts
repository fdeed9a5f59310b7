import path from 'node:path';
import yaml from 'js-yaml';
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
  try {
    data = relPath.endsWith('.json') ? JSON.parse(source) : yaml.load(source);
  } catch (e) {
    // js-yaml marks where it stopped; JSON.parse only says "at position N" in its message.
    const mark = (e as { mark?: { line: number; column: number } }).mark;
    const position = /at position (\d+)/.exec((e as Error).message)?.[1];
    const at = mark ? { line: mark.line + 1, column: mark.column + 1 } : position ? lineColumnAt(source, Number(position)) : { line: 1, column: 1 };
    const reason = ((e as { reason?: string }).reason ?? (e as Error).message).replace(/ in JSON at position \d+.*$/, '');
    return { category: { dir }, diagnostics: [error(file, at.line, at.column, `invalid category file: ${reason}`)] };
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
