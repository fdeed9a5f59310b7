import * as z from 'zod/mini';
import type { Npm2YarnOptions, TabBlocksOptions } from '../../core/render-env.ts';
import { satisfying } from '../validate/rules.ts';

/** The package managers Docusaurus's npm2yarn plugin converts npm commands to, by name. */
export const NPM2YARN_CONVERTERS = ['yarn', 'pnpm', 'bun'] as const;

/**
 * `markdown.npm2yarn`: a fence written ```` ```bash npm2yarn ```` becomes tabs of the same commands for npm and other
 * package managers, as Docusaurus's @docusaurus/remark-plugin-npm2yarn makes them. `true` takes the plugin's
 * defaults; an object its options: `sync` (the tabs share the groupId "npm2yarn") and `converters`.
 */
const npm2yarnSchema = z.optional(
  z.union([
    z.boolean(),
    z.strictObject({
      sync: z.optional(z.boolean()),
      // Two tabs of one value would fail Docusaurus's Tabs.
      converters: z.optional(
        z
          .array(z.enum(NPM2YARN_CONVERTERS, { error: 'one of "yarn", "pnpm" or "bun"' }))
          .check(satisfying((list: string[]) => new Set(list).size === list.length, 'each converter once')),
      ),
    }),
  ]),
);

/** The options the config's `markdown.npm2yarn` stands for, with the plugin's defaults; undefined when it is off. */
export function npm2yarnOptions(value: z.infer<typeof npm2yarnSchema>): Npm2YarnOptions | undefined {
  if (!value) return undefined;
  const given = value === true ? {} : value;
  // Docusaurus 3.8.1's defaults: not synced, and tabs for Yarn, pnpm and Bun after npm's.
  return { sync: given.sync ?? false, converters: given.converters ?? NPM2YARN_CONVERTERS };
}

/**
 * `markdown.tabBlocks`: adjacent fences whose metadata has `tab` (```` ```js tab ````) become one `<Tabs>`, as
 * docusaurus-remark-plugin-tab-blocks makes them. `true` takes the plugin's defaults; an object its options: `sync`
 * (true: the tabs share `groupId`, "code-examples" unless given) and `labels` ([language, label] pairs).
 */
const tabBlocksSchema = z.optional(
  z.union([
    z.boolean(),
    z.strictObject({
      sync: z.optional(z.boolean()),
      groupId: z.optional(z.string()),
      labels: z.optional(z.array(z.tuple([z.string(), z.string()]), { error: 'a list of [language, label] pairs' })),
    }),
  ]),
);

/** The config's `markdown` keys that stand for Docusaurus remark plugins. */
export const remarkPluginKeys = { npm2yarn: npm2yarnSchema, tabBlocks: tabBlocksSchema };

/**
 * A section's own Markdown settings (`blog.markdown`, `pages.markdown`, `docsInstances.<id>.markdown`): each key given
 * replaces the config's `markdown` one for that section's pages, as each Docusaurus content plugin lists its own remark
 * plugins (a blog without remark-math shows `$5` as written); `false` turns a plugin off there.
 */
export const sectionMarkdownSchema = z.optional(
  z.strictObject({
    /** As `markdown.math`, for the section's pages. */
    math: z.optional(z.boolean()),
    ...remarkPluginKeys,
  }),
);
export type SectionMarkdown = NonNullable<z.infer<typeof sectionMarkdownSchema>>;

/** The options `markdown.tabBlocks` stands for, with the plugin's defaults (4.0); undefined when it is off. */
export function tabBlocksOptions(value: z.infer<typeof tabBlocksSchema>): TabBlocksOptions | undefined {
  if (!value) return undefined;
  const given = value === true ? {} : value;
  return {
    groupId: (given.sync ?? true) ? given.groupId || 'code-examples' : undefined,
    labels: new Map([['js', 'JavaScript'], ['ts', 'TypeScript'], ...(given.labels ?? [])]),
  };
}
