import { escapeHtml as escape, inlineMarkdown } from '../../util/html.ts';
import type { JsonSchema } from './types.ts';

/** "string (date-time)", "array de integer", "objeto". */
export function typeLabel(schema: JsonSchema | undefined): string {
  if (!schema) return '—';
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.map(typeLabel).join(' | ');
  const type = Array.isArray(schema.type)
    ? schema.type.join(' | ')
    : (schema.type ?? (schema.properties ? 'object' : 'any'));
  if (type === 'array') return `array de ${typeLabel(schema.items)}`;
  return schema.format ? `${type} (${schema.format})` : type;
}

/** A schema as nested lists of its properties, for responses and request bodies. */
export function schemaHtml(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return '';
  const merged = schema.allOf
    ? (Object.assign({}, ...schema.allOf, { ...schema, allOf: undefined }) as JsonSchema)
    : schema;
  const target = merged.type === 'array' && merged.items?.properties ? merged.items : merged;
  if (!target.properties || depth > 6) return '';
  const required = new Set(target.required ?? []);
  const items = Object.entries(target.properties).map(([name, prop]) => {
    const facts = [
      `<code>${escape(name)}</code>`,
      `<span class="api-type">${escape(typeLabel(prop))}</span>`,
      required.has(name) ? '<span class="api-required">obrigatório</span>' : '',
      prop.enum
        ? `<span class="api-enum">valores: ${prop.enum.map((v) => `<code>${escape(String(v))}</code>`).join(', ')}</span>`
        : '',
    ].filter(Boolean);
    const description = prop.description ? ` — ${inlineMarkdown(prop.description)}` : '';
    return `<li>${facts.join(' ')}${description}${schemaHtml(prop, depth + 1)}</li>`;
  });
  return `<ul class="api-schema">${items.join('')}</ul>`;
}
