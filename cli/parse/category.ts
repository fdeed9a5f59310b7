import path from 'node:path';
import yaml from 'js-yaml';
import { getNodeValue, parseTree, type ParseError } from 'jsonc-parser';
import { jsonSyntaxErrors } from '../config/load-config.ts';
import { error, lineColumnAt, type Diagnostic } from '../util/diagnostics.ts';
import { nearMiss } from '../util/near-miss.ts';
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
  let keyAt: (key: string) => { line: number; column: number };
  if (relPath.endsWith('.json')) {
    // Read as docs.config.json is: jsonc-parser gives every mistake and every key an offset, where JSON.parse gives none.
    const text = source.replace(/^\uFEFF/, '');
    const errors: ParseError[] = [];
    const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
    if (errors.length) return { category: { dir }, diagnostics: jsonSyntaxErrors(file, text, errors, 'invalid category file') };
    data = tree && getNodeValue(tree);
    const keys = new Map<string, number>();
    for (const keyNode of (tree?.type === 'object' ? tree.children ?? [] : []).map((prop) => prop.children![0]!)) {
      const key = keyNode.value as string;
      if (keys.has(key)) diagnostics.push(error(file, ...position(text, keyNode.offset), `duplicate key "${key}"; only the last one would count, so remove the other`));
      keys.set(key, keyNode.offset);
    }
    keyAt = (key) => lineColumnAt(text, keys.get(key) ?? 0);
  } else {
    try {
      data = yaml.load(source);
    } catch (e) {
      const mark = (e as { mark?: { line: number; column: number } }).mark;
      return { category: { dir }, diagnostics: [error(file, (mark?.line ?? 0) + 1, (mark?.column ?? 0) + 1, `invalid category file: ${(e as { reason?: string }).reason ?? (e as Error).message}`)] };
    }
    keyAt = (key) => yamlKeyAt(source, key);
  }
  if (data === null || data === undefined) return { category: { dir }, diagnostics };
  if (typeof data !== 'object' || Array.isArray(data)) {
    return { category: { dir }, diagnostics: [error(file, 1, 1, 'invalid category file: expected an object with "label" and "position"')] };
  }
  const record = data as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    const { line, column } = keyAt(key);
    const check = allowed[key];
    if (!check) diagnostics.push(error(file, line, column, `unknown key "${key}"${unknownKeyHint(key, Object.keys(allowed))}`));
    else if (check(value)) diagnostics.push(error(file, line, column, `"${key}" must be ${check(value)}, got ${JSON.stringify(value)}`));
  }
  const pick = <T>(key: string, type: string) => (typeof record[key] === type && !allowed[key]!(record[key]) ? (record[key] as T) : undefined);
  return {
    category: { dir, label: pick<string>('label', 'string'), position: pick<number>('position', 'number'), collapsed: pick<boolean>('collapsed', 'boolean') },
    diagnostics,
  };
}

function position(text: string, offset: number): [number, number] {
  const { line, column } = lineColumnAt(text, offset);
  return [line, column];
}

/** Where a top-level key of a YAML mapping is written; js-yaml keeps no positions. */
function yamlKeyAt(source: string, key: string): { line: number; column: number } {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^(\\s*)["']?${escaped}["']?\\s*:`);
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const match = pattern.exec(lines[i]!);
    if (match) return { line: i + 1, column: match[1]!.length + 1 };
  }
  return { line: 1, column: 1 };
}

/** A near miss names the key that was probably meant; anything else lists the keys there are. */
function unknownKeyHint(key: string, known: string[]): string {
  const guess = nearMiss(key, known);
  return guess ? ` (did you mean "${guess}"?)` : `; expected one of ${known.join(', ')}`;
}
