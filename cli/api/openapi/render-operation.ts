import { TRY_IT_CLASS, type TryItOperation, type TryItParameter } from '../../../format/site-format.ts';
import type { ApiStrings } from '../../../format/ui-strings/api/api-strings.ts';
import { escapeHtml as escape, plainMarkdown } from '../../util/html.ts';
import { exampleBlock } from '../reference/code-block.ts';
import { parameterList } from '../reference/parameter-list.ts';
import { sampleTabs } from '../reference/sample-tabs.ts';
import { blockMarkdown, schemaOptions } from '../reference/schema-options.ts';
import { exampleLanguage, exampleText } from './example-text.ts';
import { schemaHtml } from './schema-html.ts';
import { tryItAuth } from './try-it-auth.ts';
import type { ApiOperation, ApiSpec, JsonSchema } from './types.ts';
import type { CodeHighlighter } from '../../core/render-env.ts';

const text = (v: unknown) => (v === undefined ? undefined : typeof v === 'string' ? v : JSON.stringify(v));
function scalarType(schema: JsonSchema | undefined): TryItParameter['type'] {
  const t = Array.isArray(schema?.type) ? schema?.type.find((x) => x !== 'null') : schema?.type;
  return t === 'integer' || t === 'number' || t === 'boolean' || t === 'array' || t === 'object' ? t : 'string';
}

// An operation page asks for it three times (samples, "Testar", the Markdown export): made once per operation.
const tryIts = new WeakMap<ApiOperation, TryItOperation>();

/** The operation as the viewer's "Testar" panel needs it. */
export function tryItOperation(spec: ApiSpec, op: ApiOperation): TryItOperation {
  let made = tryIts.get(op);
  if (!made) tryIts.set(op, (made = madeTryIt(spec, op)));
  return made;
}

function madeTryIt(spec: ApiSpec, op: ApiOperation): TryItOperation {
  const auth = tryItAuth(op, spec.securitySchemes);
  return {
    api: spec.name,
    method: op.method,
    path: op.path,
    servers: spec.servers.map((server) =>
      server.variables
        ? {
            ...server,
            variables: server.variables.map((v) =>
              v.description ? { ...v, description: plainMarkdown(v.description) } : v,
            ),
          }
        : server,
    ),
    ...(spec.apiKeyHeader ? { apiKeyHeader: spec.apiKeyHeader } : {}),
    ...(auth ? { auth } : {}),
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
              ? { example: exampleText(op.requestBody.example, op.requestBody.mediaType) }
              : {}),
          },
        }
      : {}),
  };
}

/** What a page around an operation draws itself, which the operation then leaves out. */
export interface OperationParts {
  /** The method, path and summary: a page of docusaurus-plugin-openapi-docs has them as its heading. */
  signature?: boolean;
  /** The "Testar" panel: such a page's `hide_send_button` leaves it out. */
  tryIt?: boolean;
}

/**
 * An operation rendered at build time: signature, parameters, body and
 * responses with their schemas and examples, code samples, and the mount
 * point of the "Testar" panel. The operation's long description is left to
 * the page's own prose, which a writer places around the directive. Its labels are in the site's language (`t`).
 */
export function renderOperation(
  spec: ApiSpec,
  op: ApiOperation,
  highlight: CodeHighlighter,
  t: ApiStrings,
  { signature: withSignature = true, tryIt: withTryIt = true }: OperationParts = {},
): string {
  const tryIt = tryItOperation(spec, op);
  const server = spec.servers[0]?.url ?? '';
  const key = op.operationId ?? `${op.method}${op.path}`;
  const callbacks = op.callbacks
    .map((callback, c) =>
      callback.operations
        .map(
          (sent) =>
            `${label(`Callback ${escape(callback.name)}`)}${signature(sent)}` +
            `<p class="api-server">${t.callbackNote}</p>${messageHtml(spec, sent, `${key}-callback-${c + 1}-${sent.method.toLowerCase()}`, highlight, t, true)}`,
        )
        .join(''),
    )
    .join('');
  return `<section class="api-operation" data-api="${escape(spec.name)}"${op.operationId ? ` id="op-${escape(op.operationId)}"` : ''}>
${withSignature ? signature(op) : ''}
${withSignature && op.summary ? `<p class="api-summary">${escape(op.summary)}</p>` : ''}
${messageHtml(spec, op, key, highlight, t, false)}${callbacks}
${label(t.requestSamples)}${sampleTabs(tryIt, op, server, highlight)}
${withTryIt ? `<div class="${TRY_IT_CLASS}" data-operation="${escape(JSON.stringify(tryIt))}"></div>` : ''}
</section>
`;
}

// Labels, not headings: the directive sits under a writer's heading of any level, and an h4 under an h2 skips one.
const label = (text: string) => `<p class="api-label">${text}</p>`;

function signature(op: ApiOperation): string {
  return `<p class="api-signature"><span class="api-method api-method-${op.method.toLowerCase()}">${op.method}</span> <code class="api-path">${escape(op.path)}</code></p>`;
}

/**
 * A request's parameters, body and responses. A callback's request is written by the API, as a response is (its
 * readOnly properties are in it), and the reader writes its responses: `sent` shows each in the other's mode.
 */
function messageHtml(
  spec: ApiSpec,
  op: ApiOperation,
  key: string,
  highlight: CodeHighlighter,
  t: ApiStrings,
  sent: boolean,
): string {
  const params = Object.entries(t.parameterTitles)
    .map(([location, title]) => {
      const list = op.parameters.filter((p) => p.in === location);
      return list.length ? `${label(title)}${parameterList(spec, list, blockMarkdown, t)}` : '';
    })
    .join('');
  const body = op.requestBody
    ? `${label(`${t.requestBody}${op.requestBody.required ? ` (${t.required})` : ''}`)}<p><code>${escape(op.requestBody.mediaType)}</code></p>${schemaHtml(op.requestBody.schema, schemaOptions(spec, sent ? 'response' : 'request', `${key}-corpo`, t))}${op.requestBody.example !== undefined ? exampleBlock(highlight, exampleText(op.requestBody.example, op.requestBody.mediaType), exampleLanguage(op.requestBody.mediaType), t.bodyExample, t) : ''}`
    : '';
  const responses = op.responses
    .map((r) => {
      const example =
        r.example !== undefined
          ? exampleBlock(
              highlight,
              exampleText(r.example, r.mediaType ?? ''),
              exampleLanguage(r.mediaType ?? 'application/json'),
              `${t.example} ${r.status}`,
              t,
            )
          : '';
      return `<details class="api-response"${r.status.startsWith('2') ? ' open' : ''}><summary><span class="api-status api-status-${r.status[0]}xx">${escape(r.status)}</span> ${escape(r.description)}</summary>${schemaHtml(r.schema, schemaOptions(spec, sent ? 'request' : 'response', `${key}-${r.status}`, t))}${example}</details>`;
    })
    .join('');
  // A callback's parameters share the page with its operation's, whose ids they would repeat.
  const ownParams = sent ? params.replace(/(id="|href="#)parametro-/g, `$1${key}-parametro-`) : params;
  return `${ownParams}${body}${label(t.responses)}${responses}`;
}
