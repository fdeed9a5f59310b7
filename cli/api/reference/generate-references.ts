import path from 'node:path';
import { error, type Diagnostic } from '../../core/diagnostics.ts';
import type { LoadedConfig } from '../../sources/config/load-config.ts';
import type { ApiDescriptions } from '../embed-renderer.ts';
import { pageFile, proseRemapper } from './prose-positions.ts';
import { openApiReference, type GeneratedCategory, type GeneratedPage } from './reference-pages.ts';

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
  const fail = (jsonPath: (string | number)[], message: string) => {
    const at = loaded.locate(jsonPath);
    result.diagnostics.push(error('invalid-config', loaded.file, at.line, at.column, message));
  };
  const prefix = docs.route === '/' ? '/' : `${docs.route}/`;
  loaded.config.apiReference.forEach((entry, i) => {
    const spec = apis.openapi.get(entry.openapi);
    if (!spec) {
      if (!apis.invalid.has(entry.openapi)) {
        const known = [...apis.openapi.keys()].map((name) => `"${name}"`).join(', ') || 'none';
        fail(
          ['apiReference', i, 'openapi'],
          `apiReference[${i}].openapi: no OpenAPI description named "${entry.openapi}" in ${path.join(path.relative(cwd, loaded.contentDir), 'openapi')} (found: ${known})`,
        );
      }
      return;
    }
    if (!entry.route.startsWith(prefix)) {
      fail(
        ['apiReference', i, 'route'],
        `apiReference[${i}].route: expected a path under the docs route "${docs.route}", such as "${prefix}api/${entry.openapi}"; got "${entry.route}"`,
      );
      return;
    }
    const dir = entry.route.slice(prefix.length);
    const overview = path.join(docs.dir, dir, 'index.md');
    const specLink = path.relative(path.dirname(overview), path.resolve(cwd, spec.file)).split(path.sep).join('/');
    const generated = openApiReference(spec, {
      dir,
      pages: entry.pages,
      schemas: entry.schemas,
      specLink,
      ...(entry.linkBase ? { linkBase: entry.linkBase } : {}),
    });
    for (const page of generated.pages) {
      const file = pageFile(spec, page);
      result.pages.push({ ...page, file });
      result.remap.set(file, proseRemapper(spec, page));
    }
    result.categories.push(...generated.categories);
  });
  return result;
}
