import { uiLanguageOf } from '../../format/ui-strings/language.ts';
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.ts';
import { renderDoc, type RenderedDoc } from '../markdown/render-doc.ts';
import type { MarkdownPage } from '../markdown-export/page-markdown.ts';
import { islandIds } from '../mdx/islands/island-ids.ts';
import type { IslandUse, OperationHtml } from '../mdx/mdx-context.ts';
import type { PageHead } from '../mdx/components/head.ts';
import type { PageSections } from '../search/sections.ts';
import type { LinkSite } from '../site/links/check-links.ts';
import type { MarkdownLookup } from '../site/links/resolve.ts';
import { fromSourceRoot } from '../sources/config/site-layout.ts';
import type { PageContext } from './page-context.ts';
import { mdxPageContext } from './mdx-partials.ts';
import { codeTranslations } from './code-translations.ts';
import { globalComponents } from './mdx-components.ts';
import { referenceResolvers, type ResolverContext } from './reference-resolvers.ts';
import { npm2yarnOptions, type SectionMarkdown, tabBlocksOptions } from '../sources/config/remark-plugins-schema.ts';
import type { CategoryCard, SidebarCategory } from '../../format/site-format.ts';

/**
 * Where the pages of one kind sit: the folder their `relPath` keys start from, the routes their Markdown links may
 * name by file, and where those links are looked up. Docs are keyed from the docs folder; blog posts and standalone
 * pages from the source root, as Docusaurus's plugins key them.
 */
export interface PagePlacement {
  contentRoot: string;
  routeByRelPath: ReadonlyMap<string, string>;
  markdownLookup: MarkdownLookup;
  /** Its section's own Markdown settings (the blog's, a docs instance's), over the config's `markdown`. */
  markdown?: SectionMarkdown | undefined;
}

/** The docs' routes keyed from the source root ("docs/intro.md"), as blog posts and standalone pages name docs. */
export function docRoutesFromSourceRoot(ctx: PageContext): Map<string, string> {
  const docsFolder = fromSourceRoot(ctx.loaded, ctx.docsDir).slice(1);
  return new Map([...ctx.routeByRelPath].map(([rel, route]) => [`${docsFolder}/${rel}`, route] as const));
}

/** A parsed page of any kind, as the shared steps read it. */
export interface PageInput {
  /** The source as diagnostics name it (relative to the working folder). */
  file: string;
  /** The source on disk: MDX imports and partials resolve from its folder. */
  path: string;
  /** Its key in the placement's `routeByRelPath`. */
  relPath: string;
  route: string;
  /** Whether its URL ends with "/" (an index page); links from it resolve against that URL. */
  slashed?: boolean;
  body: string;
  bodyLineOffset: number;
  mdx: boolean;
}

/** The island ids of a page's payload (see islandIds); each kind places them in its payload. */
export type PageIslands = ReturnType<typeof islandIds>;

/**
 * What a kind of page adds to the shared steps: data, not steps. `payload` builds the kind's payload from the rendered
 * page; `search` and `markdown` say what the index and the Markdown export get (nothing for drafts and unlisted
 * pages); `docCards` draws a DocCardList where the kind has categories, and `sidebarCategory` is the category whose
 * page the source is (useCurrentSidebarCategory).
 */
export interface PageKind<S, P> {
  placement: PagePlacement;
  input(source: S): PageInput;
  payload(source: S, rendered: RenderedDoc, islands: PageIslands): P;
  search(source: S, rendered: RenderedDoc, payload: P): PageSections | undefined;
  markdown(source: S, rendered: RenderedDoc, payload: P): MarkdownPage | undefined;
  docCards?(source: S, diagnostics: Diagnostic[]): CategoryCard[];
  sidebarCategory?(source: S): SidebarCategory | undefined;
  /** The operation the source's front matter holds (a docusaurus-plugin-openapi-docs page), reporting a bad one. */
  apiOperation?(source: S, diagnostics: Diagnostic[]): (() => OperationHtml | undefined) | undefined;
}

/** Everything one page contributes to the site, whatever its kind. */
export interface PageOutput<P> {
  payload: P;
  /** Every id a `#hash` may target on the page. */
  anchors: ReadonlySet<string>;
  /** Origins the page's embeds call from the reader's browser; the site's connect-src allows them. */
  connectOrigins: string[];
  /** The page's links and those of its partials, each where it was written. */
  linkSites: LinkSite[];
  /** The page's sections for the search index; none for drafts and unlisted pages. */
  search: PageSections | undefined;
  /** The page as Markdown for machine readers; none for drafts and unlisted pages. */
  markdown: MarkdownPage | undefined;
  /** The components the page renders in the browser, for the island bundle. */
  islands: IslandUse[];
  /** Missing files, Markdown and MDX mistakes, images without alt text, unknown code languages. */
  diagnostics: Diagnostic[];
  /** What the page's `<Head>` adds to its prerendered head. */
  head?: PageHead;
}

