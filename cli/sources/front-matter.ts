import matter from 'gray-matter';
import yaml from 'js-yaml';
import { slug } from 'github-slugger';
import * as z from 'zod/mini';
import { error, warning, type Diagnostic } from '../core/diagnostics.ts';
import { explainYamlError } from './front-matter-errors.ts';
import { oversizedYaml } from './validate/oversized-yaml.ts';
import { quote } from './validate/describe.ts';
import type { SourcePositions } from './validate/positions.ts';
import { acrossFields, customProps, integer, matching, objectWith, satisfying, text } from './validate/rules.ts';
import { check, diagnosticsAt, withoutRefusedKeys } from './validate/validate.ts';
import { yamlPositions } from './validate/yaml-source.ts';

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

const DATE = 'a date such as 2024-03-05';
/** A day that exists, such as 2024-03-05, optionally followed by a time. */
export const isoDate = z
  .string({ error: DATE })
  .check(
    satisfying(
      (v: string) =>
        /^\d{4}-\d{2}-\d{2}(?:[T ]|$)/.test(v) && isCalendarDate(v.slice(0, 10)) && !Number.isNaN(Date.parse(v)),
      DATE,
    ),
  );

export const stringList = z.array(text(), { error: 'a list of non-empty strings' });

/** A tag as the pages use it: its label, and the slug its page's route ends with. */
export interface FrontMatterTag {
  label: string;
  slug: string;
}

/**
 * Docusaurus's front-matter `tags`: labels, or inline tags `{ label, permalink }` whose page is at the permalink
 * rather than at the slugified label.
 */
const tagList = z.pipe(
  z.array(z.union([text(), z.strictObject({ label: text(), permalink: text('a tag path such as "/api"') })]), {
    error: 'a list of tags: labels, or objects with "label" and "permalink"',
  }),
  z.transform((tags): FrontMatterTag[] =>
    tags.map((tag) =>
      typeof tag === 'string'
        ? { label: tag, slug: slug(tag) }
        : { label: tag.label, slug: tag.permalink.replace(/^\/+|\/+$/g, '') || slug(tag.label) },
    ),
  ),
);

/** Keys that docs and blog posts share, as Docusaurus reads them. */
export const commonFields = {
  title: z.optional(text()),
  slug: z.optional(text()),
  description: z.optional(text()),
  tags: z.optional(tagList),
  keywords: z.optional(stringList),
  draft: z.optional(z.boolean()),
  unlisted: z.optional(z.boolean()),
  hide_table_of_contents: z.optional(z.boolean()),
};

/** Docusaurus's manual last update, for docs and posts: `last_update: { date: 2024-03-05, author: Ana }`, either or both. */
export const lastUpdateField = z.optional(
  objectWith('an object with "date", "author" or both', {
    date: z.optional(isoDate),
    author: z.optional(text()),
  }).check(
    acrossFields(({ date, author }) =>
      date === undefined && author === undefined ? 'expected "date", "author" or both' : undefined,
    ),
  ),
);

const OPENAPI_DOCS_KEYS = [
  'api',
  'info_path',
  'schema',
  'sample',
  'proxy',
  'hide_send_button',
  'show_extensions',
  'mask_credentials',
] as const;

const DOC_ID_SEGMENT = 'a single path segment without "/" or spaces, other than "." or ".."';
const docIdOrNone = z.optional(z.nullable(text('a doc id such as "about/intro", or null for none')));

