import { escapeHtml as escape } from '../../util/html.ts';
import { schemaHtml, typeLabel } from '../openapi/schema-html.ts';
import type { ApiParameter, ApiSpec, JsonSchema } from '../openapi/types.ts';
import { schemaOptions } from './schema-options.ts';

const code = (value: unknown) =>
  `<code>${escape(typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)))}</code>`;

/** The id a parameter's entry carries, for deep links: `parametro-query-limit`. */
export function parameterId(p: Pick<ApiParameter, 'in' | 'name'>): string {
  return `parametro-${p.in}-${p.name}`.replace(/[^\p{L}\p{N}_-]+/gu, '-').toLowerCase();
}

/** A schema's limits and hints in words: "mínimo: 1", "padrão: 20", "formato: uuid". */
export function schemaFacts(schema: JsonSchema | undefined, example?: unknown): string[] {
  if (!schema) return example === undefined ? [] : [`exemplo: ${code(example)}`];
  const facts: string[] = [];
  const add = (label: string, value: unknown) => {
    if (value !== undefined) facts.push(`${label}: ${code(value)}`);
  };
  add('padrão', schema.default);
  if (schema.enum) facts.push(`valores: ${schema.enum.map(code).join(', ')}`);
  add('mínimo', schema.minimum);
  add('máximo', schema.maximum);
  add('mínimo (exclusivo)', typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined);
  add('máximo (exclusivo)', typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined);
  add('tamanho mínimo', schema.minLength);
  add('tamanho máximo', schema.maxLength);
  add('padrão (regex)', schema.pattern);
  add('itens no mínimo', schema.minItems);
  add('itens no máximo', schema.maxItems);
  add('exemplo', example ?? schema.example);
  return facts;
}

/**
 * The parameters of one location as a list that wraps: name, type, whether required, facts and description, one
 * entry each. Never a table: a table of six columns scrolls sideways in a docs column, and on a phone hides the
 * description, the column that matters.
 */
export function parameterList(
  spec: ApiSpec,
  parameters: readonly ApiParameter[],
  markdown: (text: string) => string,
): string {
  const items = parameters.map((p) => {
    const badges = [
      `<span class="api-type">${escape(typeLabel(p.schema, schemaOptions(spec, 'request', '').schemaNames))}</span>`,
      p.required ? '<span class="api-required">obrigatório</span>' : '<span class="api-optional">opcional</span>',
      p.schema?.deprecated || (p as { deprecated?: boolean }).deprecated
        ? '<span class="api-deprecated">obsoleto</span>'
        : '',
    ].filter(Boolean);
    const facts = schemaFacts(p.schema, p.example);
    const id = parameterId(p);
    const nested =
      p.schema?.properties || p.schema?.items?.properties
        ? schemaHtml(p.schema, schemaOptions(spec, 'request', id))
        : '';
    return `<li class="api-param" id="${escape(id)}"><div class="api-param-head"><a class="api-anchor" href="#${escape(id)}" aria-label="Link para o parâmetro ${escape(p.name)}">#</a><code class="api-param-name">${escape(p.name)}</code> ${badges.join(' ')}</div>${facts.length ? `<p class="api-facts">${facts.join(' · ')}</p>` : ''}${p.description ? `<div class="api-description">${markdown(p.description)}</div>` : ''}${nested}</li>`;
  });
  return `<ul class="api-param-list">${items.join('')}</ul>\n`;
}
