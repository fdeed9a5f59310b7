import { API_STRINGS, type ApiStrings } from '../../format/ui-strings/api/api-strings.ts';
import type { UiLanguage } from '../../format/ui-strings/language.ts';
import type { ApiDescriptions } from './embed-renderer.ts';
import { findOperation } from './openapi/find-operation.ts';
import { referencePartMarkdown } from './reference/part-markdown.ts';
import { tryItOperation } from './openapi/render-operation.ts';
import { typeLabel } from './openapi/schema-html.ts';
import type { ApiOperation, ApiSpec } from './openapi/types.ts';
import type { EmbedKind } from '../core/render-env.ts';
import { curlSample } from '../../format/try-it/code-samples.ts';
import { safeMarkdown } from '../util/html.ts';
import { codeSpan, escapeText, inlineMarkdown } from '../markdown/markdown-inline.ts';
import { urlMarker } from '../markdown/site-url.ts';

export interface EmbedSources {
  apis: ApiDescriptions;
  /** The site's language (see RenderEnv.uiLanguage): Brazilian Portuguese when absent. */
  uiLanguage?: UiLanguage;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);
const jsonBlock = (value: unknown) => `\`\`\`json\n${json(value)}\n\`\`\``;

/**
 * An API directive as Markdown, from the same descriptions the page's HTML comes from: an OpenAPI operation as its
 * method and path, parameters table, request and response examples and curl sample; a GraphQL schema as its SDL; an
 * explorer as its endpoint and starting query. An unknown API or operation is reported by the page's render and
 * writes nothing here.
 */
export function embedMarkdown(
  kind: EmbedKind,
  args: readonly string[],
  code: string | undefined,
  { apis, uiLanguage = 'pt-BR' }: EmbedSources,
): string {
  const t = API_STRINGS[uiLanguage];
  if (kind === 'api-key') return apiKeyMarkdown(apis.apiKeyUrl, t);
  const [name = '', ...rest] = args;
  if (kind === 'api-reference') {
    const spec = apis.openapi.get(name);
    return spec ? referencePartMarkdown(spec, rest, t) : '';
  }
  if (kind === 'openapi') {
    const spec = apis.openapi.get(name);
    if (!spec) return '';
    const operations = rest.length
      ? [findOperation(spec, rest[0] ?? '', rest[1] ?? '')].filter((op) => op !== undefined)
      : spec.operations;
    return operations.map((op) => operationMarkdown(spec, op, t)).join('\n\n');
  }
  const source = apis.graphql.get(name);
  if (!source) return '';
  if (kind === 'graphql-schema') return `\`\`\`graphql\n${source.sdl.trim()}\n\`\`\``;
  const [endpoint = ''] = rest;
  return [`${t.graphqlEndpoint} ${codeSpan(endpoint)}`, code?.trim() ? `\`\`\`graphql\n${code.trim()}\n\`\`\`` : '']
    .filter(Boolean)
    .join('\n\n');
}

/**
 * An operation as Markdown, in the site's language (`t`): method and path, parameters table, request and response
 * examples, curl sample.
 */
export function operationMarkdown(spec: ApiSpec, op: ApiOperation, t: ApiStrings): string {
  const tryIt = tryItOperation(spec, op);
  const curl = curlSample(tryIt, {
    server: spec.servers[0]?.url ?? '',
    params: {},
    body: tryIt.requestBody?.example,
    token: '$TOKEN',
    apiKey: '$API_KEY',
  });
  const parts = [`**${op.method}** ${codeSpan(op.path)}`];
  if (op.summary) parts.push(escapeText(op.summary, true));
  if (op.parameters.length) {
    const rows = op.parameters.map((p) =>
      [
        codeSpan(p.name),
        t.locations[p.in],
        escapeText(typeLabel(p.schema, t), false),
        p.required ? t.yes : t.no,
        p.schema?.default === undefined
          ? '—'
          : codeSpan(
              String(typeof p.schema.default === 'string' ? p.schema.default : JSON.stringify(p.schema.default)),
            ),
        descriptionMarkdown(p.description ?? '').replace(/\s*\n\s*/g, ' '),
      ]
        .map((cell) => cell.replace(/\|/g, '\\|'))
        .join(' | '),
    );
    parts.push(
      [
        `${t.parameters}:`,
        '',
        t.parametersTableHead,
        '| --- | --- | --- | --- | --- | --- |',
        ...rows.map((row) => `| ${row} |`),
      ].join('\n'),
    );
  }
  if (op.requestBody) {
    parts.push(
      `${t.requestBody}${op.requestBody.required ? ` (${t.required})` : ''}: ${codeSpan(op.requestBody.mediaType)}`,
    );
    if (op.requestBody.example !== undefined) parts.push(jsonBlock(op.requestBody.example));
  }
  if (op.responses.length) {
    parts.push(`${t.responses}:`);
    const items = op.responses.map((response) => {
      const example =
        response.example === undefined ? '' : `\n\n  ${jsonBlock(response.example).replace(/\n/g, '\n  ')}`;
      return `- ${codeSpan(response.status)} ${escapeText(response.description, false)}${example}`;
    });
    parts.push(items.join(op.responses.some((response) => response.example !== undefined) ? '\n\n' : '\n'));
  }
  parts.push(`${t.curlExample}\n\n\`\`\`bash\n${curl}\n\`\`\``);
  return parts.join('\n\n');
}

/** An API description's inline Markdown as the page's own: its links marked to become absolute, raw HTML as text. */
function descriptionMarkdown(text: string): string {
  return inlineMarkdown(safeMarkdown.parseInline(text, {})[0]?.children ?? []);
}

/** Where readers get an API key, as the page says it. */
function apiKeyMarkdown(url: string | undefined, t: ApiStrings): string {
  if (url) return `[${t.createApiKey}](${urlMarker(url)})`;
  return `> **${t.howToGetKey}**\n>\n> ${t.howToGetKeyText}`;
}
