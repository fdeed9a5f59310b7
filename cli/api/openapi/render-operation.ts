import { TRY_IT_CLASS, type TryItOperation, type TryItParameter } from '../../../format/site-format.ts';
import { escapeHtml as escape, inlineMarkdown, plainMarkdown } from '../../util/html.ts';
import { curlSample, fetchSample, pythonSample, type RequestValues } from '../../../format/try-it/code-samples.ts';
import { PARAMETER_LOCATIONS } from '../../../format/try-it/parameter-locations.ts';
import { schemaHtml, typeLabel } from './schema-html.ts';
import type { ApiOperation, ApiSpec, JsonSchema } from './types.ts';
import type { CodeHighlighter } from '../../core/render-env.ts';

const text = (v: unknown) => (v === undefined ? undefined : typeof v === 'string' ? v : JSON.stringify(v));
const block = (highlight: CodeHighlighter, code: string, lang: string, title?: string) =>
  `<div class="code-block" data-lang="${lang}">${title ? `<div class="code-title">${escape(title)}</div>` : ''}${highlight(code, lang, new Set())}</div>`;

function scalarType(schema: JsonSchema | undefined): TryItParameter['type'] {
  const t = Array.isArray(schema?.type) ? schema?.type.find((x) => x !== 'null') : schema?.type;
  return t === 'integer' || t === 'number' || t === 'boolean' || t === 'array' || t === 'object' ? t : 'string';
}

/** The operation as the viewer's "Testar" panel needs it. */
export function tryItOperation(spec: ApiSpec, op: ApiOperation): TryItOperation {
  return {
    api: spec.name,
    method: op.method,
    path: op.path,
    servers: spec.servers,
    ...(spec.apiKeyHeader ? { apiKeyHeader: spec.apiKeyHeader } : {}),
    parameters: op.parameters.map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required,
      type: scalarType(p.schema),
      ...(p.schema?.enum ? { enum: p.schema.enum.map(String) } : {}),
      ...(text(p.schema?.default) !== undefined ? { default: text(p.schema?.default) } : {}),
      ...(text(p.example ?? p.schema?.example) !== undefined ? { example: text(p.example ?? p.schema?.example) } : {}),
      ...(p.schema?.minimum !== undefined ? { minimum: p.schema.minimum } : {}),
      ...(p.schema?.maximum !== undefined ? { maximum: p.schema.maximum } : {}),
      ...(p.description ? { description: plainMarkdown(p.description) } : {}),
    })),
    ...(op.requestBody
      ? {
          requestBody: {
            required: op.requestBody.required,
            mediaType: op.requestBody.mediaType,
            ...(op.requestBody.example !== undefined
              ? { example: JSON.stringify(op.requestBody.example, null, 2) }
              : {}),
          },
        }
      : {}),
  };
}

/**
 * An operation rendered at build time: signature, parameters, body and
 * responses with their schemas and examples, code samples, and the mount
 * point of the "Testar" panel. The operation's long description is left to
 * the page's own prose, which a writer places around the directive.
 */
export function renderOperation(spec: ApiSpec, op: ApiOperation, highlight: CodeHighlighter): string {
  const tryIt = tryItOperation(spec, op);
  const values: RequestValues = {
    server: spec.servers[0]?.url ?? '',
    params: {},
    body: tryIt.requestBody?.example,
    token: '$TOKEN',
    apiKey: '$API_KEY',
  };
  const params = op.parameters.length
    ? `<h4>Parâmetros</h4><div class="table-scroll"><table class="api-params"><thead><tr><th>Nome</th><th>Em</th><th>Tipo</th><th>Obrigatório</th><th>Padrão</th><th>Descrição</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code></td><td>${PARAMETER_LOCATIONS[p.in]}</td><td>${escape(typeLabel(p.schema))}</td><td>${p.required ? 'sim' : 'não'}</td><td>${p.schema?.default !== undefined ? `<code>${escape(String(text(p.schema.default)))}</code>` : '—'}</td><td>${inlineMarkdown(p.description ?? '')}</td></tr>`,
        )
        .join('')}</tbody></table></div>`
    : '';
  const body = op.requestBody
    ? `<h4>Corpo da requisição${op.requestBody.required ? ' (obrigatório)' : ''}</h4><p><code>${escape(op.requestBody.mediaType)}</code></p>${schemaHtml(op.requestBody.schema, { mode: 'request', idPrefix: `${op.operationId ?? op.method + op.path}-body`, markdown: inlineMarkdown })}${op.requestBody.example !== undefined ? block(highlight, JSON.stringify(op.requestBody.example, null, 2), 'json', 'Exemplo do corpo') : ''}`
    : '';
  const responses = op.responses
    .map((r) => {
      const example =
        r.example !== undefined
          ? block(highlight, JSON.stringify(r.example, null, 2), 'json', `Exemplo ${r.status}`)
          : '';
      return `<details class="api-response"${r.status.startsWith('2') ? ' open' : ''}><summary><span class="api-status api-status-${r.status[0]}xx">${escape(r.status)}</span> ${escape(r.description)}</summary>${schemaHtml(r.schema, { mode: 'response', idPrefix: `${op.operationId ?? op.method + op.path}-${r.status}`, markdown: inlineMarkdown })}${example}</details>`;
    })
    .join('');
  return `<section class="api-operation" data-api="${escape(spec.name)}"${op.operationId ? ` id="op-${escape(op.operationId)}"` : ''}>
<p class="api-signature"><span class="api-method api-method-${op.method.toLowerCase()}">${op.method}</span> <code class="api-path">${escape(op.path)}</code></p>
${op.summary ? `<p class="api-summary">${escape(op.summary)}</p>` : ''}
${params}${body}<h4>Respostas</h4>${responses}
<h4>Exemplos de requisição</h4>${block(highlight, curlSample(tryIt, values), 'bash', 'curl')}${block(highlight, fetchSample(tryIt, values), 'javascript', 'JavaScript (fetch)')}${block(highlight, pythonSample(tryIt, values), 'python', 'Python (requests)')}
<div class="${TRY_IT_CLASS}" data-operation="${escape(JSON.stringify(tryIt))}"></div>
</section>
`;
}