/** What a set of pages (the blog's posts, the pages folder's pages) gathers from each page's output. */
export interface PageSet {
  islands: IslandUse[];
  anchorsByRoute: Map<string, ReadonlySet<string>>;
  connectOrigins: string[];
  linkSites: LinkSite[];
  diagnostics: Diagnostic[];
  searchPages: PageSections[];
}

/** Adds one page's output at `route` to its set. */
export function gatherPage(into: PageSet, route: string, page: PageOutput<unknown>): void {
  into.islands.push(...page.islands);
  into.anchorsByRoute.set(route, page.anchors);
  into.connectOrigins.push(...page.connectOrigins);
  into.linkSites.push(...page.linkSites);
  into.diagnostics.push(...page.diagnostics);
  if (page.search) into.searchPages.push(page.search);
}

/**
 * The page pipeline, one for docs, blog posts and standalone pages: the page's MDX context with the site's global
 * components and partials, its references resolved from its placement, the render, then the kind's payload, search
 * sections and Markdown export.
 */
export function compilePage<S, P>(source: S, kind: PageKind<S, P>, ctx: PageContext): PageOutput<P> {
  const page = kind.input(source);
  const { loaded } = ctx;
  const diagnostics: Diagnostic[] = [];
  const resolvers = referenceResolvers(placedContext(ctx, kind.placement, page, diagnostics));
  const partialLinks: LinkSite[] = [];
  const islands: IslandUse[] = [];
  const { docCards, sidebarCategory } = kind;
  const apiOperation = kind.apiOperation?.(source, diagnostics);
  const mdx = mdxPageContext(page.path, {
    cwd: ctx.cwd,
    siteDir: loaded.rootDir,
    projectRoots: ctx.projectRoots,
    format: loaded.config.markdown.format,
    components: globalComponents(loaded),
    inlineComponents: loaded.config.mdx.inlineComponents,
    styleElements: loaded.config.mdx.styleElements,
    // Its problems are reported once, by the compile (see render-site.ts).
    codeTranslations: codeTranslations(loaded, ctx.cwd).messages,
    // A partial's links resolve from its own folder; its problems are reported at its own file.
    resolversFor: (file, display, into) => {
      ctx.onPartial?.(file);
      const relPath = path.relative(kind.placement.contentRoot, file).split(path.sep).join('/');
      const partial = { ...page, file: display, path: file, relPath };
      return referenceResolvers(placedContext(ctx, kind.placement, partial, into));
    },
    diagnostics,
    linkSites: partialLinks,
    islands,
    ...(docCards ? { docCards: () => docCards(source, diagnostics) } : {}),
    ...(sidebarCategory ? { sidebarCategory: () => sidebarCategory(source) } : {}),
    ...(ctx.categories ? { docDescription: ctx.categories.descriptionOf } : {}),
    ...(apiOperation ? { apiOperation } : {}),
  });
  const rendered = renderDoc(page, resolvers, mdx);
  const payload = kind.payload(source, rendered, islandIds(islands));
  return {
    payload,
    anchors: rendered.anchors,
    connectOrigins: rendered.connectOrigins,
    linkSites: [...rendered.links.map((link) => resolvers.linkSite(page.file, link)), ...partialLinks],
    search: kind.search(source, rendered, payload),
    markdown: kind.markdown(source, rendered, payload),
    islands,
    diagnostics,
    ...(rendered.head ? { head: rendered.head } : {}),
  };
}

/** How a page resolves its references: the site's shared context, placed where its kind sits. */
function placedContext(
  ctx: PageContext,
  placement: PagePlacement,
  page: Pick<PageInput, 'file' | 'path' | 'relPath' | 'route' | 'slashed'>,
  diagnostics: Diagnostic[],
): ResolverContext {
  const { config } = ctx.loaded;
  const own = placement.markdown ?? {};
  return {
    doc: {
      file: page.file,
      path: page.path,
      relPath: page.relPath,
      route: page.route,
      ...(page.slashed === undefined ? {} : { slashed: page.slashed }),
    },
    docsDir: placement.contentRoot,
    staticDirs: ctx.staticDirs,
    projectRoots: ctx.projectRoots,
    htmlPolicy: config.markdown,
    math: own.math ?? config.markdown.math,
    npm2yarn: npm2yarnOptions(own.npm2yarn ?? config.markdown.npm2yarn),
    uiLanguage: uiLanguageOf(config.locale.htmlLang),
    tabBlocks: tabBlocksOptions(own.tabBlocks ?? config.markdown.tabBlocks),
    baseUrl: config.baseUrl,
    ...(config.trailingSlash === undefined ? {} : { trailingSlash: config.trailingSlash }),
    markdownLookup: placement.markdownLookup,
    cwd: ctx.cwd,
    routeByRelPath: placement.routeByRelPath,
    assets: ctx.assets,
    diagnostics,
    apis: ctx.apis,
    highlight: ctx.highlight,
    ...(ctx.checkDiagram ? { checkDiagram: ctx.checkDiagram } : {}),
  };
}
