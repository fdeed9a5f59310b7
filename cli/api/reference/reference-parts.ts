import { TRY_IT_CLASS } from '../../../format/site-format.ts';
import type { ApiStrings } from '../../../format/ui-strings/api/api-strings.ts';
import type { CodeHighlighter, RenderedEmbed } from '../../core/render-env.ts';
import { escapeHtml as escape } from '../../util/html.ts';
import { exampleLanguage, exampleText } from '../openapi/example-text.ts';
import { findOperation, isPathOperation } from '../openapi/find-operation.ts';
import { tryItOperation } from '../openapi/render-operation.ts';
import { renderSchema, schemaIdPart } from '../openapi/schema-html.ts';
import type { ApiContent, ApiOperation, ApiSpec } from '../openapi/types.ts';
import { exampleBlock } from './code-block.ts';
import { parameterId, parameterList } from './parameter-list.ts';
import { sampleTabs } from './sample-tabs.ts';
import { perSchemaCache } from './schema-cache.ts';
import { blockMarkdown as markdown, schemaOptions } from './schema-options.ts';
import { securityHtml, securitySchemesHtml } from './security-html.ts';

/** The directive the generated reference pages are written with: `:::api-reference <api> <part> [args]`. */
export const REFERENCE_DIRECTIVE = 'api-reference';

/** What a part names that the description does not have; the caller reports it at the directive. */
export class MissingPart extends Error {}

/** One `:::api-reference` part as HTML, with the ids it creates, its text in the site's language (`t`). */
export function renderReferencePart(
  spec: ApiSpec,
  args: readonly string[],
  highlight: CodeHighlighter,
  t: ApiStrings,
): RenderedEmbed {
  const [kind = '', ...rest] = args;
  if (kind === 'servers') return { html: serversHtml(spec, t), anchors: [] };
  if (kind === 'auth') return { html: securitySchemesHtml(spec, markdown, t), anchors: [] };
  if (kind === 'schema') {
    const schema = spec.schemas.get(rest[0] ?? '');
    if (!schema) throw new MissingPart(`${spec.file} has no schema "${rest[0] ?? ''}" in components/schemas`);
    const { html, ids } = renderSchema(schema, schemaOptions(spec, 'schema', 'esquema', t));
    return { html, anchors: ids };
  }
  const op = findOperation(spec, rest[0] ?? '', rest[1] ?? '');
  if (!op) throw new MissingPart(`${spec.file} has no operation ${rest.slice(0, 2).join(' ')}`);
  const extra = rest[2];
  const scope = idScope(spec, op);
  // A webhook's or a callback's body is written by the API, as a response is (its readOnly properties are in it), and
  // the reader writes its responses: each is shown in the other's mode.
  const sent = !isPathOperation(op);
  switch (kind) {
    case 'signature':
      return { html: signatureHtml(spec, op, t), anchors: [] };
    case 'security':
      return { html: securityHtml(spec, op, t), anchors: [] };
    case 'parameters': {
      const parameters = op.parameters.filter((p) => p.in === extra);
      return {
        html: scoped(parameterList(spec, parameters, markdown, t), scope),
        anchors: parameters.map((p) => `${scope}${parameterId(p)}`),
      };
    }
    case 'body':
      return contentsHtml(
        spec,
        op.requestBody?.contents ?? [],
        highlight,
        t.bodyExample,
        sent ? 'response' : 'request',
        `${scope}corpo`,
        t,
      );
    case 'response': {
      const response = op.responses.find((r) => r.status === extra);
      if (!response) throw new MissingPart(`${spec.file}: ${op.method} ${op.path} has no response ${extra ?? ''}`);
      const headers = response.headers.length
        ? `<p class="api-label">${t.responseHeaders}</p>${parameterList(
            spec,
            response.headers.map((h) => ({ ...h, in: 'header' as const })),
            markdown,
            t,
          ).replace(/(id="|href="#)parametro-header-/g, `$1resposta-${escape(response.status)}-cabecalho-`)}`
        : '';
      const description = response.description
        ? `<div class="api-description">${markdown(response.description)}</div>`
        : '';
      const example = `${t.example} ${response.status}`;
      const id = `${scope}resposta-${response.status}`;
      const mode = sent ? 'request' : 'response';
      const contents = contentsHtml(spec, response.contents, highlight, example, mode, id, t);
      return { html: `${description}${scoped(headers, scope)}${contents.html}`, anchors: contents.anchors };
    }
    case 'samples':
      return { html: sampleTabs(tryItOperation(spec, op), op, spec.servers[0]?.url ?? '', highlight), anchors: [] };
    case 'try-it':
      return {
        html: `<div class="${TRY_IT_CLASS}" data-operation="${escape(JSON.stringify(tryItOperation(spec, op)))}"></div>\n`,
        anchors: [],
      };
    default:
      throw new MissingPart(`unknown part "${kind}"`);
  }
}

/**
 * What a callback's ids start with: its request shares the page of its operation, whose parameters and body have the
 * same ids otherwise. The callback's name, its place among its operation's callbacks and the method keep them apart.
 */
