import type { ApiStrings } from '../../../../format/ui-strings/api/api-strings.ts';
import { escapeHtml as escape } from '../../../util/html.ts';
import type { JsonSchema } from '../types.ts';

/** Enum values shown at once; the rest behind "mais N valores" (t.moreValues), up to ENUM_LISTED, then only counted. */
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
export function constraintTexts(s: JsonSchema, t: ApiStrings): string[] {
  const out: string[] = [];
  const bound = (value: unknown, exclusive: unknown, word: string) => {
    if (typeof exclusive === 'number') out.push(`${word} ${t.exclusive}: ${exclusive}`);
    if (num(value) !== undefined) out.push(`${word}${exclusive === true ? ` ${t.exclusive}` : ''}: ${value}`);
  };
  bound(s.minimum, s.exclusiveMinimum, t.minimum);
  bound(s.maximum, s.exclusiveMaximum, t.maximum);
  for (const key of COUNTS) if (num(s[key]) !== undefined) out.push(`${t.constraints[key]}: ${s[key]}`);
  if (s.uniqueItems === true) out.push(t.uniqueItems);
  return out;
}

/** The constraints that are a count, in the order they are told. */
const COUNTS = [
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
] as const satisfies readonly (keyof ApiStrings['constraints'])[];

/** The badges of a row: each a span of plain words. */
export function badgeHtml(texts: string[], className: string): string {
  return texts.map((t) => ` <span class="${className}">${escape(t)}</span>`).join('');
}

function enumHtml(values: unknown[], t: ApiStrings): string {
  const shown = values.slice(0, values.length > ENUM_SHOWN + 2 ? ENUM_SHOWN : values.length);
  const rest = values.slice(shown.length);
  const listed = rest.slice(0, ENUM_LISTED);
  const unlisted = rest.length - listed.length;
  const more = rest.length
    ? ` <details class="api-schema-enum-more"><summary>${t.moreValues}${rest.length}${t.moreValuesEnd}</summary>${listed.map(code).join(', ')}${unlisted ? ` ${t.andMore} ${unlisted}${t.andMoreEnd}` : ''}</details>`
    : '';
  return `${t.values}: ${shown.map(code).join(', ')}${more}`;
}

/**
 * The lines under a row's head, each an `<li>` body: values, fixed value, default, examples, pattern. What the
 * renderer knows better (additional properties, composition) it adds itself.
 */
export function factTexts(s: JsonSchema, t: ApiStrings): string[] {
  const out: string[] = [];
  if (Array.isArray(s.enum) && s.enum.length) out.push(enumHtml(s.enum, t));
  if (s.const !== undefined) out.push(`${t.constValue}: ${code(s.const)}`);
  if (s.default !== undefined) out.push(`${t.default}: ${code(s.default)}`);
  if (s.example !== undefined) out.push(`${t.exampleWord}: ${code(s.example)}`);
  if (Array.isArray(s.examples) && s.examples.length)
    out.push(`${s.examples.length === 1 ? t.exampleWord : t.examples}: ${s.examples.slice(0, 3).map(code).join(', ')}`);
  if (typeof s.pattern === 'string') out.push(`${t.pattern}: ${code(s.pattern)}`);
  return out;
}

/** The facts of an array's plain items ("cada item: comprimento máximo: 10; valores: …"), or nothing. */
export function itemFactText(items: JsonSchema, t: ApiStrings): string | undefined {
  const parts = [...constraintTexts(items, t).map(escape), ...factTexts(items, t)];
  return parts.length ? `${t.eachItem}: ${parts.join('; ')}` : undefined;
}
