import type { ApiOperation, ApiSpec } from '../openapi/types.ts';

/**
 * The words lodash's `words()` finds in a string that has letters of both cases or digits: a lowercase run with an
 * optional capital before it, an uppercase run not followed by a lowercase letter (the start of the next word),
 * ordinals, then digits. Letters of scripts without case (CJK) count as lowercase, as lodash's `rsMisc` does.
 */
const LODASH_WORD = new RegExp(
  [
    String.raw`\p{Lu}?[\p{Ll}\p{Lo}]+(?=[^\p{L}\p{N}]|\p{Lu}|$)`,
    String.raw`[\p{Lu}\p{Lo}]+(?=[^\p{L}\p{N}]|\p{Lu}[\p{Ll}\p{Lo}]|$)`,
    String.raw`\p{Lu}?[\p{Ll}\p{Lo}]+`,
    String.raw`\p{Lu}+`,
    String.raw`\d*(?:1ST|2ND|3RD|(?![123])\dTH)(?=\b|[A-Z_])`,
    String.raw`\d*(?:1st|2nd|3rd|(?![123])\dth)(?=\b|[a-z_])`,
    String.raw`\d+`,
  ].join('|'),
  'gu',
);

/**
 * lodash's `kebabCase`, which docusaurus-plugin-openapi-docs names its pages with: accents dropped, apostrophes
 * removed, words split at case changes and digits ("getPet2ById" → "get-pet-2-by-id"), lowercased, joined by "-".
 */
export function lodashKebabCase(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['\u2019]/g, '');
  return (plain.match(LODASH_WORD) ?? []).map((word) => word.toLowerCase()).join('-');
}

/** The plugin's name for an info or schema page: its title, the first space made a "-", lowercased, kebab-cased. */
const titleId = (title: string) => lodashKebabCase(title.replace(' ', '-').toLowerCase());

/**
 * The URLs docusaurus-plugin-openapi-docs gives a reference's pages, as slugs from the docs root
 * (`/petstore/get-pet-by-id`): every page flat in the output folder, named by its front matter `id` (see the plugin's
 * openapi/openapi.ts, createItems), schemas in its `schemas/` folder. Undefined where the plugin makes no page (an
 * operation with neither operationId nor summary fails its generation), and then docsgen's own name stays.
 */
export interface ReferenceSlugs {
  overview(): string | undefined;
  tag(name: string): string | undefined;
  operation(op: ApiOperation): string | undefined;
  webhook(op: ApiOperation): string | undefined;
  schema(name: string): string | undefined;
}

export function openapiDocsSlugs(spec: ApiSpec, dir: string): ReferenceSlugs {
  const at = (id: string) => (id ? `/${dir}/${id}` : undefined);
  return {
    overview: () => at(titleId(spec.title)),
    tag: (name) => at(lodashKebabCase(name)),
    operation: (op) => at(lodashKebabCase(op.operationId ?? op.summary ?? '')),
    // A webhook is named by its operationId, else its summary, else its event's name (its `path` here).
    webhook: (op) => at(lodashKebabCase(op.operationId ?? op.summary ?? op.path)),
    schema: (name) => {
      const title = spec.schemas.get(name)?.title;
      const id = titleId(typeof title === 'string' ? title : name);
      return id ? `/${dir}/schemas/${id}` : undefined;
    },
  };
}

/** docsgen's own names: no slug, the page's file path is its URL. */
export const DOCSGEN_SLUGS: ReferenceSlugs = {
  overview: () => undefined,
  tag: () => undefined,
  operation: () => undefined,
  webhook: () => undefined,
  schema: () => undefined,
};
