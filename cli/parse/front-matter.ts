import matter from 'gray-matter';
import yaml from 'js-yaml';
import { error, type Diagnostic } from '../util/diagnostics.ts';
import { nearMiss } from '../util/near-miss.ts';

/** Front matter keys a Docusaurus writer uses, with the shape each must have. */
export interface FrontMatter {
  id?: string;
  title?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
  description?: string;
  tags?: string[];
  draft?: boolean;
  unlisted?: boolean;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  pagination_label?: string;
  /** Docusaurus's pager overrides: a doc id, or null for no link. */
  pagination_prev?: string | null;
  pagination_next?: string | null;
  custom_edit_url?: string;
  keywords?: string[];
  /** Docusaurus's manual last-update: `last_update: { date: 2024-03-05, author: Ana }`. */
  last_update?: { date?: string; author?: string };
}

/** Returns what was expected when the value does not fit. */
export type Check = (value: unknown) => string | undefined;

/** A day that exists, such as 2024-03-05, optionally followed by a time. */
export const isoDate: Check = (v) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}(?:[T ]|$)/.test(v) && isCalendarDate(v.slice(0, 10)) && !Number.isNaN(Date.parse(v))
    ? undefined
    : 'a date such as 2024-03-05';

/** Whether "YYYY-MM-DD" names a real day: JavaScript dates roll 2024-02-31 over to March 2. */
export function isCalendarDate(ymd: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "2024-03-05" from a checked date, as the writer wrote it: its time, if any, never moves it to another day. */
export function toIsoDate(v: string): string {
  return v.slice(0, 10);
}

export const string: Check = (v) => (typeof v === 'string' && v.trim() !== '' ? undefined : 'a non-empty string');
export const boolean: Check = (v) => (typeof v === 'boolean' ? undefined : 'true or false');
export const number: Check = (v) => (typeof v === 'number' && Number.isFinite(v) ? undefined : 'a number');
const headingLevel: Check = (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 2 && v <= 6 ? undefined : 'an integer from 2 to 6');
export const stringList: Check = (v) =>
  Array.isArray(v) && v.every((x) => typeof x === 'string' && x.trim() !== '') ? undefined : 'a list of non-empty strings';
const docId: Check = (v) =>
  typeof v === 'string' && /^[^/\s]+$/.test(v) && v !== '.' && v !== '..' ? undefined : 'a single path segment without "/" or spaces, other than "." or ".."';

const docIdOrNone: Check = (v) => (v === null || (typeof v === 'string' && v.trim() !== '') ? undefined : 'a doc id such as "about/intro", or null for none');

const lastUpdate: Check = (v) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'an object with "date" and optionally "author"';
  const { date, author, ...rest } = v as Record<string, unknown>;
  if (Object.keys(rest).length) return `an object with only "date" and "author", not "${Object.keys(rest)[0]}"`;
  if (date === undefined) return 'an object with a "date"';
  if (isoDate(date)) return `an object whose "date" is ${isoDate(date)}`;
  return author === undefined || typeof author === 'string' ? undefined : 'an object whose "author" is a string';
};

const checks: Record<keyof FrontMatter, Check> = {
  id: docId,
  title: string,
  sidebar_label: string,
  sidebar_position: number,
  slug: string,
  description: string,
  tags: stringList,
  draft: boolean,
  unlisted: boolean,
  hide_table_of_contents: boolean,
  toc_min_heading_level: headingLevel,
  toc_max_heading_level: headingLevel,
  pagination_label: string,
  pagination_prev: docIdOrNone,
  pagination_next: docIdOrNone,
  custom_edit_url: string,
  keywords: stringList,
  last_update: lastUpdate,
};

/** File lines of the keys that later stages report on, once every doc is read. */
export type KeyLines = Partial<Record<(typeof LINED_KEYS)[number], number>>;
const LINED_KEYS = ['id', 'slug', 'pagination_prev', 'pagination_next'] as const;

export interface ParsedFrontMatter {
  data: FrontMatter;
  body: string;
  /** Number of source lines before the body, so body line N is file line N + bodyLineOffset. */
  bodyLineOffset: number;
  /** Lines of the keys checked against other docs: id and route duplicates, pager targets. */
  keyLines: KeyLines;
  diagnostics: Diagnostic[];
}

/** js-yaml 4 exports its types; @types/js-yaml does not declare them. */
type YamlTypes = { types: { merge: yaml.Type } };

/**
 * YAML's core types and merge keys, without timestamps: js-yaml turns 2024-13-45 into a Date in 2025, so a wrong
 * date could not be told from a right one. Dates stay strings, checked by isoDate.
 */
const FRONT_MATTER_SCHEMA = yaml.CORE_SCHEMA.extend({ implicit: [(yaml as unknown as YamlTypes).types.merge] });

/**
 * Passing options bypasses gray-matter's global cache, which would grow forever in watch mode. The YAML is read by
 * js-yaml 4, as _category_.yml files are, rather than by the js-yaml 3 gray-matter bundles: on the 1,000-page corpus
 * that took front matter from 80 to 46 ms (48 to 30 ms once warm), and YAML reads the same everywhere.
 */
