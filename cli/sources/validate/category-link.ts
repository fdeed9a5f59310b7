import * as z from 'zod/mini';
import { objectWith, text } from './rules.ts';

/**
 * A category's own page, in `_category_` files and config sidebars alike, as Docusaurus 3.8 reads it: a doc
 * (`{ type: "doc", id }`), or a generated index listing the category's items, at `slug` under the docs route
 * (by default `/category/<label, slugified>`).
 */
const docLink = objectWith('an object with "type" and "id"', {
  type: z.literal('doc'),
  id: text('a doc id such as "guia/intro"'),
});
const generatedIndexLink = objectWith(
  'an object with "type" and optionally "title", "description", "slug", "keywords", "image"',
  {
    type: z.literal('generated-index'),
    title: z.optional(z.string()),
    description: z.optional(z.string()),
    slug: z.optional(text('a path such as "/category/guia"')),
    keywords: z.optional(z.union([z.string(), z.array(z.string())])),
    image: z.optional(z.string()),
  },
);

const LINK_TYPES = ['doc', 'generated-index'];

/** A link of no known type is refused at its `type`, with the types there are, before the union tries either shape. */
function knownType(input: unknown, ctx: z.core.ParsePayload): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const { type } = input as { type?: unknown };
  if (!LINK_TYPES.includes(type as string))
    ctx.issues.push({ code: 'invalid_value', values: LINK_TYPES, input: type, path: ['type'] });
  return input;
}

export const categoryLink = z.pipe(z.transform(knownType), z.discriminatedUnion('type', [docLink, generatedIndexLink]));
export type CategoryLink = z.output<typeof categoryLink>;
