import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { error, warning, type Diagnostic } from '../core/diagnostics.ts';
import { readText } from '../util/read-text.ts';
import { sidebarItem } from './config/sidebar-schema.ts';
import type { SidebarItemOptions } from './config/types.ts';
import type { DocSource } from './doc.ts';
import { versionIdPrefix } from './versions.ts';
import { jsonSyntaxErrors, readJson } from './validate/json-source.ts';
import type { SourcePositions } from './validate/positions.ts';
import { formatJsonPath } from './validate/path.ts';
import { check, diagnosticsAt } from './validate/validate.ts';

const sidebarsSchema = z.record(z.string(), z.array(sidebarItem));

export interface VersionedSidebars {
  sidebars: Record<string, SidebarItemOptions[]>;
  /** Where a sidebar's entry is written, for a problem found while the sidebars are built. */
  positions?: SourcePositions;
  /** The plain name each sidebar of a legacy name is read under ("version-1.0.0/docs" to "docs"), by legacy name. */
  legacyNames: ReadonlyMap<string, string>;
  diagnostics: Diagnostic[];
}

/** The version a sidebars file is of, for the ids Docusaurus 2 wrote with its name (see unprefixLegacyIds). */
export interface SidebarsVersion {
  name: string;
  /** The other versions of its docs plugin. */
  others: readonly string[];
  /** Its docs' ids, without the prefix docsgen gives them: the id of a doc is never rewritten. */
  docIds: ReadonlySet<string>;
}

/**
 * A version's `versioned_sidebars/version-<name>-sidebars.json`, as `docusaurus docs:version` writes it: the sidebars
 * file of the day, shorthand included (`{ "Guia": ["a", "b"] }` for a category), checked as the config's sidebars are.
 */
export function readVersionedSidebars(file: string, cwd: string, version: SidebarsVersion): VersionedSidebars {
  // A version without the file has no sidebar, as in Docusaurus.
  if (!fs.existsSync(file)) return { sidebars: {}, legacyNames: new Map(), diagnostics: [] };
  const display = path.relative(cwd, file);
  const source = readText(file, display);
  if (source.text === undefined) return { sidebars: {}, legacyNames: new Map(), diagnostics: source.diagnostics };
  const json = readJson(source.text);
  if (!json.ok)
    return {
      sidebars: {},
      legacyNames: new Map(),
      diagnostics: jsonSyntaxErrors('invalid-config', display, source.text, json, 'invalid JSON'),
    };
  const legacy = unprefixLegacyIds(json.value, json.positions, display, version);
  const checked = check(sidebarsSchema, expandShorthand(legacy.value));
  if (!checked.ok)
    return {
      sidebars: {},
      legacyNames: legacy.names,
      diagnostics: [
        ...legacy.diagnostics,
        ...diagnosticsAt(display, checked.problems, json.positions, { invalid: 'invalid-config' }),
      ],
    };
  return {
    sidebars: checked.data,
    positions: json.positions,
    legacyNames: legacy.names,
    diagnostics: legacy.diagnostics,
  };
}

/**
 * Docusaurus 2 knew a version's docs by two ids, "foo/bar" and "version-1.0.0/foo/bar", and the sidebars files of
 * sites versioned before 2.0 use the second, often under a sidebar name of the same form ("version-1.0.0/docs").
 * Docusaurus 3 rejects both forms (sidebars/utils.ts: checkLegacyVersionedSidebarNames, handleLegacyVersionedDocIds),
 * yet the site built until then: they are read as Docusaurus 2 read them, each with a warning that names the fix. The
 * prefix of another version of the plugin is an error, as in both: a version's sidebars list only its own docs.
 * Walks the file as written, before the shorthand is expanded, so that each problem is placed where it is written.
 */
