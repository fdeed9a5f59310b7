import type { ApiStrings } from '../../../../format/ui-strings/api/api-strings.ts';

/**
 * What a schema is rendered for. A request omits `readOnly` properties, a response omits `writeOnly` ones, and a
 * schema's own page shows both, marked.
 */
export type SchemaMode = 'request' | 'response' | 'schema';

export interface SchemaHtmlOptions {
  mode: SchemaMode;
  /**
   * Start of every id the HTML carries: the wrapper's own id is `idPrefix`, each property's
   * `${idPrefix}-${path.join('-')}` (array items add the segment `items`), sanitized and unique within the call.
   */
  idPrefix: string;
  /** Each `components/schemas` object, as dereferenced, to its name (see `componentSchemaNames`). */
  schemaNames?: ReadonlyMap<object, string>;
  /** URL of a named schema's own page; without it, names are plain text. */
  schemaHref?: (name: string) => string;
  /** Block Markdown to HTML, for descriptions. */
  markdown: (text: string) => string;
  /** The words of the viewer (badges, constraints, notes), in the site's language. */
  strings: ApiStrings;
}
