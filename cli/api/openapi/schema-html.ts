import type { ApiStrings } from '../../../format/ui-strings/api/api-strings.ts';
import { schemaIndex } from './schema/schema-index.ts';
import { viewOf } from './schema/schema-view.ts';
import { labelOf, PLAIN_LABEL } from './schema/type-label.ts';
import type { JsonSchema } from './types.ts';

export { componentSchemaNames } from './schema/schema-index.ts';
export type { SchemaHtmlOptions, SchemaMode } from './schema/schema-options.ts';
export {
  renderSchema,
  SCHEMA_MAX_LEVEL,
  SCHEMA_NODE_BUDGET,
  schemaHtml,
  schemaIdPart,
} from './schema/schema-render.ts';

/**
 * A schema's type in a few words, for parameter tables and Markdown: `string (date-time)`, `array de Pedido`,
 * `integer | null`, `um de: A, B`. With `names` (see `componentSchemaNames`), components are called by their names.
 */
export function typeLabel(schema: JsonSchema | undefined, t: ApiStrings, names?: ReadonlyMap<object, string>): string {
  if (!schema) return '—';
  const index = schemaIndex(names);
  return labelOf(viewOf(schema, index), index, PLAIN_LABEL, t, true);
}

/**
 * The schema as its properties are shown: `$ref` resolved and `allOf` merged (a response composed with `allOf` has
 * its properties in its parts), the item schema for an array. For lists that do not draw the whole viewer.
 */
export function shownSchema(schema: JsonSchema | undefined, names?: ReadonlyMap<object, string>): JsonSchema {
  if (!schema) return {};
  const index = schemaIndex(names);
  const view = viewOf(schema, index);
  const items = view.schema.items;
  return view.types.includes('array') && items && typeof items === 'object' ? viewOf(items, index).schema : view.schema;
}