function unprefixLegacyIds(
  value: unknown,
  positions: SourcePositions,
  file: string,
  version: SidebarsVersion,
): { value: unknown; names: Map<string, string>; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const names = new Map<string, string>();
  const own = legacyPrefix(version.name);
  const legacy = (what: string, at: PropertyKey[], written: string, plain: string, key: 'key' | 'value') => {
    const { line, column } = positions.locate(at, key);
    const message = `${formatJsonPath(at)}: ${legacyMessage(what, written, plain)}`;
    diagnostics.push(warning('unknown-doc-id', file, line, column, message));
  };
  const id = (written: string, at: PropertyKey[]): string => {
    if (version.docIds.has(written)) return written;
    if (written.startsWith(own)) {
      const plain = written.slice(own.length);
      legacy('doc id', at, written, plain, 'value');
      return plain;
    }
    const other = version.others.find((name) => written.startsWith(legacyPrefix(name)));
    if (other === undefined) return written;
    const plain = written.slice(legacyPrefix(other).length);
    const { line, column } = positions.locate(at, 'value');
    const message =
      `${formatJsonPath(at)}: "${written}" names a doc of version ${other}, and a version's sidebars list only its ` +
      `own docs, as in Docusaurus: write "${plain}" for version ${version.name}'s`;
    diagnostics.push(error('unknown-doc-id', file, line, column, message));
    // Reported once: the rest is read as the fix would have it.
    return plain;
  };
  const items = (list: unknown, at: PropertyKey[]): unknown => {
    if (Array.isArray(list)) return list.map((item, i) => entry(item, [...at, i]));
    // The shorthand: one category per key.
    if (isPlainObject(list))
      return Object.fromEntries(Object.entries(list).map(([label, child]) => [label, items(child, [...at, label])]));
    return list;
  };
  const entry = (item: unknown, at: PropertyKey[]): unknown => {
    if (typeof item === 'string') return id(item, at);
    if (!isPlainObject(item)) return item;
    if (item.type === undefined) return items(item, at);
    if (item.type === 'doc' || item.type === 'ref')
      return typeof item.id === 'string' ? { ...item, id: id(item.id, [...at, 'id']) } : item;
    if (item.type !== 'category') return item;
    const link = item.link;
    const linked =
      isPlainObject(link) && link.type === 'doc' && typeof link.id === 'string'
        ? { link: { ...link, id: id(link.id, [...at, 'link', 'id']) } }
        : {};
    return { ...item, ...linked, ...('items' in item ? { items: items(item.items, [...at, 'items']) } : {}) };
  };
  if (!isPlainObject(value)) return { value, names, diagnostics };
  const sidebars = Object.entries(value).map(([name, sidebar]): [string, unknown] => {
    const plain = name.slice(own.length);
    // Kept when the file also has the plain name: Docusaurus 2 had the two sidebars.
    if (!name.startsWith(own) || Object.hasOwn(value, plain)) return [name, items(sidebar, [name])];
    legacy('sidebar name', [name], name, plain, 'key');
    names.set(name, plain);
    return [plain, items(sidebar, [name])];
  });
  return { value: Object.fromEntries(sidebars), names, diagnostics };
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

/**
 * A versioned doc's front matter naming its version's docs and sidebars as Docusaurus 2 let it, with the legacy ids of
 * the sidebars files (see unprefixLegacyIds): `pagination_prev` and `pagination_next` by a legacy doc id,
 * `displayed_sidebar` by the legacy name its sidebars file gave the sidebar. Read as the plain names, with a warning;
 * run before the docs get docsgen's own prefix.
 */
export function unprefixLegacyFrontMatter(
  docs: readonly DocSource[],
  version: SidebarsVersion,
  legacyNames: ReadonlyMap<string, string>,
): Diagnostic[] {
  const own = legacyPrefix(version.name);
  const diagnostics: Diagnostic[] = [];
  for (const doc of docs) {
    const fm = doc.frontMatter;
    const legacy = (key: 'pagination_prev' | 'pagination_next' | 'displayed_sidebar', plain: string) => {
      const what = key === 'displayed_sidebar' ? 'sidebar name' : 'doc id';
      const message = `front matter: ${key}: ${legacyMessage(what, fm[key]!, plain)}`;
      diagnostics.push(warning('unknown-doc-id', doc.file, doc.keyLines[key] ?? 1, 1, message));
      fm[key] = plain;
    };
    for (const key of ['pagination_prev', 'pagination_next'] as const) {
      const id = fm[key];
      if (typeof id === 'string' && id.startsWith(own) && !version.docIds.has(id)) legacy(key, id.slice(own.length));
    }
    const sidebar = fm.displayed_sidebar;
    const plain = typeof sidebar === 'string' ? legacyNames.get(sidebar) : undefined;
    if (plain !== undefined) legacy('displayed_sidebar', plain);
  }
  return diagnostics;
}

/**
 * What Docusaurus 2 prefixed a version's doc ids with, "version-1.0.0/", for an instance's versions too: the prefix
 * docsgen gives the config's docs' versions (versionIdPrefix).
 */
const legacyPrefix = (name: string) => versionIdPrefix(undefined, name);

function legacyMessage(what: string, written: string, plain: string): string {
  const read = `legacy versioned ${what} "${written}", read as "${plain}" as Docusaurus 2 read it`;
  return `${read}; Docusaurus 3 rejects it: write "${plain}"`;
}