/** The front matter keys of a doc, with the shape each must have, in the order docs/pages/guide/writing-content.md lists them. */
const docFrontMatter = z
  .strictObject({
    id: z.optional(
      z
        .string({ error: DOC_ID_SEGMENT })
        .check(satisfying((v: string) => /^[^/\s]+$/.test(v) && v !== '.' && v !== '..', DOC_ID_SEGMENT)),
    ),
    title: commonFields.title,
    sidebar_label: z.optional(text()),
    sidebar_position: z.optional(z.number()),
    slug: commonFields.slug,
    description: commonFields.description,
    tags: commonFields.tags,
    draft: commonFields.draft,
    unlisted: commonFields.unlisted,
    hide_table_of_contents: commonFields.hide_table_of_contents,
    toc_min_heading_level: z.optional(integer(2, 6)),
    toc_max_heading_level: z.optional(integer(2, 6)),
    /** How other pages' pagers name this one. */
    pagination_label: z.optional(text()),
    /** Docusaurus's pager overrides: a doc id, or null for no link. */
    pagination_prev: docIdOrNone,
    pagination_next: docIdOrNone,
    /**
     * The page's edit link; null or "" shows none, as in Docusaurus. Only an http(s) URL or a path on the site: a
     * `javascript:` or `data:` link would run or show whatever it holds when a reader clicks "Editar esta página".
     */
    custom_edit_url: z.optional(
      z.nullable(
        matching(/^(?:$|https?:\/\/|\/(?!\/))/i, 'an http(s) URL or a path on the site, or "" or null for none'),
      ),
    ),
    keywords: commonFields.keywords,
    sidebar_class_name: z.optional(text()),
    sidebar_key: z.optional(text()),
    /** Free props for the sidebar item, passed to the viewer as they are. */
    sidebar_custom_props: z.optional(customProps),
    /** The sidebar shown beside the page, by name; null shows none. */
    displayed_sidebar: z.optional(z.nullable(text('a sidebar name, or null for none'))),
    hide_title: z.optional(z.boolean()),
    /** Whether "01-" in the file name is a number prefix; the site's default is yes. */
    parse_number_prefixes: z.optional(z.boolean()),
    /** The page's social card: a URL, or a path from the site root or the page. */
    image: z.optional(text('an image URL or path')),
    last_update: lastUpdateField,
    // Written by docusaurus-plugin-openapi-docs on the pages it generates, for its theme's components; a site that
    // keeps those pages gets them drawn by docsgen's built-ins (see mdx/components/openapi-theme.ts), which need none.
    ...Object.fromEntries(OPENAPI_DOCS_KEYS.map((key) => [key, z.optional(z.unknown())])),
  })
  .check(
    acrossFields(
      ({ toc_min_heading_level: min, toc_max_heading_level: max }) =>
        min !== undefined && max !== undefined && min > max
          ? `expected at most toc_max_heading_level (${max}), got ${min}`
          : undefined,
      ['toc_min_heading_level'],
    ),
  );

export type FrontMatter = z.output<typeof docFrontMatter>;

/** File lines of the keys that later stages report on, once every doc is read. */
export type KeyLines = Partial<Record<(typeof LINED_KEYS)[number], number>>;
export const LINED_KEYS = ['id', 'slug', 'pagination_prev', 'pagination_next', 'displayed_sidebar', 'api'] as const;

export interface ParsedFrontMatter<Data = FrontMatter> {
  data: Data;
  body: string;
  /** Number of source lines before the body, so body line N is file line N + bodyLineOffset. */
  bodyLineOffset: number;
  /** Lines of the keys later stages report on: id and route duplicates, pager targets, a kept API page's `api`. */
  keyLines: KeyLines;
  /** Where each key and value is written, in file lines and columns. */
  positions: SourcePositions;
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
const MATTER_OPTIONS = {
  language: 'yaml',
  engines: { yaml: (text: string) => readYaml(text) },
};

/** The YAML that gray-matter hands over, kept on its error: what the error is explained from. */
function readYaml(text: string): object {
  try {
    return yaml.load(text, { schema: FRONT_MATTER_SCHEMA }) as object;
  } catch (e) {
    throw Object.assign(e as Error, { yamlText: text });
  }
}
const OPENING = '---';
const CLOSING = '\n---';
const NOWHERE: SourcePositions = { locate: () => ({ line: 1, column: 1 }) };

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
  const end = blockEnd(source);
  return end === -1 ? source : source.slice(0, end);
}

/** Where the body starts: after the line break that ends the block's closing delimiter; -1 for no closed block. */
function blockEnd(source: string): number {
  const close = source.indexOf(CLOSING, OPENING.length);
  if (close === -1) return -1;
  let end = close + CLOSING.length;
  if (source[end] === '\r') end++;
  if (source[end] === '\n') end++;
  return end;
}

export function parseFrontMatter(file: string, source: string): ParsedFrontMatter {
  return parseFrontMatterWith(file, source, docFrontMatter);
}

