import fs from 'node:fs';
import path from 'node:path';
import { isRecord, keyPath, stringOr, type Notes } from './notes.ts';
import { entryOf, isPackage } from './plugin-entries.ts';

/** What the site's API reference plugins become in docs.config.json, and what the rest of migrate must know. */
export interface ApiReferences {
  apiReference: Record<string, unknown>[];
  /** Globs under the docs folder: the pages the plugin generated, left out since docsgen writes its own. */
  exclude: string[];
  /** Each generated `sidebar.ts`/`sidebar.js` (absolute, without extension) to the reference's folder in the docs. */
  generatedSidebars: Map<string, string>;
  redirects: { from: string; to: string }[];
}

export interface DocsPlace {
  /** Absolute. */
  dir: string;
  /** "/docs", or "" when the docs are served at the site's root. */
  route: string;
}

/** The files docusaurus-plugin-openapi-docs writes, which its `gen-api-docs` command rewrites from the description. */
const GENERATED_PAGE = /\.(api|info|tag|schema)\.mdx$/;
/** Options of a `config.<id>` that name how the plugin writes its pages, which docsgen writes its own way. */
const WRITER_OPTIONS = ['template', 'infoTemplate', 'tagTemplate', 'schemaTemplate', 'markdownGenerators'];

const isUrl = (value: string) => /^https?:\/\//.test(value);

/**
 * docusaurus-plugin-openapi-docs's `config.<id>` entries and redocusaurus's `specs` as `apiReference` entries: the
 * description read from where the site keeps it, the pages at the URLs the plugin gave them (`slugs: "openapi-docs"`)
 * or, for Redoc's single page, at its route (under the docs, with a redirect when it was not).
 */
export function mapApiReferences(
  site: Record<string, unknown>,
  siteDir: string,
  docs: DocsPlace,
  relative: (siteRelative: string) => string,
  notes: Notes,
): ApiReferences {
  const found: ApiReferences = { apiReference: [], exclude: [], generatedSidebars: new Map(), redirects: [] };
  const lists = { presets: site.presets, plugins: site.plugins };
  for (const [listName, list] of Object.entries(lists)) {
    if (!Array.isArray(list)) continue;
    list.forEach((item, i) => {
      const entry = entryOf(item);
      if (!entry?.name) return;
      const at = keyPath(keyPath(listName, i), 1);
      if (isPackage(entry.name, 'docusaurus-plugin-openapi-docs'))
        openapiDocs(entry.options, at, { siteDir, docs, relative, notes, found });
      else if (isPackage(entry.name, 'redocusaurus'))
        redocSpecs(entry.options.specs, keyPath(at, 'specs'), { siteDir, docs, relative, notes, found });
      else if (isPackage(entry.name, 'docusaurus-plugin-redoc'))
        redocSpecs([entry.options], at, { siteDir, docs, relative, notes, found });
    });
  }
  return found;
}

interface Context {
  siteDir: string;
  docs: DocsPlace;
  relative: (siteRelative: string) => string;
  notes: Notes;
  found: ApiReferences;
}

/** The description a plugin names, as an `apiReference` entry's `file`; undefined (with a note) when it cannot be. */
function specFile(spec: unknown, at: string, ctx: Context): string | undefined {
  if (typeof spec !== 'string') {
    ctx.notes.add(at, 'expected the path of an OpenAPI file; this reference is left out');
    return undefined;
  }
  const where = isUrl(spec) ? undefined : path.resolve(ctx.siteDir, spec);
  if (!where || !fs.existsSync(where)) {
    ctx.notes.add(
      at,
      `${spec} is not a file of the site; docsgen reads descriptions from the project: save it in the site and name it here`,
    );
    return undefined;
  }
  if (fs.statSync(where).isDirectory()) {
    ctx.notes.add(
      at,
      `${spec} is a folder; docsgen makes a reference per file: add an "apiReference" entry for each of its descriptions`,
    );
    return undefined;
  }
  return ctx.relative(spec);
}

