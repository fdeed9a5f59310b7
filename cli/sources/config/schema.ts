import * as z from 'zod/mini';
import { acrossFields, integer, matching, text } from '../validate/rules.ts';
import { blogSchema, DOCUSAURUS_EXCLUDE, pagesSchema, routeBasePath } from './content-sections-schema.ts';
import { remarkPluginKeys } from './remark-plugins-schema.ts';
import { docsInstancesSchema } from './instances-schema.ts';
import { redirectsSchema } from './redirect-options.ts';
import { DOC_ID, sidebarItem } from './sidebar-schema.ts';
import { themeSchema } from './theme-schema.ts';
import { docsPluginId, docsVersionsShape, navbarVersionLink } from './versions-schema.ts';

/**
 * The schema of `docs.config.json`. Its types (cli/sources/config/types.ts) are inferred from it, its defaults are the
 * config's defaults, and every object is strict: a key it does not name is a mistake, reported with the key meant.
 */

export { formatJsonPath } from '../validate/path.ts';
export { DOCUSAURUS_EXCLUDE } from './content-sections-schema.ts';

const sitePath = matching(/^\//, 'a site path starting with "/"');
const absoluteUrl = matching(/^https?:\/\//, 'an absolute http(s) URL');
/** The logo and the favicon may also be served from elsewhere, over https. */
const staticFileOrUrl = (example: string) =>
  matching(/^(\/|https:\/\/\S)/, `a path under content/static, such as "${example}", or an https URL`);

const TARGETS = ['to', 'docId', 'href'] as const;

function exactlyOneTarget(link: Partial<Record<(typeof TARGETS)[number], string>>): string | undefined {
  const given = TARGETS.filter((k) => link[k] !== undefined);
  return given.length === 1
    ? undefined
    : `expected exactly one of "to", "docId" or "href", got ${given.length ? given.map((k) => `"${k}"`).join(' and ') : 'none'}`;
}

/** A link target: exactly one of `to` (a site path) or `docId`, or `href` (external). */
const linkShape = {
  label: text(),
  to: z.optional(sitePath),
  docId: z.optional(text(DOC_ID)),
  href: z.optional(absoluteUrl),
};
const link = z.strictObject(linkShape).check(acrossFields(exactlyOneTarget));
const position = z._default(z.enum(['left', 'right']), 'left');
const navbarLink = z
  .strictObject({ type: z.optional(z.literal('link')), ...linkShape, position })
  .check(acrossFields(exactlyOneTarget));
/** A menu of links under one label, as Docusaurus's `type: "dropdown"`. */
const navbarDropdown = z.strictObject({ type: z.literal('dropdown'), label: text(), position, items: z.array(link) });
/**
 * `type: "docsVersionDropdown"`: a menu of the versions that keeps the reader on the same page, with links before and
 * after them as Docusaurus's `dropdownItemsBefore` and `dropdownItemsAfter` (archived versions, "All versions").
 */
const navbarVersionDropdown = z.strictObject({
  type: z.literal('docsVersionDropdown'),
  position,
  dropdownItemsBefore: z._default(z.array(link), []),
  dropdownItemsAfter: z._default(z.array(link), []),
  docsPluginId,
});
/**
 * `type: "docSidebar"`: a link to the first doc of a sidebar, current on that sidebar's pages, as Docusaurus's; on a
 * page of a docs version it leads to the first doc of that version's sidebar of the same name. Without a label, the
 * doc's sidebar label.
 */
const navbarDocSidebar = z.strictObject({
  type: z.literal('docSidebar'),
  sidebarId: text(),
  label: z.optional(text()),
  position,
});
const NAVBAR_KINDS = ['link', 'dropdown', 'docsVersionDropdown', 'docsVersion', 'docSidebar'];

/** A navbar item without `type` is a link, as in Docusaurus; a type no kind has is refused at `type`. */
function navbarItemOfKnownKind(input: unknown, ctx: z.core.ParsePayload): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const item = input as Record<string, unknown>;
  if (item.type === undefined) return { type: 'link', ...item };
  if (!NAVBAR_KINDS.includes(item.type as string))
    ctx.issues.push({ code: 'invalid_value', values: NAVBAR_KINDS, input: item.type, path: ['type'] });
  return input;
}
const navbarItem = z.pipe(
  z.transform(navbarItemOfKnownKind),
  z.discriminatedUnion('type', [
    navbarLink,
    navbarDropdown,
    navbarVersionDropdown,
    navbarVersionLink,
    navbarDocSidebar,
  ]),
);
/** A home page card; `label` is the card's link text. */
const homeEntry = z.strictObject({ ...linkShape, title: text(), text: text() }).check(acrossFields(exactlyOneTarget));

/** `mdx.components`: JSX names to modules. A name is capitalised, as MDX tells a component from an HTML element. */
const componentModules = z.record(z.string(), text('a module path such as "src/components/IonicIcon.tsx"')).check(
  z.superRefine((modules: Record<string, string>, ctx) => {
    for (const name of Object.keys(modules)) {
      if (/^[A-Z][A-Za-z0-9_$]*$/.test(name)) continue;
      ctx.addIssue({
        code: 'custom',
        message: `expected a capitalised component name such as "IonicIcon" (a lowercase name is an HTML element), got "${name}"`,
        path: [name],
        input: name,
      });
    }
  }),
);

export const docsConfigSchema = z.strictObject({
  $schema: z.optional(z.string()),
  /** Site title, shown in the navbar and after every page title. */
  title: text(),
  /** One line under the title on the home page. */
  tagline: z._default(z.string(), ''),
  /** Joins page title and site title in `<title>`. */
  titleDelimiter: z._default(z.string(), '|'),
  /** Production origin without a path, used for canonical URLs. */
  url: matching(/^https?:\/\/[^/]+$/, 'an origin such as "https://docs.example.com", without a path'),
  /** Path the site is served under; starts and ends with "/". */
  baseUrl: z._default(matching(/^\/(.*\/)?$/, 'a path that starts and ends with "/"'), '/'),
  /** Folder of the Markdown sources, relative to the config file. */
  contentDir: z._default(text('a folder path'), 'content'),
  /** The platform page where readers create an API key; `:::api-key` links there, or says who to ask. */
  apiKeyUrl: z.optional(absoluteUrl),
  /**
   * API references generated from the OpenAPI descriptions of `<contentDir>/openapi`: for each, an overview page, a
   * page per operation (or per tag) in a folder per tag, and a page per schema, under `route` (a path under the docs
   * route). An autogenerated sidebar item whose `dirName` is that folder lists them.
   */
  apiReference: z._default(
    z.array(
      z.strictObject({
        /** The description's file name without extension, as `:::openapi` names it: "core" for openapi/core.yaml. */
        openapi: text('the name of a file of <contentDir>/openapi without its extension, such as "core"'),
        route: matching(/^\/[^?#\s]*[^/?#\s]$/, 'a site path without a trailing "/", such as "/docs/api/pagamentos"'),
        /**
         * The description's file, relative to the config file, when it lies outside `<contentDir>/openapi` (where
         * docusaurus-plugin-openapi-docs's `specPath` or redocusaurus's `spec` names it); `openapi` is then its name.
         */
        file: z.optional(text('a file path such as "examples/petstore.yaml"')),
        pages: z._default(z.enum(['operation', 'tag']), 'operation'),
        schemas: z._default(z.boolean(), true),
        /**
         * How the pages are named: docsgen's own URLs (`"docsgen"`), or those docusaurus-plugin-openapi-docs gives
         * (`"openapi-docs"`: each operation at `<route>/<kebab-case operationId>`, the overview at
         * `<route>/<kebab-case title>`), so that the links to a migrated site's reference keep working.
         */
        slugs: z._default(z.enum(['docsgen', 'openapi-docs']), 'docsgen'),
        /** Where the description's links to "/…" lead: the site its authors wrote them for. */
        linkBase: z.optional(
          matching(/^https?:\/\/[^/]+$/, 'an origin such as "https://docs.github.com", without a path'),
        ),
      }),
    ),
    [],
  ),
  /** GraphQL references generated from `<contentDir>/graphql`: a page per query, mutation, subscription and type. */
  graphqlReference: z._default(
    z.array(
      z.strictObject({
        /** The schema's file name without extension: "registry" for graphql/registry.graphql. */
        graphql: text('the name of a file of <contentDir>/graphql without its extension, such as "registry"'),
        route: matching(
          /^\/[^?#\s]*[^/?#\s]$/,
          'a site path without a trailing "/", such as "/docs/graphql/cadastros"',
        ),
      }),
    ),
    [],
  ),
  favicon: z.optional(staticFileOrUrl('/img/favicon.svg')),
  /** Template for "edit this page" links; `{path}` is the source file's path from the config's folder, as Docusaurus's string `editUrl` takes it. */
  editUrl: z.optional(matching(/^https?:\/\/.*\{path\}/, 'an http(s) URL containing "{path}"')),
  locale: z.prefault(
    z.strictObject({
      label: z._default(z.string(), 'Português (Brasil)'),
      direction: z._default(z.enum(['ltr', 'rtl']), 'ltr'),
      htmlLang: z._default(z.string(), 'pt-BR'),
      calendar: z._default(z.string(), 'gregory'),
      path: z._default(z.string(), 'pt-BR'),
    }),
    {},
  ),
  /**
   * The site's translations beside `locale`, by name: each is read from `i18n/<name>/` beside the config and served
   * under `/<path>/`, as Docusaurus's `i18n.locales` and `localeConfigs` (see locale-sites.ts).
   */
  locales: z._default(
    z.record(
      matching(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'a locale name such as "en" or "pt-BR", the name of its i18n/ folder'),
      z.strictObject({
        label: z.optional(text('the name of the language in itself, such as "English"')),
        direction: z.optional(z.enum(['ltr', 'rtl'])),
        htmlLang: z.optional(text('a language tag such as "en-US"')),
        calendar: z.optional(text('a calendar such as "gregory"')),
        path: z.optional(matching(/^[^/\\\s?#]+$/, 'one URL segment such as "en", without "/"')),
      }),
    ),
    {},
  ),
  version: z.strictObject({
    name: z._default(z.string(), 'current'),
    label: z._default(z.string(), 'Next'),
    /** Id of the doc that the docs' base route (`/docs`, from docs.routeBasePath) leads to. */
    mainDocId: text(DOC_ID),
  }),
  navbar: z.strictObject({
    title: text(),
    /** Logo shown before the title; `srcDark`, as in Docusaurus, is shown instead in dark mode. */
    logo: z.optional(
      z.strictObject({
        src: staticFileOrUrl('/img/logo.svg'),
        srcDark: z.optional(staticFileOrUrl('/img/logo-dark.svg')),
        alt: text('a non-empty description of the logo'),
      }),
    ),
    items: z.array(navbarItem),
    hideOnScroll: z._default(z.boolean(), false),
  }),
  footer: z.prefault(
    z.strictObject({
      links: z._default(z.array(link), []),
      copyright: z._default(z.string(), ''),
    }),
    {},
  ),
  /** The home page's hero and cards; absent, a doc at "/" is the home page (docs.routeBasePath "/" with `slug: /`). */
  home: z.optional(z.strictObject({ cta: link, entries: z.array(homeEntry) })),
  /** Sidebars by name. Each is a list of items; `autogenerated` items expand a docs folder. */
  sidebars: z.record(z.string(), z.array(sidebarItem)),
  /** Brand colour, fonts and custom CSS (see theme-schema.ts). */
  theme: themeSchema,
  colorMode: z.prefault(
    z.strictObject({
      defaultMode: z._default(z.enum(['light', 'dark']), 'light'),
      disableSwitch: z._default(z.boolean(), false),
      respectPrefersColorScheme: z._default(z.boolean(), false),
    }),
    {},
  ),
  /** What raw HTML in Markdown may do (see SECURITY.md). */
  markdown: z.prefault(
    z.strictObject({
      /** "sanitize" takes out what could run script, with a warning each; "trusted" passes raw HTML as written. */
      rawHtml: z._default(z.enum(['sanitize', 'trusted']), 'sanitize'),
      /** Hosts an <iframe> may load from over https, such as "www.youtube-nocookie.com". */
      iframeHosts: z._default(
        z.array(matching(/^[a-z0-9.-]+$/i, 'a host name such as "www.youtube-nocookie.com"')),
        [],
      ),
      /**
       * Docusaurus's `markdown.format`: which pages are MDX. "detect" reads `.mdx` files as MDX and `.md` files as
       * CommonMark; "mdx" reads both as MDX (Docusaurus 3's default); "md" reads `.md` files as CommonMark.
       */
      format: z._default(z.enum(['detect', 'mdx', 'md']), 'detect'),
      /** `$…$` and `$$…$$` are math, typeset with KaTeX at build time (Docusaurus's remark-math and rehype-katex). */
      math: z._default(z.boolean(), false),
      /** `npm2yarn` and `tabBlocks`: what Docusaurus sites add with remark plugins (see remark-plugins-schema.ts). */
      ...remarkPluginKeys,
    }),
    {},
  ),
  /** The Content-Security-Policy every HTML file carries (see SECURITY.md). */
  contentSecurityPolicy: z.prefault(
    z.strictObject({
      /**
       * Origins the reader's browser may call besides those docsgen finds (the gate's provider, OpenAPI servers,
       * GraphQL explorer endpoints): e.g. a templated server's hosts, or "http://127.0.0.1:*" for local APIs in "Testar".
       */
      connectSrc: z._default(
        z.array(
          matching(
            /^(https?|wss?):\/\/(\*\.)?[a-z0-9.-]+(:(\d+|\*))?$/i,
            'an origin such as "https://api.example.com", "https://*.example.com" or "http://127.0.0.1:*"',
          ),
        ),
        [],
      ),
    }),
    {},
  ),
  /** A closable bar above the navbar; absent means none. */
  announcementBar: z.optional(
    z.strictObject({
      id: matching(/^\S+$/, 'an id without spaces, changed whenever the content changes'),
      /** Inline Markdown. */
      content: text('inline Markdown, e.g. "Nova versão! [Veja](/docs/about/intro)"'),
      isCloseable: z._default(z.boolean(), true),
    }),
  ),
  /** Docusaurus's `trailingSlash`: every URL ends with "/" (true), none does (false), or each as written (absent). */
  trailingSlash: z.optional(z.boolean()),
  /**
   * What a broken link and a broken #anchor do to a build: "error" fails it; "warn" reports each at its file:line:col
   * and builds, as Docusaurus's "warn" (`--strict` fails either way). `migrate` writes what the Docusaurus site had.
   */
  onBrokenLinks: z._default(z.enum(['error', 'warn']), 'error'),
  onBrokenAnchors: z._default(z.enum(['error', 'warn']), 'error'),
  /**
   * The project's folder, relative to the config file: the config's own folder when absent, or one that holds it
   * (`".."`). Static folders must lie inside it, and files inside it may be read (see projectRoots).
   */
  projectRoot: z.optional(text('a folder path such as ".."')),
  /** Folders copied to the site root as they are, relative to the config file; absent, `<contentDir>/static`. */
  staticDirectories: z.optional(z.array(text('a folder path such as "static"'))),
  /** Where the docs are read from and served at, as Docusaurus's docs plugin options. */
  docs: z.prefault(
    z.strictObject({
      /** The docs folder, relative to the config file; absent, `<contentDir>/docs`. */
      path: z.optional(text('a folder path such as "docs"')),
      /** The docs' route: "docs" serves them at /docs/x, "/" at /x. */
      routeBasePath: z._default(routeBasePath, 'docs'),
      /** Files under the docs folder that are not pages (globs relative to it). */
      exclude: z._default(z.array(text('a glob such as "**/_*.md"')), DOCUSAURUS_EXCLUDE),
      /** "Última atualização em …": from the last commit of each doc, or its front matter `last_update.date`. */
      showLastUpdateTime: z._default(z.boolean(), false),
      /** "… por …": the author of that commit, or its front matter `last_update.author`. */
      showLastUpdateAuthor: z._default(z.boolean(), false),
      /**
       * Whether a sidebar category that does not say (`collapsed`, in the config or its `_category_` file) starts
       * collapsed, as Docusaurus's `sidebarCollapsed`, true by default there too. The category holding the page shown is
       * open either way.
       */
      sidebarCollapsed: z._default(z.boolean(), true),
      ...docsVersionsShape,
    }),
    {},
  ),
  /** More docs, each with its folder, route and sidebars, as Docusaurus's docs plugin instances (instances-schema.ts). */
  docsInstances: docsInstancesSchema,
  /** Blog pages, built when the blog folder exists. */
  blog: blogSchema,
  /** Standalone pages outside the docs, as Docusaurus's pages plugin (`src/pages`): built when the folder exists. */
  pages: pagesSchema,
  /**
   * MDX settings beyond Markdown's: the components every page may use without importing them, and whether a page may
   * define components of its own.
   */
  mdx: z.prefault(
    z.strictObject({
      /** A JSX name to the module that provides it, relative to the config file, as a swizzled `src/theme/MDXComponents` does. */
      components: z._default(componentModules, {}),
      /**
       * Whether a page's own `export const Nome = () => …` runs in the reader's browser as a component. Off by default:
       * it is code a page's writer adds, run with the reader's rights (the access token), while a component of `src/`
       * or of an npm package is the site owner's code. `docsgen migrate` turns it on, as Docusaurus sites expect.
       */
      inlineComponents: z._default(z.boolean(), false),
      /**
       * What a page's `<style>` element styles: "scoped", the page's content only (its selectors are put under the
       * content's box); "global", the whole page as written, the navbar and sidebar too, as in Docusaurus.
       */
      styleElements: z._default(z.enum(['scoped', 'global']), 'scoped'),
    }),
    {},
  ),
  /** Old addresses that lead to a page of the site, as @docusaurus/plugin-client-redirects's `redirects`. */
  redirects: redirectsSchema,
  toc: z.prefault(
    z
      .strictObject({
        /** Shallowest heading level in the table of contents. */
        minHeadingLevel: z._default(integer(2, 6), 2),
        /** Deepest heading level in the table of contents. */
        maxHeadingLevel: z._default(integer(2, 6), 3),
      })
      .check(
        acrossFields(({ minHeadingLevel: min, maxHeadingLevel: max }) =>
          min > max ? `expected minHeadingLevel (${min}) to be at most maxHeadingLevel (${max})` : undefined,
        ),
      ),
    {},
  ),
  /**
   * llms.txt and llms-full.txt at the site root (llmstxt.org), on by default: `false` writes neither; `introduction`
   * is a paragraph of llms.txt after the tagline. Every page's Markdown export is written either way.
   */
  llms: z._default(
    z.union([z.boolean(), z.strictObject({ introduction: z.optional(text('a paragraph of Markdown')) })]),
    true,
  ),
  /** The access gate (spec section 4). Without this section the site has no gate. */
  gate: z.optional(
    z.strictObject({
      /** On by default; `docsgen build --no-gate` turns it off for one build. */
      enabled: z._default(z.boolean(), true),
      /** Base URL of the token provider; the viewer calls `{providerUrl}/users/api/v1/me/ekos/token`. */
      providerUrl: matching(
        /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/,
        'an http(s) URL without query or fragment, such as "https://api.example.com"',
      ),
      /** Where readers without a valid token are sent. */
      mainAppUrl: matching(/^https?:\/\/[^\s/?#]+\S*$/, 'an absolute http(s) URL, such as "https://app.example.com"'),
      /** How long a validated token is honoured. */
      tokenLifetimeSeconds: z._default(integer(60, 31_536_000), 3600),
      /** A validation call that takes longer counts as a refusal. Absent, none: the spec's client waits as long as the browser does. */
      validationTimeoutSeconds: z.optional(integer(1, 120)),
    }),
  ),
});
