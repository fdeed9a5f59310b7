import type { Diagnostic } from '../diagnostics.ts';
import { loadGraphqlSchemas } from '../graphql/load-sdl.ts';
import { loadOpenApi } from '../openapi/load-openapi.ts';
import type { ApiDescriptions } from './embed-renderer.ts';

/** The OpenAPI documents and GraphQL schemas that API directives render from. */
export async function loadApiDescriptions(contentDir: string, cwd: string, apiKeyUrl?: string): Promise<{ apis: ApiDescriptions; diagnostics: Diagnostic[] }> {
  const openapi = await loadOpenApi(contentDir, cwd);
  const graphql = loadGraphqlSchemas(contentDir, cwd);
  return { apis: { openapi: openapi.specs, graphql: graphql.schemas, invalid: new Set([...openapi.invalid, ...graphql.invalid]), ...(apiKeyUrl ? { apiKeyUrl } : {}) }, diagnostics: [...openapi.diagnostics, ...graphql.diagnostics] };
}

/** Grammars the rendered references use, whatever the pages' own fences. */
export const API_SAMPLE_LANGUAGES = ['json', 'bash', 'javascript', 'python', 'graphql'];
