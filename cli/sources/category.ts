import path from 'node:path';
import yaml from 'js-yaml';
import * as z from 'zod/mini';
import { error, type Diagnostic } from '../core/diagnostics.ts';
import { jsonSyntaxErrors, readJson } from './validate/json-source.ts';
import type { Problem } from './validate/issues.ts';
import type { Position, SourcePositions } from './validate/positions.ts';
import { customProps, text } from './validate/rules.ts';
import { categoryLink } from './validate/category-link.ts';
import { check, diagnosticsAt, withoutRefusedKeys } from './validate/validate.ts';
import { yamlPositions } from './validate/yaml-source.ts';
import { stripNumberPrefixes } from './number-prefix.ts';
import { oversizedYaml } from './validate/oversized-yaml.ts';

/** What a `_category_.json` or `_category_.yml` may say about its folder, as Docusaurus 3.8 reads it (and `key`, from 3.10). */
const categorySchema = z.strictObject({
  label: z.optional(text()),
  position: z.optional(z.number()),
  collapsed: z.optional(z.boolean()),
  collapsible: z.optional(z.boolean()),
  className: z.optional(z.string()),
  /** The page the label opens; null: none, not even the folder's index doc. */
  link: z.optional(z.nullable(categoryLink)),
  customProps: z.optional(customProps),
  description: z.optional(z.string()),
  key: z.optional(text()),
});

/** Metadata of a docs folder, from `_category_.json` or `_category_.yml`. */
export type CategoryMeta = Partial<z.output<typeof categorySchema>> & {
  /** Folder relative to the docs folder, without number prefixes, as docs name their folder. */
  dir: string;
  /** The file, as diagnostics name it. */
  file?: string;
  /** Where `link.id` is written, to report a doc it names that does not exist. */
  linkIdAt?: Position;
};

type Read =
  | { ok: true; value: unknown; positions: SourcePositions; duplicates: Problem[] }
  | { ok: false; diagnostics: Diagnostic[] };

export function parseCategory(
  file: string,
  relPath: string,
  source: string,
): { category: CategoryMeta; diagnostics: Diagnostic[] } {
  const dir = path.posix.dirname(relPath) === '.' ? '' : stripNumberPrefixes(path.posix.dirname(relPath));
  // Columns do not count a byte order mark.
  const text = source.replace(/^\uFEFF/, '');
  const read = relPath.endsWith('.json') ? readJsonCategory(file, text) : readYamlCategory(file, text);
  if (!read.ok) return { category: { dir }, diagnostics: read.diagnostics };
  if (read.value === null || read.value === undefined) return { category: { dir }, diagnostics: [] };
  if (typeof read.value !== 'object' || Array.isArray(read.value)) {
    return {
      category: { dir },
      diagnostics: [
        error(
          'invalid-category-file',
          file,
          1,
          1,
          'invalid category file: expected an object with "label" and "position"',
        ),
      ],
    };
  }
  const checked = check(categorySchema, read.value);
  const problems = [...read.duplicates, ...(checked.ok ? [] : checked.problems)];
  const data = checked.ok
    ? checked.data
    : withoutRefusedKeys(categorySchema, read.value as Record<string, unknown>, problems);
  const linkIdAt = data?.link?.type === 'doc' ? { linkIdAt: read.positions.locate(['link', 'id'], 'value') } : {};
  return {
    category: { ...data, dir, file, ...linkIdAt },
    diagnostics: diagnosticsAt(file, problems, read.positions, {
      invalid: 'invalid-category-file',
      unknownKey: 'unknown-category-key',
    }),
  };
}

/** Read as docs.config.json is: jsonc-parser gives every mistake and every key an offset, where JSON.parse gives none. */
function readJsonCategory(file: string, text: string): Read {
  const json = readJson(text);
  return json.ok
    ? json
    : {
        ok: false,
        diagnostics: jsonSyntaxErrors('invalid-category-file', file, text, json, 'invalid category file'),
      };
}

function readYamlCategory(file: string, text: string): Read {
  try {
    const value = yaml.load(text);
    const bomb = oversizedYaml('invalid-category-file', file, value, text, 'invalid category file');
    if (bomb) return { ok: false, diagnostics: [bomb] };
    return { ok: true, value, positions: yamlPositions(text), duplicates: [] };
  } catch (e) {
    const mark = (e as { mark?: { line: number; column: number } }).mark;
    const reason = (e as { reason?: string }).reason ?? (e as Error).message;
    return {
      ok: false,
      diagnostics: [
        error(
          'invalid-category-file',
          file,
          (mark?.line ?? 0) + 1,
          (mark?.column ?? 0) + 1,
          `invalid category file: ${reason}`,
        ),
      ],
    };
  }
}
