import * as z from 'zod/mini';
import { commonFields, lastUpdateField } from '../front-matter.ts';
import { integer, text } from '../validate/rules.ts';

/**
 * Every front matter key Docusaurus 3.8's pages plugin reads (packages/docusaurus-plugin-content-pages/src/
 * frontMatter.ts), with the shape each must have. An unknown key is a warning (see `tolerated`), as Docusaurus lets
 * it through.
 */
export const pageFrontMatter = z.strictObject({
  title: commonFields.title,
  description: commonFields.description,
  keywords: commonFields.keywords,
  /** The page's social card: a URL, or a path from the site root. */
  image: z.optional(text('an image URL or path')),
  /** The page's route under the pages' routeBasePath, instead of its file's path. */
  slug: commonFields.slug,
  /** A class on the page's main element, for the site's own styles. */
  wrapperClassName: z.optional(text('a CSS class name')),
  hide_table_of_contents: commonFields.hide_table_of_contents,
  toc_min_heading_level: z.optional(integer(2, 6)),
  toc_max_heading_level: z.optional(integer(2, 6)),
  last_update: lastUpdateField,
  draft: commonFields.draft,
  unlisted: commonFields.unlisted,
});

export type PageFrontMatter = z.output<typeof pageFrontMatter>;