const MATTER_OPTIONS = { language: 'yaml', engines: { yaml: (text: string) => yaml.load(text, { schema: FRONT_MATTER_SCHEMA }) as object } };
const OPENING = '---';
const CLOSING = '\n---';

/**
 * The part of a file gray-matter needs: the front matter block through the
 * line break after its closing delimiter. gray-matter copies whatever it is
 * given into a Buffer and looks it up as a cache key even when it does not
 * cache: handed whole files, the 1,000-page corpus's front matter took a
 * median of 118 ms cold, against 91 ms for the blocks alone. A file without a
 * closed block goes whole, so that gray-matter decides what it holds (a BOM,
 * an unclosed block) as before.
 */
function frontMatterHead(source: string): string {
  if (!source.startsWith(OPENING)) return source;
  const close = source.indexOf(CLOSING, OPENING.length);
  if (close === -1) return source;
  let end = close + CLOSING.length;
  if (source[end] === '\r') end++;
  if (source[end] === '\n') end++;
  return source.slice(0, end);
}

export function parseFrontMatter(file: string, source: string): ParsedFrontMatter {
  return parseFrontMatterWith(file, source, checks);
}

/** Front matter checked against a table of known keys; the blog has its own. */
export function parseFrontMatterWith(file: string, source: string, checks: Record<string, Check>): ParsedFrontMatter {
  const knownKeys = Object.keys(checks);
  // gray-matter reads an unclosed block to the end of the file, so the page would silently lose its body.
  if (/^\uFEFF?---[ \t]*(\r?\n|$)/.test(source) && source.indexOf(CLOSING, OPENING.length) === -1) {
    return { data: {}, body: '', bodyLineOffset: 0, keyLines: {}, diagnostics: [error(file, 1, 1, 'front matter opened here is never closed; expected a line "---" after its keys')] };
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    const head = frontMatterHead(source);
    parsed = matter(head, MATTER_OPTIONS);
    if (head !== source) parsed.content += source.slice(head.length);
  } catch (e) {
    const mark = (e as { mark?: { line: number; column: number } }).mark;
    const reason = (e as { reason?: string }).reason ?? (e as Error).message;
    return {
      data: {},
      body: '',
      bodyLineOffset: 0,
      keyLines: {},
      // The YAML starts on the opening delimiter's line (with what follows `---` on it), and marks count from 0.
      diagnostics: [error(file, (mark?.line ?? 0) + 1, (mark?.column ?? 0) + 1, `invalid front matter: ${reason}`)],
    };
  }
  const bodyLineOffset = countLines(source.slice(0, source.length - parsed.content.length));
  const raw: unknown = parsed.data ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    const got = Array.isArray(raw) ? 'a list' : `${JSON.stringify(raw)}`;
    return { data: {}, body: parsed.content, bodyLineOffset, keyLines: {}, diagnostics: [error(file, 2, 1, `front matter must be keys with values, such as "title: Introdução", got ${got}`)] };
  }
  // Only values that passed their check are kept: later stages take the types of FrontMatter at their word.
  const data: Record<string, unknown> = {};
  const diagnostics: Diagnostic[] = [];
  const lineOf = (key: string) => keyLine(parsed.matter, key);
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const check = checks[key];
    if (!check) {
      const guess = nearMiss(key, knownKeys);
      const hint = guess ? ` (did you mean "${guess}"?)` : '';
      diagnostics.push(error(file, lineOf(key), 1, `front matter: unknown key "${key}"${hint}`));
      continue;
    }
    const expected = check(value);
    if (expected) diagnostics.push(error(file, lineOf(key), 1, `front matter: "${key}" must be ${expected}, got ${JSON.stringify(value)}`));
    else data[key] = value;
  }
  const min = data.toc_min_heading_level as number | undefined;
  const max = data.toc_max_heading_level as number | undefined;
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    diagnostics.push(error(file, lineOf('toc_min_heading_level'), 1, `front matter: "toc_min_heading_level" (${min}) must not exceed "toc_max_heading_level" (${max})`));
  }
  const keyLines: KeyLines = Object.fromEntries(LINED_KEYS.filter((key) => key in data).map((key) => [key, lineOf(key)]));
  return { data: data as FrontMatter, body: parsed.content, bodyLineOffset, keyLines, diagnostics };
}

function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** 1-based file line of a top-level front matter key; the opening "---" is line 1. */
function keyLine(rawMatter: string, key: string): number {
  // gray-matter's matter starts with the rest of the opening line, which is blank or trailing spaces.
  const lines = rawMatter.replace(/^[ \t]*\r?\n/, '').split(/\r?\n/);
  const index = lines.findIndex((line) => {
    const quoted = line[0] === '"' || line[0] === "'" ? line[0] : '';
    return line.startsWith(`${quoted}${key}${quoted}`) && /^\s*:/.test(line.slice(key.length + 2 * quoted.length));
  });
  return index === -1 ? 1 : index + 2;
}
