import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import type { Diagnostic } from '../core/diagnostics.ts';
import { readText } from '../util/read-text.ts';
import { sidebarItem } from './config/sidebar-schema.ts';
import type { SidebarItemOptions } from './config/types.ts';
import { jsonSyntaxErrors, readJson } from './validate/json-source.ts';
import type { SourcePositions } from './validate/positions.ts';
import { check, diagnosticsAt } from './validate/validate.ts';

const sidebarsSchema = z.record(z.string(), z.array(sidebarItem));

export interface VersionedSidebars {
  sidebars: Record<string, SidebarItemOptions[]>;
  /** Where a sidebar's entry is written, for a problem found while the sidebars are built. */
  positions?: SourcePositions;
  diagnostics: Diagnostic[];
}

/**
 * A version's `versioned_sidebars/version-<name>-sidebars.json`, as `docusaurus docs:version` writes it: the sidebars
 * file of the day, shorthand included (`{ "Guia": ["a", "b"] }` for a category), checked as the config's sidebars are.
 */
export function readVersionedSidebars(file: string, cwd: string): VersionedSidebars {
  // A version without the file has no sidebar, as in Docusaurus.
  if (!fs.existsSync(file)) return { sidebars: {}, diagnostics: [] };
  const display = path.relative(cwd, file);
  const source = readText(file, display);
  if (source.text === undefined) return { sidebars: {}, diagnostics: source.diagnostics };
  const json = readJson(source.text);
  if (!json.ok)
    return {
      sidebars: {},
      diagnostics: jsonSyntaxErrors('invalid-config', display, source.text, json, 'invalid JSON'),
    };
  const checked = check(sidebarsSchema, expandShorthand(json.value));
  if (!checked.ok)
    return {
      sidebars: {},
      diagnostics: diagnosticsAt(display, checked.problems, json.positions, { invalid: 'invalid-config' }),
    };
  return { sidebars: checked.data, positions: json.positions, diagnostics: [] };
}

/** Docusaurus's shorthand: an object of lists is one category per key, as a sidebar and as an item without `type`. */
function expandShorthand(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([name, items]) => [name, expandItems(items)]));
}

function expandItems(items: unknown): unknown {
  if (isPlainObject(items)) return categories(items);
  if (!Array.isArray(items)) return items;
  return items.flatMap((item) =>
    isPlainObject(item) && item.type === undefined ? categories(item) : [expandItem(item)],
  );
}

function expandItem(item: unknown): unknown {
  if (isPlainObject(item) && item.type === 'category') return { ...item, items: expandItems(item.items) };
  return item;
}

function categories(shorthand: Record<string, unknown>): unknown[] {
  return Object.entries(shorthand).map(([label, items]) => ({ type: 'category', label, items: expandItems(items) }));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
