import type { ApiStrings } from '../../../format/ui-strings/api/api-strings.ts';
import { escapeHtml as escape } from '../../util/html.ts';
import { schemaHtml, typeLabel } from '../openapi/schema-html.ts';
import type { ApiParameter, ApiSpec, JsonSchema } from '../openapi/types.ts';
import { schemaNamesOf, schemaOptions } from './schema-options.ts';

const code = (value: unknown) =>
  `<code>${escape(typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)))}</code>`;

/** The id a parameter's entry carries, for deep links: `parametro-query-limit`. */
export function parameterId(p: Pick<ApiParameter, 'in' | 'name'>): string {
  return `parametro-${p.in}-${p.name}`.replace(/[^\p{L}\p{N}_-]+/gu, '-').toLowerCase();
}

/** A schema's limits and hints in words: "mínimo: 1", "padrão: 20", "formato: uuid". */
export function schemaFacts(schema: JsonSchema | undefined, t: ApiStrings, example?: unknown): string[] {
  const words = t.parameterFacts;
  if (!schema) return example === undefined ? [] : [`${words.example}: ${code(example)}`];
  const facts: string[] = [];
  const add = (label: string, value: unknown) => {
    if (value !== undefined) facts.push(`${label}: ${code(value)}`);
  };
  add(words.default, schema.default);
  if (schema.enum) facts.push(`${words.values}: ${schema.enum.map(code).join(', ')}`);
  add(words.minimum, schema.minimum);
  add(words.maximum, schema.maximum);
  add(words.exclusiveMinimum, typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined);
  add(words.exclusiveMaximum, typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : undefined);
  add(words.minLength, schema.minLength);
  add(words.maxLength, schema.maxLength);
  add(words.pattern, schema.pattern);
  add(words.minItems, schema.minItems);
  add(words.maxItems, schema.maxItems);
  add(words.example, example ?? schema.example);
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
  t: ApiStrings,
): string {
  const items = parameters.map((p) => {
    const badges = [
      `<span class="api-type">${escape(typeLabel(p.schema, t, schemaNamesOf(spec)))}</span>`,
      p.required
        ? `<span class="api-required">${t.required}</span>`
        : `<span class="api-optional">${t.optional}</span>`,
      p.schema?.deprecated || (p as { deprecated?: boolean }).deprecated
        ? `<span class="api-deprecated">${t.deprecated}</span>`
        : '',
    ].filter(Boolean);
    const facts = schemaFacts(p.schema, t, p.example);
    const id = parameterId(p);
    const nested =
      p.schema?.properties || p.schema?.items?.properties
        ? schemaHtml(p.schema, schemaOptions(spec, 'request', id, t))
        : '';
    return `<li class="api-param" id="${escape(id)}"><div class="api-param-head"><a class="api-anchor" href="#${escape(id)}" aria-label="${t.linkToParameter} ${escape(p.name)}">#</a><code class="api-param-name">${escape(p.name)}</code> ${badges.join(' ')}</div>${facts.length ? `<p class="api-facts">${facts.join(' · ')}</p>` : ''}${p.description ? `<div class="api-description">${markdown(p.description)}</div>` : ''}${nested}</li>`;
  });
  return `<ul class="api-param-list">${items.join('')}</ul>\n`;
}
