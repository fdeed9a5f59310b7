import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.ts';
import type { ApiDescriptions } from './embed-renderer.ts';
import type { NamedDescription } from './openapi/load-openapi.ts';
import { SAMPLE_LANGUAGES } from '../../format/try-it/languages.ts';
import { sampleLanguage } from '../../format/try-it/spec-samples.ts';

/** The folders the API descriptions are read from: `openapi` and `graphql` in the content folder. */
export function apiDescriptionFolders(contentDir: string): [openapi: string, graphql: string] {
  return [path.join(contentDir, 'openapi'), path.join(contentDir, 'graphql')];
}

/**
 * The OpenAPI documents and GraphQL schemas that API directives render from.
 * Their validators (swagger-parser, ajv, graphql-js) take a fifth of a second
 * to load, so a site without API descriptions never loads them, nor the
 * writer of a schema's reference pages, which needs graphql-js too.
 */
export async function loadApiDescriptions(
  contentDir: string,
  cwd: string,
  roots: readonly string[],
  apiKeyUrl?: string,
  named: readonly NamedDescription[] = [],
): Promise<{ apis: ApiDescriptions; diagnostics: Diagnostic[] }> {
  const [openapiDir, graphqlDir] = apiDescriptionFolders(contentDir);
  const openapi =
    fs.existsSync(openapiDir) || named.length
      ? await (await import('./openapi/load-openapi.ts')).loadOpenApi(contentDir, cwd, roots, named)
      : { specs: new Map(), invalid: [], diagnostics: [] };
  const graphql = fs.existsSync(graphqlDir)
    ? (await import('./graphql/load-sdl.ts')).loadGraphqlSchemas(contentDir, cwd, roots)
    : { schemas: new Map(), invalid: [], diagnostics: [] };
  const graphqlPages = graphql.schemas.size
    ? (await import('./reference/graphql-pages.ts')).graphqlReference
    : undefined;
  return {
    apis: {
      openapi: openapi.specs,
      graphql: graphql.schemas,
      invalid: new Set([...openapi.invalid, ...graphql.invalid]),
      ...(apiKeyUrl ? { apiKeyUrl } : {}),
      ...(graphqlPages ? { graphqlPages } : {}),
    },
    diagnostics: [...openapi.diagnostics, ...graphql.diagnostics],
  };
}

/**
 * Grammars the rendered references use, whatever the pages' own fences: every generated sample's language, JSON and
 * GraphQL, and those of the descriptions' own `x-codeSamples`.
 */
export function apiSampleLanguages(apis: ApiDescriptions): string[] {
  const fromSpecs = [...apis.openapi.values()].flatMap((spec) =>
    spec.operations.flatMap((op) => op.codeSamples.map((sample) => sampleLanguage(sample.lang).lang)),
  );
  return [...new Set(['json', 'graphql', ...Object.values(SAMPLE_LANGUAGES).map((l) => l.lang), ...fromSpecs])];
}
