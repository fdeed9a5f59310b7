import { curlSample } from '../../../format/try-it/code-samples.ts';
import type { ApiStrings } from '../../../format/ui-strings/api/api-strings.ts';
import { codeSpan, escapeText } from '../../markdown/markdown-inline.ts';
import { exampleLanguage, exampleText } from '../openapi/example-text.ts';
import { findOperation } from '../openapi/find-operation.ts';
import { tryItOperation } from '../openapi/render-operation.ts';
import { shownSchema, typeLabel } from '../openapi/schema-html.ts';
import { schemaNamesOf } from './schema-options.ts';
import { perSchemaCache } from './schema-cache.ts';
import type { ApiContent, ApiSpec, JsonSchema } from '../openapi/types.ts';
import { schemeSummary } from './security-html.ts';

const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;

/**
 * Each schema's list by its description and language (see schemaList): a function of these alone. GitHub's
 * operations share their bodies and responses (a repository, an error), as they share their HTML (see
 * sharedSchemaHtml).
 */
const listOf = perSchemaCache<string>();

function sharedSchemaList(spec: ApiSpec, schema: JsonSchema | undefined, t: ApiStrings): string {
  const list = () => schemaList(spec, schema, t).join('\n');
  return schema ? listOf(spec, schema, t, list) : list();
}

/** A schema's properties as a nested Markdown list, two levels deep: enough for a reader or a model to follow. */
function schemaList(spec: ApiSpec, schema: JsonSchema | undefined, t: ApiStrings, depth = 0): string[] {
  const names = schemaNamesOf(spec);
  const target = shownSchema(schema, names);
  if (!target.properties || depth > 1) return [];
  const required = new Set(target.required ?? []);
  return Object.entries(target.properties).flatMap(([name, prop]) => [
    `${'  '.repeat(depth)}- ${codeSpan(name)} (${escapeText(typeLabel(prop, t, names), false)}${required.has(name) ? `, ${t.required}` : ''})${prop.description ? `: ${escapeText(prop.description.split('\n')[0] ?? '', false)}` : ''}`,
    ...schemaList(spec, prop, t, depth + 1),
  ]);
}

function contentsMarkdown(spec: ApiSpec, contents: readonly ApiContent[], t: ApiStrings): string {
  return contents
    .map((content) =>
      [
        `${t.mediaType}: ${codeSpan(content.mediaType)}`,
        sharedSchemaList(spec, content.schema, t),
        content.example === undefined
          ? ''
          : fence(exampleLanguage(content.mediaType), exampleText(content.example, content.mediaType)),
      ]
        .filter(Boolean)
        .join('\n\n'),
    )
    .join('\n\n');
}

/**
 * One `:::api-reference` part as Markdown, for the page's export and llms-full.txt, in the site's language (`t`); ''
 * for what it cannot name.
 */
export function referencePartMarkdown(spec: ApiSpec, args: readonly string[], t: ApiStrings): string {
  const [kind = '', ...rest] = args;
  if (kind === 'servers')
    return spec.servers.map((s) => `- ${codeSpan(s.url)}${s.description ? ` — ${s.description}` : ''}`).join('\n');
  if (kind === 'auth')
    return Object.entries(spec.securitySchemes)
      .map(([name, scheme]) => `- **${escapeText(name, false)}**: ${schemeSummary(scheme, t)}`)
      .join('\n');
  if (kind === 'schema') return sharedSchemaList(spec, spec.schemas.get(rest[0] ?? ''), t);
  const op = findOperation(spec, rest[0] ?? '', rest[1] ?? '');
  if (!op) return '';
  switch (kind) {
    case 'signature':
      return `**${op.method}** ${codeSpan(op.path)}${op.deprecated ? ` (${t.deprecatedOperationWord})` : ''}`;
    case 'security':
      return op.security
        .map(
          (way) =>
            `- ${way.map(({ scheme }) => `${scheme}: ${schemeSummary(spec.securitySchemes[scheme], t)}`).join(` ${t.and} `) || t.noAuthenticationItem}`,
        )
        .join('\n');
    case 'parameters':
      return op.parameters
        .filter((p) => p.in === rest[2])
        .map(
          (p) =>
            `- ${codeSpan(p.name)} (${escapeText(typeLabel(p.schema, t), false)}${p.required ? `, ${t.required}` : ''})${p.description ? `: ${escapeText(p.description.replace(/\s*\n\s*/g, ' '), false)}` : ''}`,
        )
        .join('\n');
    case 'body':
      return contentsMarkdown(spec, op.requestBody?.contents ?? [], t);
    case 'response': {
      const response = op.responses.find((r) => r.status === rest[2]);
      return response
        ? [response.description, contentsMarkdown(spec, response.contents, t)].filter(Boolean).join('\n\n')
        : '';
    }
    case 'samples': {
      const tryIt = tryItOperation(spec, op);
      const server = spec.servers[0]?.url ?? '';
      return fence(
        'bash',
        curlSample(tryIt, {
          server,
          params: {},
          body: tryIt.requestBody?.example,
          token: '$TOKEN',
          apiKey: '$API_KEY',
        }),
      );
    }
    default:
      return '';
  }
}
