import type { ApiStrings } from '../../../format/ui-strings/api/api-strings.ts';
import { componentSchemaNames, type SchemaHtmlOptions, type SchemaMode } from '../openapi/schema-html.ts';
import type { ApiSpec } from '../openapi/types.ts';
import { safeMarkdown } from '../../util/html.ts';
import { remembered } from '../../util/remembered.ts';

const names = new WeakMap<ApiSpec, Map<object, string>>();

// Descriptions repeat: GitHub's "The unique identifier of the repository." is rendered on hundreds of pages.
const rendered = remembered<string>(50_000);

/** A description's Markdown as block HTML: its `*` lists are lists, its raw HTML text. */
export function blockMarkdown(text: string): string {
  return rendered(text, () => safeMarkdown.render(text));
}

/** Each `components/schemas` object of a description to its name (see componentSchemaNames), made once. */
export function schemaNamesOf(spec: ApiSpec): Map<object, string> {
  let known = names.get(spec);
  if (!known) names.set(spec, (known = componentSchemaNames(Object.fromEntries(spec.schemas))));
  return known;
}

/**
 * What the schema viewer needs of a description: its components' names (a `$ref`'d schema is called by its name,
 * and a recursive one is a link back), the page of each schema when a reference is generated for it, Markdown, and
 * the site's words.
 */
export function schemaOptions(
  spec: ApiSpec,
  mode: SchemaMode,
  idPrefix: string,
  strings: ApiStrings,
): SchemaHtmlOptions {
  return {
    mode,
    idPrefix,
    schemaNames: schemaNamesOf(spec),
    ...(spec.schemaPage ? { schemaHref: spec.schemaPage } : {}),
    markdown: blockMarkdown,
    strings,
  };
}
