import { TRY_IT_CLASS } from '../../../format/site-format.ts';
import { curlSample, fetchSample, pythonSample, type RequestValues } from '../../../format/try-it/code-samples.ts';
import type { CodeHighlighter, RenderedEmbed } from '../../core/render-env.ts';
import { renderTabs } from '../../mdx/components/tabs.ts';
import { escapeHtml as escape, safeMarkdown } from '../../util/html.ts';
import { findOperation } from '../openapi/find-operation.ts';
import { tryItOperation } from '../openapi/render-operation.ts';
import { schemaHtml } from '../openapi/schema-html.ts';
import type { ApiContent, ApiOperation, ApiSpec } from '../openapi/types.ts';
import { parameterId, parameterList } from './parameter-list.ts';
import { securityHtml, securitySchemesHtml } from './security-html.ts';

/** The directive the generated reference pages are written with: `:::api-reference <api> <part> [args]`. */
export const REFERENCE_DIRECTIVE = 'api-reference';

/** The headings of each parameter location, in the order a request is read. */
export const PARAMETER_LOCATION_TITLES: Record<string, string> = {
  path: 'Parâmetros de caminho',
  query: 'Parâmetros de consulta',
  header: 'Cabeçalhos',
  cookie: 'Cookies',
};

/** The groupId of the code samples' tabs: the language a reader picks is kept on every operation page. */
export const SAMPLE_GROUP = 'api-linguagem';

const markdown = (text: string) => safeMarkdown.render(text);

/** What a part names that the description does not have; the caller reports it at the directive. */
export class MissingPart extends Error {}

/** One `:::api-reference` part as HTML, with the ids it creates. */
export function renderReferencePart(spec: ApiSpec, args: readonly string[], highlight: CodeHighlighter): RenderedEmbed {
  const [kind = '', ...rest] = args;
  if (kind === 'servers') return { html: serversHtml(spec), anchors: [] };
  if (kind === 'auth') return { html: securitySchemesHtml(spec, markdown), anchors: [] };
  if (kind === 'schema') {
    const schema = spec.schemas.get(rest[0] ?? '');
    if (!schema) throw new MissingPart(`${spec.file} has no schema "${rest[0] ?? ''}" in components/schemas`);
    return { html: schemaHtml(schema), anchors: [] };
  }
  const op = findOperation(spec, rest[0] ?? '', rest[1] ?? '');
  if (!op) throw new MissingPart(`${spec.file} has no operation ${rest.slice(0, 2).join(' ')}`);
  const extra = rest[2];
  switch (kind) {
    case 'signature':
      return { html: signatureHtml(spec, op), anchors: [] };
    case 'security':
      return { html: securityHtml(spec, op), anchors: [] };
    case 'parameters': {
      const parameters = op.parameters.filter((p) => p.in === extra);
      return { html: parameterList(parameters, markdown), anchors: parameters.map(parameterId) };
    }
    case 'body':
      return { html: contentsHtml(op.requestBody?.contents ?? [], highlight, 'Exemplo do corpo'), anchors: [] };
    case 'response': {
      const response = op.responses.find((r) => r.status === extra);
      if (!response) throw new MissingPart(`${spec.file}: ${op.method} ${op.path} has no response ${extra ?? ''}`);
      const headers = response.headers.length
        ? `<p class="api-label">Cabeçalhos da resposta</p>${parameterList(
            response.headers.map((h) => ({ ...h, in: 'header' as const })),
            markdown,
          ).replaceAll('id="parametro-header-', `id="resposta-${escape(response.status)}-cabecalho-`)}`
        : '';
      const description = response.description
        ? `<div class="api-description">${markdown(response.description)}</div>`
        : '';
      return {
        html: `${description}${headers}${contentsHtml(response.contents, highlight, `Exemplo ${response.status}`)}`,
        anchors: [],
      };
    }
    case 'samples':
      return { html: samplesHtml(spec, op, highlight), anchors: [] };
    case 'try-it':
      return {
        html: `<div class="${TRY_IT_CLASS}" data-operation="${escape(JSON.stringify(tryItOperation(spec, op)))}"></div>\n`,
        anchors: [],
      };
    default:
      throw new MissingPart(`unknown part "${kind}"`);
  }
}

function signatureHtml(spec: ApiSpec, op: ApiOperation): string {
  const server = spec.servers[0]?.url;
  return `<div class="api-signature-block"><p class="api-signature"><span class="api-method api-method-${op.method.toLowerCase()}">${op.method}</span> <code class="api-path">${escape(op.path)}</code></p>${server ? `<p class="api-server">Servidor: <code>${escape(server)}</code></p>` : ''}${op.deprecated ? '<p class="api-deprecated-note"><strong>Obsoleta:</strong> esta operação pode deixar de existir; evite usá-la em integrações novas.</p>' : ''}</div>\n`;
}

function serversHtml(spec: ApiSpec): string {
  if (!spec.servers.length) return '<p>A descrição não declara servidores.</p>\n';
  const items = spec.servers.map(
    (s) => `<li><code>${escape(s.url)}</code>${s.description ? ` — ${escape(s.description)}` : ''}</li>`,
  );
  return `<ul class="api-servers">${items.join('')}</ul>\n`;
}

/** Each media type of a body: its schema and example, under the media type's name when there are several. */
function contentsHtml(contents: readonly ApiContent[], highlight: CodeHighlighter, exampleTitle: string): string {
  return contents
    .map((content) => {
      const example =
        content.example === undefined
          ? ''
          : codeBlock(
              highlight,
              typeof content.example === 'string' ? content.example : JSON.stringify(content.example, null, 2),
              content.mediaType.includes('json') ? 'json' : 'text',
              exampleTitle,
            );
      return `<div class="api-content"><p class="api-media-type">Tipo de mídia: <code>${escape(content.mediaType)}</code></p>${schemaHtml(content.schema)}${example}</div>`;
    })
    .join('\n');
}

function codeBlock(highlight: CodeHighlighter, code: string, lang: string, title?: string): string {
  return `<div class="code-block" data-lang="${lang}">${title ? `<div class="code-title">${escape(title)}</div>` : ''}${highlight(code, lang, new Set())}</div>`;
}

/** The code samples as tabs, one per language, the reader's choice kept across pages (SAMPLE_GROUP). */
function samplesHtml(spec: ApiSpec, op: ApiOperation, highlight: CodeHighlighter): string {
  const tryIt = tryItOperation(spec, op);
  const values: RequestValues = {
    server: spec.servers[0]?.url ?? '',
    params: {},
    body: tryIt.requestBody?.example,
    token: '$TOKEN',
    apiKey: '$API_KEY',
  };
  const samples = [
    { value: 'curl', label: 'curl', lang: 'bash', code: curlSample(tryIt, values) },
    { value: 'javascript', label: 'JavaScript', lang: 'javascript', code: fetchSample(tryIt, values) },
    { value: 'python', label: 'Python', lang: 'python', code: pythonSample(tryIt, values) },
    ...op.codeSamples.map((sample, i) => ({
      value: `x-${i}`,
      label: sample.label ?? sample.lang,
      lang: sample.lang.toLowerCase(),
      code: sample.source,
    })),
  ];
  const id = `Api-${op.method}-${op.path}`.replace(/[^A-Za-z0-9_-]+/g, '-');
  return renderTabs(
    {
      id,
      groupId: SAMPLE_GROUP,
      items: samples.map((sample) => ({
        value: sample.value,
        label: sample.label,
        html: codeBlock(highlight, sample.code, sample.lang),
        line: 1,
        column: 1,
      })),
      line: 1,
      column: 1,
    },
    () => {},
  );
}
