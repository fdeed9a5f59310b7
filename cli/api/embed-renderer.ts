import { closest } from 'fastest-levenshtein';
import { API_STRINGS, type ApiStrings } from '../../format/ui-strings/api/api-strings.ts';
import type { UiLanguage } from '../../format/ui-strings/language.ts';
import { error, type Diagnostic } from '../core/diagnostics.ts';
import { escapeHtml as escape } from '../util/html.ts';
import type { GraphqlSchemaSource } from './graphql/load-sdl.ts';
import type { GraphqlPagesWriter } from './reference/graphql-pages.ts';
import { findOperation } from './openapi/find-operation.ts';
import { renderOperation } from './openapi/render-operation.ts';
import { MissingPart, renderReferencePart } from './reference/reference-parts.ts';
import type { ApiSpec } from './openapi/types.ts';
import type { EmbedRequest, RenderedEmbed, CodeHighlighter } from '../core/render-env.ts';
import { GRAPHQL_EXPLORER_CLASS, type GraphqlExplorerConfig } from '../../format/site-format.ts';

export interface ApiDescriptions {
  openapi: ReadonlyMap<string, ApiSpec>;
  graphql: ReadonlyMap<string, GraphqlSchemaSource>;
  /** Documents that failed validation: their errors are reported once, not again at each directive. */
  invalid: ReadonlySet<string>;
  /** The platform page where readers create an API key, from the config. */
  apiKeyUrl?: string;
  /**
   * Writes a schema's reference pages (see graphqlReference): loaded with the schemas, since graphql-js's 100 CommonJS
   * files took every command about 50 ms to load.
   */
  graphqlPages?: GraphqlPagesWriter;
}

const suggestion = (value: string, options: string[]) =>
  options.length ? ` (did you mean "${closest(value, options)}"?)` : '';

/**
 * Renders one page's API directives. An unknown API, operation or schema is
 * reported at the directive's line, like a broken link. The ids an embed
 * creates come back with it, so links to them can be checked. Code samples go
 * through the page's own highlighter; the text is in the site's language.
 */
export function embedRenderer(
  apis: ApiDescriptions,
  file: string,
  diagnostics: Diagnostic[],
  highlight: CodeHighlighter,
  uiLanguage: UiLanguage = 'pt-BR',
): (request: EmbedRequest) => RenderedEmbed {
  const t = API_STRINGS[uiLanguage];
  const fail = (request: EmbedRequest, message: string): RenderedEmbed => {
    diagnostics.push(error('invalid-api-directive', file, request.line, 1, message));
    return { html: '', anchors: [] };
  };
  return (request) => {
    if (request.kind === 'api-key') return { html: apiKeyHtml(apis.apiKeyUrl, t), anchors: [] };
    const [name = '', ...rest] = request.args;
    if (apis.invalid.has(name)) return { html: '', anchors: [] };
    if (request.kind === 'api-reference') {
      const spec = apis.openapi.get(name);
      if (!spec)
        return fail(
          request,
          `:::api-reference: no OpenAPI document named "${name}"${suggestion(name, [...apis.openapi.keys()])}`,
        );
      try {
        return renderReferencePart(spec, rest, highlight, t);
      } catch (problem) {
        if (problem instanceof MissingPart) return fail(request, `:::api-reference: ${problem.message}`);
        throw problem;
      }
    }
    if (request.kind === 'openapi') {
      const spec = apis.openapi.get(name);
      if (!spec)
        return fail(
          request,
          `:::openapi: no OpenAPI document named "${name}" in content/openapi${suggestion(name, [...apis.openapi.keys()])}`,
        );
      const operations = rest.length ? [findOperation(spec, rest[0] ?? '', rest[1] ?? '')] : spec.operations;
      if (!operations[0]) {
        const known = spec.operations.map((o) => `${o.method} ${o.path}`);
        return fail(
          request,
          `:::openapi: ${spec.file} has no operation ${rest.join(' ')}${suggestion(rest.join(' ').toUpperCase(), known)}`,
        );
      }
      return {
        html: operations.map((op) => renderOperation(spec, op!, highlight, t)).join(''),
        anchors: operations.flatMap((op) => (op!.operationId ? [`op-${op!.operationId}`] : [])),
      };
    }
    const source = apis.graphql.get(name);
    if (!source)
      return fail(
        request,
        `:::${request.kind}: no GraphQL schema named "${name}" in content/graphql${suggestion(name, [...apis.graphql.keys()])}`,
      );
    if (request.kind === 'graphql-schema') return source.reference(t);
    const [endpoint, apiKeyHeader] = rest;
    if (!endpoint || !/^https?:\/\//.test(endpoint))
      return fail(
        request,
        ':::graphql-explorer: expected the endpoint URL after the schema name, e.g. ":::graphql-explorer registry https://api.example.com/graphql X-Api-Key"',
      );
    const config: GraphqlExplorerConfig = {
      endpoint,
      ...(apiKeyHeader ? { apiKeyHeader } : {}),
      sdl: source.sdl,
      query: request.code ?? '',
      variables: '{}',
    };
    return {
      html: `<div class="${GRAPHQL_EXPLORER_CLASS}" data-explorer="${escape(JSON.stringify(config))}"></div>\n`,
      anchors: [],
      connectOrigin: new URL(endpoint).origin,
    };
  };
}

/** A link to the platform's API-key page when the config names one; otherwise, who to ask. */
function apiKeyHtml(url: string | undefined, t: ApiStrings): string {
  if (url)
    return `<p class="api-key-cta"><a class="button button-primary" href="${escape(url)}" target="_blank" rel="noopener noreferrer">${t.createApiKey}</a></p>\n`;
  return `<div class="admonition admonition-info" role="note"><p class="admonition-title">${t.howToGetKey}</p><div class="admonition-body"><p>${t.howToGetKeyText}</p></div></div>\n`;
}
