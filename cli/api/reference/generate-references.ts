import { graphqlProseRemapper } from './graphql-prose.ts';
import path from 'node:path';
import { error, type Diagnostic } from '../../core/diagnostics.ts';
import type { LoadedConfig } from '../../sources/config/load-config.ts';
import type { ApiDescriptions } from '../embed-renderer.ts';
import { pageFile, proseRemapper } from './prose-positions.ts';
import { openApiReference, slugOf, type GeneratedCategory, type GeneratedPage } from './reference-pages.ts';
import { DOCSGEN_SLUGS, openapiDocsSlugs } from './openapi-docs-slugs.ts';
import { pageHref } from '../../../format/routes.ts';
import { API_STRINGS } from '../../../format/ui-strings/api/api-strings.ts';
import { uiLanguageOf } from '../../../format/ui-strings/language.ts';
import { urlSettingsOf } from '../../sources/config/site-layout.ts';

/** The pages of every `apiReference` entry, with the description's file that each one's problems are reported in. */
export interface GeneratedReferences {
  pages: (GeneratedPage & { file: string })[];
  /** For each generated page's file name, how its problems are told at the description (see proseRemapper). */
  remap: Map<string, (d: Diagnostic) => Diagnostic>;
  categories: GeneratedCategory[];
  diagnostics: Diagnostic[];
}

/**
 * Stage: the reference pages the config's `apiReference` asks for, written as Markdown under the docs folder (see
 * openApiReference) so that they go through the page pipeline as a writer's pages do: routes, sidebars, table of
 * contents, search, the Markdown export and link checking. An entry that names no loaded description, or a route
 * outside the docs, is an error at its key; a description that failed validation has been reported already.
 */
export function generateReferences(
  loaded: LoadedConfig,
  apis: ApiDescriptions,
  docs: { dir: string; route: string },
  cwd: string,
): GeneratedReferences {
  const result: GeneratedReferences = { pages: [], categories: [], diagnostics: [], remap: new Map() };
  // The pages' headings and labels speak the site's language, as its prerendered chrome does.
  const t = API_STRINGS[uiLanguageOf(loaded.config.locale.htmlLang)];
  const fail = (jsonPath: (string | number)[], message: string) => {
    const at = loaded.locate(jsonPath);
    result.diagnostics.push(error('invalid-config', loaded.file, at.line, at.column, message));
  };
  const prefix = docs.route === '/' ? '/' : `${docs.route}/`;
  const contentFolder = (folder: string) => path.join(path.relative(cwd, loaded.contentDir), folder);
  /** The entry's folder under the docs and the link from its overview to the source file; undefined after an error. */
  const place = (key: string, i: number, name: string, route: string, file: string) => {
    if (!route.startsWith(prefix)) {
      fail(
        [key, i, 'route'],
        `${key}[${i}].route: expected a path under the docs route "${docs.route}", such as "${prefix}api/${name}"; got "${route}"`,
      );
      return undefined;
    }
    const dir = route.slice(prefix.length);
    const overview = path.join(docs.dir, dir, 'index.md');
    const link = path.relative(path.dirname(overview), path.resolve(cwd, file)).split(path.sep).join('/');
    return { dir, link };
  };
  const missing = (key: string, field: string, i: number, name: string, known: Iterable<string>, folder: string) => {
    const found = [...known].map((n) => `"${n}"`).join(', ') || 'none';
    fail(
      [key, i, field],
      `${key}[${i}].${field}: nothing named "${name}" in ${contentFolder(folder)} (found: ${found})`,
    );
  };
  loaded.config.apiReference.forEach((entry, i) => {
    const spec = apis.openapi.get(entry.openapi);
    if (!spec) {
      if (entry.file && !apis.invalid.has(entry.openapi))
        fail(['apiReference', i, 'file'], `apiReference[${i}].file: "${entry.file}" does not exist`);
      else if (!apis.invalid.has(entry.openapi))
        missing('apiReference', 'openapi', i, entry.openapi, apis.openapi.keys(), 'openapi');
      return;
    }
    const where = place('apiReference', i, entry.openapi, entry.route, spec.file);
    if (!where) return;
    const slugs = entry.slugs === 'openapi-docs' ? openapiDocsSlugs(spec, where.dir) : DOCSGEN_SLUGS;
    // The schema viewer links a component's name to its page, with the site's baseUrl and trailing slash.
    if (entry.schemas) {
      const urls = urlSettingsOf(loaded.config);
      const route = (name: string) => slugs.schema(name)?.slice(1) ?? `${where.dir}/esquemas/${slugOf(name)}`;
      spec.schemaPage = (name) => pageHref(urls, `${prefix}${route(name)}`);
    }
    const generated = openApiReference(
      spec,
      {
        dir: where.dir,
        pages: entry.pages,
        schemas: entry.schemas,
        specLink: where.link,
        slugs,
        ...(entry.linkBase ? { linkBase: entry.linkBase } : {}),
      },
      t,
    );
    for (const page of generated.pages) {
      const file = pageFile(spec, page);
      result.pages.push({ ...page, file });
      result.remap.set(file, proseRemapper(spec, page));
    }
    result.categories.push(...generated.categories);
  });
  loaded.config.graphqlReference.forEach((entry, i) => {
    const source = apis.graphql.get(entry.graphql);
    if (!source) {
      if (!apis.invalid.has(entry.graphql))
        missing('graphqlReference', 'graphql', i, entry.graphql, apis.graphql.keys(), 'graphql');
      return;
    }
    const where = place('graphqlReference', i, entry.graphql, entry.route, source.file);
    if (!where) return;
    if (!apis.graphqlPages) throw new Error('generateReferences: a GraphQL schema came without graphqlPages');
    const generated = apis.graphqlPages(source, where.dir, where.link, t);
    for (const page of generated.pages) {
      const file = `${source.file}#${page.relPath}`;
      result.pages.push({ ...page, file });
      // What a page says comes from the schema's definition of its field or type: its problems are reported there.
      result.remap.set(file, graphqlProseRemapper(source.file, page, page.described));
    }
    result.categories.push(...generated.categories);
  });
  return result;
}
