import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.ts';
import type { ApiDescriptions } from './embed-renderer.ts';

/**
 * The OpenAPI documents and GraphQL schemas that API directives render from.
 * Their validators (swagger-parser, ajv, graphql-js) take a fifth of a second
 * to load, so a site without API descriptions never loads them.
 */
export async function loadApiDescriptions(
  contentDir: string,
  cwd: string,
  roots: readonly string[],
  apiKeyUrl?: string,
): Promise<{ apis: ApiDescriptions; diagnostics: Diagnostic[] }> {
  const has = (dir: string) => fs.existsSync(path.join(contentDir, dir));
  const openapi = has('openapi')
    ? await (await import('./openapi/load-openapi.ts')).loadOpenApi(contentDir, cwd, roots)
    : { specs: new Map(), invalid: [], diagnostics: [] };
  const graphql = has('graphql')
    ? (await import('./graphql/load-sdl.ts')).loadGraphqlSchemas(contentDir, cwd, roots)
    : { schemas: new Map(), invalid: [], diagnostics: [] };
  return {
    apis: {
      openapi: openapi.specs,
      graphql: graphql.schemas,
      invalid: new Set([...openapi.invalid, ...graphql.invalid]),
      ...(apiKeyUrl ? { apiKeyUrl } : {}),
    },
    diagnostics: [...openapi.diagnostics, ...graphql.diagnostics],
  };
}

/** Grammars the rendered references use, whatever the pages' own fences. */
export const API_SAMPLE_LANGUAGES = ['json', 'bash', 'javascript', 'python', 'graphql'];