function openapiDocs(options: Record<string, unknown>, at: string, ctx: Context): void {
  const { notes } = ctx;
  const docsPluginId = stringOr(options.docsPluginId);
  if (docsPluginId && !['classic', 'default'].includes(docsPluginId))
    notes.add(
      keyPath(at, 'docsPluginId'),
      `the reference feeds the docs instance "${docsPluginId}", which docsgen does not build; its pages are made in the main docs`,
    );
  const configs = isRecord(options.config) ? options.config : {};
  for (const [id, value] of Object.entries(configs)) {
    const configAt = keyPath(keyPath(at, 'config'), id);
    if (!isRecord(value)) continue;
    const file = specFile(value.specPath, keyPath(configAt, 'specPath'), ctx);
    const outputDir = stringOr(value.outputDir)?.replace(/\/+$/, '');
    if (!file || !outputDir) {
      if (file) notes.add(configAt, 'no outputDir, so its pages have no place in the docs; this reference is left out');
      continue;
    }
    const outAbsolute = path.resolve(ctx.siteDir, outputDir);
    const dir = path.relative(ctx.docs.dir, outAbsolute).split(path.sep).join('/');
    if (!dir || dir.startsWith('..') || path.isAbsolute(dir)) {
      notes.add(
        keyPath(configAt, 'outputDir'),
        `${outputDir} is not a folder inside the docs; this reference is left out: set outputDir to one`,
      );
      continue;
    }
    const route = `${ctx.docs.route}/${dir}`;
    const schemas = value.showSchemas === true;
    ctx.found.apiReference.push({ openapi: id, file, route, schemas, slugs: 'openapi-docs' });
    ctx.found.generatedSidebars.set(path.join(outAbsolute, 'sidebar'), dir);
    ctx.found.exclude.push(`${dir}/**/*.{api,info,tag,schema}.mdx`);
    const generated = generatedPages(outAbsolute);
    notes.add(
      configAt,
      `docsgen writes this reference from ${value.specPath} at ${route}, each operation at the URL the plugin gave it` +
        (generated ? `; the ${generated} pages the plugin generated in ${outputDir} are left out of the docs` : ''),
    );
    optionNotes(value, configAt, notes);
  }
}

/** How many `.api.mdx`, `.info.mdx`, `.tag.mdx` and `.schema.mdx` files the plugin left in its output folder. */
function generatedPages(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
  return files.filter((file) => GENERATED_PAGE.test(file)).length;
}

/** One line for each option of a `config.<id>` that docsgen's reference does not follow. */
function optionNotes(value: Record<string, unknown>, at: string, notes: Notes): void {
  const sidebar = isRecord(value.sidebarOptions) ? value.sidebarOptions : {};
  if (sidebar.groupPathsBy !== undefined && sidebar.groupPathsBy !== 'tag')
    notes.add(
      keyPath(keyPath(at, 'sidebarOptions'), 'groupPathsBy'),
      `the reference's sidebar groups operations by tag (and by x-tagGroups), not by "${String(sidebar.groupPathsBy)}"`,
    );
  if (value.downloadUrl !== undefined)
    notes.add(keyPath(at, 'downloadUrl'), "the overview links to the description's own file for download");
  if (value.hideSendButton === true)
    notes.add(
      keyPath(at, 'hideSendButton'),
      'every operation keeps its "Testar" panel; the reader sends requests with their own token',
    );
  if (value.proxy !== undefined)
    notes.add(
      keyPath(at, 'proxy'),
      '"Testar" sends requests to the API directly: its server must allow the site (CORS)',
    );
  for (const key of WRITER_OPTIONS)
    if (value[key] !== undefined)
      notes.add(keyPath(at, key), `"${key}" is not used: docsgen writes the reference's pages its own way`);
}

function redocSpecs(specs: unknown, at: string, ctx: Context): void {
  if (!Array.isArray(specs)) return;
  specs.forEach((spec, i) => {
    const specAt = keyPath(at, i);
    if (!isRecord(spec)) return;
    const file = specFile(spec.spec, keyPath(specAt, 'spec'), ctx);
    if (!file) return;
    const id = stringOr(spec.id) ?? path.basename(file, path.extname(file));
    const written = stringOr(spec.route)?.replace(/\/+$/, '');
    const underDocs = written && (written === ctx.docs.route || written.startsWith(`${ctx.docs.route}/`));
    // Docusaurus makes no page for a spec without a route (it is only for <Redoc id>); docsgen gives it one.
    const route = underDocs ? written : `${ctx.docs.route}/${written ? written.replace(/^\/+/, '') : `api/${id}`}`;
    ctx.found.apiReference.push({ openapi: id, file, route });
    if (written && !underDocs) ctx.found.redirects.push({ from: written || '/', to: route });
    redocNote(ctx, specAt, file, route, written && !underDocs ? written : undefined);
  });
}

function redocNote(ctx: Context, at: string, file: string, route: string, redirected: string | undefined): void {
  ctx.notes.add(
    at,
    `the reader now gets docsgen's reference of ${file} at ${route} (a page per operation, in place of Redoc's one page)` +
      (redirected ? `; ${redirected} redirects there` : ''),
  );
}

/**
 * The navbar's and footer's links to a Redoc page's route, sent to the reference where docsgen moved it: a link of
 * the site's chrome must lead to a page, not a redirect (docsgen checks them as links).
 */
export function retargetLinks(value: unknown, redirects: readonly { from: string; to: string }[]): unknown {
  if (Array.isArray(value)) return value.map((item) => retargetLinks(item, redirects));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const target = typeof item === 'string' && (key === 'to' || key === 'href') ? item.replace(/\/+$/, '') : undefined;
    const moved = target !== undefined && redirects.find((redirect) => redirect.from === target);
    out[key] = moved ? moved.to : retargetLinks(item, redirects);
  }
  return out;
}