function idScope(spec: ApiSpec, op: ApiOperation): string {
  const [where, route = '', method = '', callbacks] = op.pointer;
  if (where !== 'paths' || callbacks !== 'callbacks') return '';
  const index = (findOperation(spec, method, route)?.callbacks ?? []).findIndex((c) => c.operations.includes(op));
  return `callback-${index + 1}-${op.method.toLowerCase()}-`;
}

/** HTML with its ids, and the links to them, in a callback's scope (see idScope). */
function scoped(html: string, scope: string): string {
  return scope ? html.replace(/(id="|href="#)/g, `$1${scope}`) : html;
}

/** A request the API sends is told by where it goes (t.webhookNote, t.callbackNote): a webhook's name, a callback's. */
function signatureHtml(spec: ApiSpec, op: ApiOperation, t: ApiStrings): string {
  const signature = `<p class="api-signature"><span class="api-method api-method-${op.method.toLowerCase()}">${op.method}</span> <code class="api-path">${escape(op.path)}</code></p>`;
  const server = spec.servers[0]?.url;
  const where = !isPathOperation(op)
    ? `<p class="api-server">${op.pointer[0] === 'webhooks' ? t.webhookNote : t.callbackNote}</p>`
    : server
      ? `<p class="api-server">${t.server}: <code>${escape(server)}</code></p>`
      : '';
  const deprecated = op.deprecated
    ? `<p class="api-deprecated-note"><strong>${t.deprecatedOperation}:</strong> ${t.deprecatedOperationText}</p>`
    : '';
  return `<div class="api-signature-block">${signature}${where}${deprecated}</div>\n`;
}

function serversHtml(spec: ApiSpec, t: ApiStrings): string {
  if (!spec.servers.length) return `<p>${t.noServers}</p>\n`;
  const items = spec.servers.map(
    (s) => `<li><code>${escape(s.url)}</code>${s.description ? ` — ${escape(s.description)}` : ''}</li>`,
  );
  return `<ul class="api-servers">${items.join('')}</ul>\n`;
}

/** Each media type of a body: its schema and example, under the media type's name when there are several. */
function contentsHtml(
  spec: ApiSpec,
  contents: readonly ApiContent[],
  highlight: CodeHighlighter,
  exampleTitle: string,
  mode: 'request' | 'response',
  idPrefix: string,
  t: ApiStrings,
): RenderedEmbed {
  const anchors: string[] = [];
  const html = contents
    .map((content, i) => {
      const example =
        content.example === undefined
          ? ''
          : exampleBlock(
              highlight,
              exampleText(content.example, content.mediaType),
              exampleLanguage(content.mediaType),
              exampleTitle,
              t,
            );
      const schema = sharedSchemaHtml(spec, content.schema, mode, i ? `${idPrefix}-${i + 1}` : idPrefix, t);
      anchors.push(...schema.ids);
      return `<div class="api-content"><p class="api-media-type">${t.mediaType}: <code>${escape(content.mediaType)}</code></p>${schema.html}${example}</div>`;
    })
    .join('\n');
  return { html, anchors };
}

/**
 * Each schema's HTML by its description, language, mode and id prefix: a function of these alone (see renderSchema),
 * so made once per build, and again in watch only when the description is read again. Under TEMPLATE_KEY, by mode,
 * the HTML made with ID_PLACEHOLDER as the prefix.
 */
const htmlByPlace = perSchemaCache<Map<string, { html: string; ids: string[] }>>();

/**
 * An id prefix that the schema viewer's ids keep as it is (letters only) and that no description holds: the HTML made
 * with it is the HTML of any prefix, once the prefix (as the viewer sanitizes it) is put in its place. The ids the
 * viewer makes unique within a schema differ only after the prefix, so which of them get a `-2` does not depend on it.
 */
const ID_PLACEHOLDER = 'ꙮdocsgenꙮ';
const TEMPLATE_KEY = '\0template';

/**
 * A body's or response's schema as HTML. GitHub's operations share their schemas (an error body, a repository) under
 * the same ids (`resposta-404`): two calls in three found their HTML made already (9 MB of it), and most others differ
 * from one made already only by their prefix (`resposta-200`, `resposta-201`), which replaceAll puts in.
 */
function sharedSchemaHtml(
  spec: ApiSpec,
  schema: ApiContent['schema'],
  mode: 'request' | 'response',
  idPrefix: string,
  t: ApiStrings,
): { html: string; ids: string[] } {
  if (!schema) return renderSchema(schema, schemaOptions(spec, mode, idPrefix, t));
  const byPlace = htmlByPlace(spec, schema, t, () => new Map());
  const key = `${mode}\0${idPrefix}`;
  let rendered = byPlace.get(key);
  if (!rendered) {
    let template = byPlace.get(`${mode}${TEMPLATE_KEY}`);
    if (!template) {
      template = renderSchema(schema, schemaOptions(spec, mode, ID_PLACEHOLDER, t));
      byPlace.set(`${mode}${TEMPLATE_KEY}`, template);
    }
    const prefix = schemaIdPart(idPrefix);
    rendered = {
      html: template.html.replaceAll(ID_PLACEHOLDER, prefix),
      ids: template.ids.map((id) => id.replaceAll(ID_PLACEHOLDER, prefix)),
    };
    byPlace.set(key, rendered);
  }
  return rendered;
}
