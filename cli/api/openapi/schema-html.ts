import { schemaIndex } from './schema/schema-index.ts';
import { viewOf } from './schema/schema-view.ts';
import { labelOf, PLAIN_LABEL } from './schema/type-label.ts';
import type { JsonSchema } from './types.ts';

export { componentSchemaNames } from './schema/schema-index.ts';
export type { SchemaHtmlOptions, SchemaMode } from './schema/schema-options.ts';
export { renderSchema, SCHEMA_MAX_LEVEL, SCHEMA_NODE_BUDGET, schemaHtml } from './schema/schema-render.ts';

/**
 * A schema's type in a few words, for parameter tables and Markdown: `string (date-time)`, `array de Pedido`,
 * `integer | null`, `um de: A, B`. With `names` (see `componentSchemaNames`), components are called by their names.
 */
export function typeLabel(schema: JsonSchema | undefined, names?: ReadonlyMap<object, string>): string {
  if (!schema) return '—';
  const index = schemaIndex(names);
  return labelOf(viewOf(schema, index), index, PLAIN_LABEL, true);
}
