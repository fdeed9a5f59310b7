import { escapeHtml as escape } from '../../../util/html.ts';
import type { JsonSchema } from '../types.ts';

/** Enum values shown at once; the rest behind "mais N valores", up to ENUM_LISTED, then only counted. */
const ENUM_SHOWN = 10;
const ENUM_LISTED = 200;
/** A default, example or value longer than this is cut with "…". */
const VALUE_CHARS = 120;

/** A value as the reader would write it: strings bare, anything else as JSON, long ones cut. */
export function valueText(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS - 1)}…` : text;
}

const code = (value: unknown) => `<code>${escape(valueText(value))}</code>`;
const num = (value: unknown) => (typeof value === 'number' ? String(value) : undefined);

/** Every constraint of a schema, as text: "mínimo: 1", "comprimento máximo: 80", "itens únicos". */
export function constraintTexts(s: JsonSchema): string[] {
  const out: string[] = [];
  const bound = (value: unknown, exclusive: unknown, word: string) => {
    if (typeof exclusive === 'number') out.push(`${word} (exclusivo): ${exclusive}`);
    if (num(value) !== undefined) out.push(`${word}${exclusive === true ? ' (exclusivo)' : ''}: ${value}`);
  };
  bound(s.minimum, s.exclusiveMinimum, 'mínimo');
  bound(s.maximum, s.exclusiveMaximum, 'máximo');
  const counts: [string, string][] = [
    ['multipleOf', 'múltiplo de'],
    ['minLength', 'comprimento mínimo'],
    ['maxLength', 'comprimento máximo'],
    ['minItems', 'mínimo de itens'],
    ['maxItems', 'máximo de itens'],
    ['minProperties', 'mínimo de propriedades'],
    ['maxProperties', 'máximo de propriedades'],
  ];
  for (const [key, word] of counts) if (num(s[key]) !== undefined) out.push(`${word}: ${s[key]}`);
  if (s.uniqueItems === true) out.push('itens únicos');
  return out;
}

/** The badges of a row: each a span of plain words. */
export function badgeHtml(texts: string[], className: string): string {
  return texts.map((t) => ` <span class="${className}">${escape(t)}</span>`).join('');
}

function enumHtml(values: unknown[]): string {
  const shown = values.slice(0, values.length > ENUM_SHOWN + 2 ? ENUM_SHOWN : values.length);
  const rest = values.slice(shown.length);
  const listed = rest.slice(0, ENUM_LISTED);
  const unlisted = rest.length - listed.length;
  const more = rest.length
    ? ` <details class="api-schema-enum-more"><summary>mais ${rest.length} valores</summary>${listed.map(code).join(', ')}${unlisted ? ` e mais ${unlisted}` : ''}</details>`
    : '';
  return `valores: ${shown.map(code).join(', ')}${more}`;
}

/**
 * The lines under a row's head, each an `<li>` body: values, fixed value, default, examples, pattern. What the
 * renderer knows better (additional properties, composition) it adds itself.
 */
export function factTexts(s: JsonSchema): string[] {
  const out: string[] = [];
  if (Array.isArray(s.enum) && s.enum.length) out.push(enumHtml(s.enum));
  if (s.const !== undefined) out.push(`valor fixo: ${code(s.const)}`);
  if (s.default !== undefined) out.push(`padrão: ${code(s.default)}`);
  if (s.example !== undefined) out.push(`exemplo: ${code(s.example)}`);
  if (Array.isArray(s.examples) && s.examples.length)
    out.push(`${s.examples.length === 1 ? 'exemplo' : 'exemplos'}: ${s.examples.slice(0, 3).map(code).join(', ')}`);
  if (typeof s.pattern === 'string') out.push(`padrão (regex): ${code(s.pattern)}`);
  return out;
}

/** The facts of an array's plain items ("cada item: comprimento máximo: 10; valores: …"), or nothing. */
export function itemFactText(items: JsonSchema): string | undefined {
  const parts = [...constraintTexts(items).map(escape), ...factTexts(items)];
  return parts.length ? `cada item: ${parts.join('; ')}` : undefined;
}
