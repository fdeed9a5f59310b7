import zlib from 'node:zlib';
import { toSpec, type OpenApiDocument } from './to-spec.ts';
import type { ApiOperation, ApiSecurityScheme, ApiSpec } from './types.ts';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** What docusaurus-plugin-openapi-docs adds to the operation it writes into a page's `api` front matter. */
const ITEM_KEYS = ['method', 'path', 'servers', 'securitySchemes', 'info', 'jsonRequestBodyExample', 'postman'];

/**
 * The operation of a page docusaurus-plugin-openapi-docs generated, from its `api` front matter: the operation's
 * JSON (dereferenced, with its method, path, servers, security schemes and the description's info beside it),
 * deflated with zlib and written in base64, as the plugin writes it and its theme's ApiItem reads it. The operation
 * becomes a description of its own, so that docsgen's renderer draws it as it draws a `:::openapi` directive.
 */
export function openapiDocsOperation(
  api: unknown,
  file: string,
): { spec: ApiSpec; operation: ApiOperation } | { problem: string } {
  if (typeof api !== 'string')
    return {
      problem: `expected the operation as docusaurus-plugin-openapi-docs writes it (a base64 text), got ${typeof api}`,
    };
  let item: unknown;
  try {
    item = JSON.parse(zlib.inflateSync(Buffer.from(api, 'base64')).toString('utf8'));
  } catch (error) {
    const why = error instanceof SyntaxError ? 'its JSON' : 'its zlib data';
    return {
      problem:
        `not an operation as docusaurus-plugin-openapi-docs writes it (zlib-deflated JSON in base64): ${why} cannot ` +
        'be read; generate the page again with the plugin, or remove the key',
    };
  }
  const record = item as Record<string, unknown> | null;
  const method = typeof record?.method === 'string' ? record.method.toLowerCase() : '';
  if (!record || typeof record.path !== 'string' || !METHODS.has(method))
    return { problem: 'the operation it holds has no method and path; generate the page again with the plugin' };
  const operation = Object.fromEntries(Object.entries(record).filter(([key]) => !ITEM_KEYS.includes(key)));
  withBodyExample(operation, record.jsonRequestBodyExample);
  const info = (record.info ?? {}) as OpenApiDocument['info'];
  const document: OpenApiDocument = {
    openapi: '3.0.3',
    info: { ...info, title: typeof info.title === 'string' ? info.title : record.path },
    ...(Array.isArray(record.servers) ? { servers: record.servers as OpenApiDocument['servers'] } : {}),
    paths: { [record.path]: { [method]: operation } },
    components: { securitySchemes: (record.securitySchemes ?? {}) as Record<string, ApiSecurityScheme> },
  };
  try {
    const spec = toSpec(document.info.title, file, document);
    return { spec, operation: spec.operations[0]! };
  } catch (error) {
    return { problem: `the operation it holds cannot be read (${(error as Error).message})` };
  }
}

/**
 * The plugin's example of a JSON body (made from the schema when the description gives none) as the body's example,
 * so that the request samples send one, as the theme's explorer does.
 */
function withBodyExample(operation: Record<string, unknown>, example: unknown): void {
  const content = (operation.requestBody as { content?: Record<string, Record<string, unknown>> } | undefined)?.content;
  const json = content?.['application/json'];
  if (example === undefined || !json || json.example !== undefined || json.examples !== undefined) return;
  json.example = example;
}