/** Front matter checked against a schema of known keys; the blog has its own. */
export function parseFrontMatterWith<S extends z.ZodMiniType<object>>(
  file: string,
  source: string,
  schema: S,
): ParsedFrontMatter<Partial<z.output<S>>> {
  const failed = (diagnostic: Diagnostic, body = '', bodyLineOffset = 0) => ({
    data: {},
    body,
    bodyLineOffset,
    keyLines: {},
    positions: NOWHERE,
    diagnostics: [diagnostic],
  });
  // gray-matter reads an unclosed block to the end of the file, so the page would silently lose its body.
  if (/^\uFEFF?---[ \t]*(\r?\n|$)/.test(source) && source.indexOf(CLOSING, OPENING.length) === -1) {
    return failed(
      error(
        'invalid-front-matter',
        file,
        1,
        1,
        'front matter opened here is never closed; expected a line "---" after its keys',
      ),
    );
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    const head = frontMatterHead(source);
    parsed = matter(head, MATTER_OPTIONS);
    if (head !== source) parsed.content += source.slice(head.length);
  } catch (e) {
    const yamlText = (e as { yamlText?: string }).yamlText ?? '';
    const problem = explainYamlError(yamlText, e);
    // The YAML starts on the opening delimiter's line (with what follows `---` on it), and its lines count from 0.
    const diagnostic = error(
      'invalid-front-matter',
      file,
      problem.line + 1,
      problem.column + 1,
      `invalid front matter: ${problem.message}`,
    );
    // The page is still built from its body and the keys that read on their own, so that links to it (its anchors,
    // its slug) are not reported as broken in other files because of this one mistake.
    const salvaged = salvageKeys(yamlText, problem.line, schema);
    const end = blockEnd(source);
    return { ...failed(diagnostic, source.slice(end), countLines(source.slice(0, end))), ...salvaged };
  }
  const bodyLineOffset = countLines(source.slice(0, source.length - parsed.content.length));
  const raw: unknown = parsed.data ?? {};
  // gray-matter's matter starts with the rest of the opening line: its first line is the file's first.
  const bomb = oversizedYaml('invalid-front-matter', file, raw, parsed.matter, 'front matter');
  if (bomb) return failed(bomb, parsed.content, bodyLineOffset);
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    // Docusaurus spreads whatever the YAML holds into an object and ignores what it cannot read: the page builds.
    return {
      data: {},
      body: parsed.content,
      bodyLineOffset,
      keyLines: {},
      positions: NOWHERE,
      diagnostics: [notKeys(file, raw)],
    };
  }
  // gray-matter's matter starts with the rest of the opening line: its first line is the file's first.
  const positions = yamlPositions(parsed.matter);
  const checked = check(schema, raw);
  if (checked.ok)
    return {
      data: checked.data,
      body: parsed.content,
      bodyLineOffset,
      keyLines: keyLinesOf(checked.data, positions),
      positions,
      diagnostics: [],
    };
  // Only values that passed their check are kept: later stages take the types of the front matter at their word.
  const data = withoutRefusedKeys(schema, raw as Record<string, unknown>, checked.problems) ?? {};
  const diagnostics = diagnosticsAt(
    file,
    checked.problems,
    positions,
    { invalid: 'invalid-front-matter', unknownKey: 'unknown-front-matter-key' },
    'front matter: ',
  );
  return { data, body: parsed.content, bodyLineOffset, keyLines: keyLinesOf(data, positions), positions, diagnostics };
}

/**
 * The keys of a block that YAML could not read which read on their own: top-level `key: value` lines, other than the
 * line of the mistake, whose value passes its check. Lines are those of the YAML, from 0; file line 1 is its first.
 */
function salvageKeys<S extends z.ZodMiniType<object>>(
  yamlText: string,
  badLine: number,
  schema: S,
): { data: Partial<z.output<S>>; keyLines: KeyLines } {
  const lines = yamlText.split('\n');
  const raw: Record<string, unknown> = {};
  const at: Record<string, number> = {};
  for (const [i, line] of lines.entries()) {
    // A value continued on the next lines (a list, a folded text) cannot be read from its first line alone.
    if (i === badLine || !/^[A-Za-z_][\w-]*:[ \t]*\S/.test(line) || /^[ \t-]/.test(lines[i + 1] ?? '')) continue;
    try {
      const entry = yaml.load(line, { schema: FRONT_MATTER_SCHEMA });
      if (typeof entry === 'object' && entry !== null && !Array.isArray(entry)) {
        Object.assign(raw, entry);
        for (const key of Object.keys(entry)) at[key] = i + 1;
      }
    } catch {
      // This line is wrong too, or part of the mistake: left out.
    }
  }
  const checked = check(schema, raw);
  const data = checked.ok ? checked.data : (withoutRefusedKeys(schema, raw, checked.problems) ?? {});
  const keyLines: KeyLines = {};
  for (const key of LINED_KEYS) if (key in data && at[key] !== undefined) keyLines[key] = at[key];
  return { data, keyLines };
}

/** Front matter that is a single value or a list, such as `id:id` without its space: ignored, with the fix. */
function notKeys(file: string, raw: unknown): Diagnostic {
  const got = Array.isArray(raw) ? 'a list' : quote(raw);
  const key = typeof raw === 'string' ? /^([A-Za-z_]+):(\S.*)$/.exec(raw) : null;
  const fix = key
    ? `write "${key[1]}: ${key[2]}", with a space after the colon`
    : 'write keys with values, such as "title: Introdução"';
  return warning(
    'invalid-front-matter',
    file,
    2,
    1,
    `front matter is ${got}, not keys with values, so it is ignored as Docusaurus ignores it; ${fix}`,
  );
}

/** Lines looked up only when read: that takes parsing the YAML again with positions, which few builds need. */
function keyLinesOf(data: object, positions: SourcePositions): KeyLines {
  const lines: KeyLines = {};
  for (const key of LINED_KEYS) {
    if (key in data)
      Object.defineProperty(lines, key, { enumerable: true, get: () => positions.locate([key], 'key').line });
  }
  return lines;
}

function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
