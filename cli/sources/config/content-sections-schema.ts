import * as z from 'zod/mini';
import { integer, matching, text } from '../validate/rules.ts';
import { feedOptionsSchema } from './feed-options.ts';
import { sectionMarkdownSchema } from './remark-plugins-schema.ts';

/** A plugin's `routeBasePath` as Docusaurus takes it: "docs", "/docs/" or "/" (the site root). */
export const routeBasePath = matching(/^\/?[^\s?#]*$/, 'a path such as "docs", or "/" for the site root');
/** Docusaurus's default `exclude` of its docs plugin (packages/docusaurus-utils/src/globUtils.ts, GlobExcludeDefault). */
export const DOCUSAURUS_EXCLUDE = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];

/** The config's `blog`: the blog's folder, route, listing and feeds, as Docusaurus's blog plugin options. */
export const blogSchema = z.prefault(
  z.strictObject({
    /** The blog folder, relative to the config file; absent, `<contentDir>/blog`. */
    path: z.optional(text('a folder path such as "blog"')),
    /** The blog's route: "blog" serves it at /blog. */
    routeBasePath: z._default(routeBasePath, 'blog'),
    title: z._default(text(), 'Blog'),
    description: z._default(z.string(), ''),
    postsPerPage: z._default(integer(1, 100), 10),
    /** The blog's feeds, as Docusaurus's `feedOptions` (see feed-options.ts). */
    feedOptions: feedOptionsSchema,
    /** The blog's own `math`, `npm2yarn` and `tabBlocks`, over the config's `markdown` ones. */
    markdown: sectionMarkdownSchema,
  }),
  {},
);

/** The config's `pages`: the standalone pages' folder, route and exclusions, as Docusaurus's pages plugin options. */
export const pagesSchema = z.prefault(
  z.strictObject({
    /** The pages folder, relative to the config file; absent, `<contentDir>/pages`. */
    path: z.optional(text('a folder path such as "src/pages"')),
    /** The pages' route: "/" serves `sobre.md` at /sobre. */
    routeBasePath: z._default(routeBasePath, '/'),
    /** Files under the pages folder that are not pages (globs relative to it). */
    exclude: z._default(z.array(text('a glob such as "**/_*.md"')), DOCUSAURUS_EXCLUDE),
    /** The pages' own `math`, `npm2yarn` and `tabBlocks`, over the config's `markdown` ones. */
    markdown: sectionMarkdownSchema,
  }),
  {},
);
