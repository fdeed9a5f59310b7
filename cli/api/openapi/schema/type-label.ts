import type { ApiStrings } from '../../../../format/ui-strings/api/api-strings.ts';
import type { SchemaIndex } from './schema-index.ts';
import { type SchemaView, viewOf } from './schema-view.ts';

/** How a label writes a component's name and plain text: as they are, or as HTML with links. */
export interface LabelFormat {
  name(name: string): string;
  text(text: string): string;
}

export const PLAIN_LABEL: LabelFormat = { name: (n) => n, text: (t) => t };

/**
 * A schema's type in a few words: `string (date-time)`, `array de Pedido`, `integer | null`, `um de: A, B`.
 * `withNull` adds `| null` when the schema may be null; rows leave it to their "pode ser nulo" badge.
 */
export function labelOf(
  v: SchemaView,
  index: SchemaIndex,
  fmt: LabelFormat,
  t: ApiStrings,
  withNull: boolean,
  depth = 0,
): string {
  const core = coreLabel(v, index, fmt, t, depth);
  if (!withNull || !v.nullable) return core;
  return core === fmt.text('any') || core === fmt.text('null') ? core : `${core}${fmt.text(' | null')}`;
}

function coreLabel(v: SchemaView, index: SchemaIndex, fmt: LabelFormat, t: ApiStrings, depth: number): string {
  if (v.name !== undefined) return fmt.name(v.name);
  if (v.refName !== undefined) return fmt.name(v.refName);
  if (depth > 4) return fmt.text('…');
  const s = v.schema;
  if (v.variants) {
    const words = t[v.variants.kind];
    const labels = v.variants.list.map((x) => labelOf(viewOf(x, index), index, fmt, t, true, depth + 1));
    return `${fmt.text(`${words}: `)}${labels.join(fmt.text(', '))}`;
  }
  if (v.types.length === 1 && v.types[0] === 'array') {
    const items = viewOf(s.items, index);
    const label = labelOf(items, index, fmt, t, true, depth + 1);
    const plain = items.nullable || items.variants ? `${fmt.text('(')}${label}${fmt.text(')')}` : label;
    return `${fmt.text(`${t.arrayOf} `)}${plain}`;
  }
  if (v.types.length) {
    const format = v.types.length === 1 && typeof s.format === 'string' ? ` (${s.format})` : '';
    return fmt.text(`${v.types.join(' | ')}${format}`);
  }
  return fmt.text(v.nullable ? 'null' : 'any');
}
