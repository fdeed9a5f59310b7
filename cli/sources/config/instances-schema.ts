import * as z from 'zod/mini';
import { matching, text } from '../validate/rules.ts';
import { sectionMarkdownSchema } from './remark-plugins-schema.ts';
import { sidebarItem } from './sidebar-schema.ts';
import { docsVersionsShape } from './versions-schema.ts';

/**
 * More docs beside `docs`, as Docusaurus's docs plugin instances with an `id` (website/docs/guides/docs/
 * docs-multi-instance.mdx): each its own folder, route and sidebars. Keyed by the instance's id; its docs' ids are the
 * instance's id, a "/" and the id in its folder ("community/support"), as the navbar, footer and home name them.
 */

/** Docusaurus's plugin id (packages/docusaurus/src/server/plugins/pluginIds.ts): letters, digits, "-" and "_". */
const INSTANCE_ID = /^[\w-]+$/;

const instanceOptions = z.strictObject({
  /** The instance's docs folder, relative to the config file. */
  path: text('a folder path such as "community"'),
  /** Its route: "community" serves its docs at /community/x. */
  routeBasePath: matching(/^\/?[^\s?#]*$/, 'a path such as "community"'),
  /** Its sidebars by name, as `sidebars`; their doc items name ids in its folder ("support", not "community/…"). */
  sidebars: z.record(z.string(), z.array(sidebarItem)),
  /** Files under its folder that are not pages (globs relative to it); absent, `docs.exclude`'s default. */
  exclude: z.optional(z.array(text('a glob such as "**/_*.md"'))),
  /** As `docs.sidebarCollapsed`, for its sidebars; absent, `docs.sidebarCollapsed`. */
  sidebarCollapsed: z.optional(z.boolean()),
  /** Its docs' "edit this page" template, as the config's `editUrl`; `false` for none; absent, the config's. */
  editUrl: z.optional(
    z.union([matching(/^https?:\/\/.*\{path\}/, 'an http(s) URL containing "{path}", or false'), z.literal(false)], {
      error: 'an http(s) URL containing "{path}", or false',
    }),
  ),
  /** As `docs.showLastUpdateTime` and `docs.showLastUpdateAuthor`, for its docs; absent, the docs'. */
  showLastUpdateTime: z.optional(z.boolean()),
  showLastUpdateAuthor: z.optional(z.boolean()),
  /** Its docs' own `math`, `npm2yarn` and `tabBlocks`, over the config's `markdown` ones. */
  markdown: sectionMarkdownSchema,
  /**
   * Its own versions, as the docs' (`lastVersion`, `onlyIncludeVersions`, `includeCurrentVersion`, `versions`), laid
   * out as Docusaurus lays out an instance's: `<id>_versions.json`, `<id>_versioned_docs/version-<name>/` and
   * `<id>_versioned_sidebars/version-<name>-sidebars.json` beside the config.
   */
  ...docsVersionsShape,
});

export const docsInstancesSchema = z._default(
  z.record(z.string(), instanceOptions).check(
    z.superRefine((instances: Record<string, unknown>, ctx) => {
      for (const id of Object.keys(instances)) {
        if (INSTANCE_ID.test(id) && id !== 'default') continue;
        ctx.addIssue({
          code: 'custom',
          message: `expected an instance id of letters, digits, "-" and "_", other than "default", got "${id}"`,
          path: [id],
          input: id,
        });
      }
    }),
  ),
  {},
);
