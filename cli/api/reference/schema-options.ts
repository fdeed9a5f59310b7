import { componentSchemaNames, type SchemaHtmlOptions, type SchemaMode } from '../openapi/schema-html.ts';
import type { ApiSpec } from '../openapi/types.ts';
import { safeMarkdown } from '../../util/html.ts';

const names = new WeakMap<ApiSpec, Map<object, string>>();

/** A description's Markdown as block HTML: its `*` lists are lists, its raw HTML text. */
export const blockMarkdown = (text: string) => safeMarkdown.render(text);

/**
 * What the schema viewer needs of a description: its components' names (a `$ref`'d schema is called by its name,
 * and a recursive one is a link back), the page of each schema when a reference is generated for it, and Markdown.
 */
export function schemaOptions(spec: ApiSpec, mode: SchemaMode, idPrefix: string): SchemaHtmlOptions {
  let known = names.get(spec);
  if (!known) names.set(spec, (known = componentSchemaNames(Object.fromEntries(spec.schemas))));
  return {
    mode,
    idPrefix,
    schemaNames: known,
    ...(spec.schemaPage ? { schemaHref: spec.schemaPage } : {}),
    markdown: blockMarkdown,
  };
}
