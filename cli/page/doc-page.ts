import path from 'node:path';
import type { AssetRegistry } from '../assets/asset-registry.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import type { LinkSite } from '../site/links/check-links.ts';
import type { MarkdownLookup } from '../site/links/resolve.ts';
import { lastUpdateOf } from '../history/last-update.ts';
import type { GitUpdate } from '../history/git-history.ts';
import type { DocNavigation } from '../site/navigation/navigation.ts';
import { docExcerpt, type DocSource } from '../sources/doc.ts';
import type { DiagramRef, CodeHighlighter } from '../core/render-env.ts';
import { renderDoc } from '../markdown/render-doc.ts';
import { apiSearchText } from '../api/search-text.ts';
import { searchSectionsOfDoc } from '../search/doc-page.ts';
import type { PageSections } from '../search/sections.ts';
import { pageHref } from '../../format/routes.ts';
import { baseRoutesOf, urlSettingsOf } from '../sources/config/site-layout.ts';
import { routesOfDoc } from '../site/docs-route.ts';
import type { ApiDescriptions } from '../api/embed-renderer.ts';
import { buildPayload, sourcePath } from './payload.ts';
import { referenceResolvers, type ResolverContext } from './reference-resolvers.ts';
import { mdxPageContext } from './mdx-partials.ts';
import { globalComponents } from './mdx-components.ts';
import type { IslandUse } from '../mdx/mdx-context.ts';
import { islandIds } from '../mdx/islands/island-ids.ts';
import { docCardsHtml } from '../mdx/components/doc-card-list.ts';
import { warning, type Diagnostic } from '../core/diagnostics.ts';
import type { CategoryCard } from '../../format/site-format.ts';
import { markdownHrefOf } from '../markdown-export/export-path.ts';
import { pageMarkdown, type MarkdownPage } from '../markdown-export/page-markdown.ts';

/** What every page of a site shares while it renders: a build's pages, and each page watch mode renders again. */
export interface PageContext {
  loaded: LoadedConfig;
  cwd: string;
  docsDir: string;
  staticDirs: readonly string[];
  /** Where files may be read from (see projectRoots in model.ts). */
  projectRoots: readonly string[];
  routeByRelPath: ReadonlyMap<string, string>;
  navigation: ReadonlyMap<string, DocNavigation>;
  /** The id of the doc the docs' base route shows (see docsRouteDocId); none when the config's home page has it. */
  shownAtDocs: string | undefined;
  /** Where docs look their Markdown links up (the docs folder, then the source root). */
  markdownLookup: MarkdownLookup;
  assets: AssetRegistry;
  apis: ApiDescriptions;
  /** The last commit of each doc by its path in the docs folder, when the config shows last updates (see lastUpdateOf). */
  lastCommits?: ReadonlyMap<string, GitUpdate>;
  /** In a build, the highlighting worker's (a marker per block, swapped for its HTML later); in watch mode, in place. */
  highlight: CodeHighlighter;
  /** The cards of the category a doc is the page of, by the doc's href, for DocCardList (see docCategoryCards). */
  categoryCards?: (href: string) => CategoryCard[] | undefined;
  /** Where the pages' mermaid diagrams go to be checked (see DiagramChecker.add). */
  checkDiagram?: (file: string, diagram: DiagramRef) => void;
}

/** How a page of the site (a doc, or a blog post with its own folder and lookup) resolves its references. */
export function resolverContext(
  ctx: PageContext,
  doc: ResolverContext['doc'],
  diagnostics: Diagnostic[],
): ResolverContext {
  const { config } = ctx.loaded;
  return {
    doc,
    docsDir: ctx.docsDir,
    staticDirs: ctx.staticDirs,
    projectRoots: ctx.projectRoots,
    htmlPolicy: config.markdown,
    baseUrl: config.baseUrl,
    ...(config.trailingSlash === undefined ? {} : { trailingSlash: config.trailingSlash }),
    markdownLookup: ctx.markdownLookup,
    cwd: ctx.cwd,
    routeByRelPath: ctx.routeByRelPath,
    assets: ctx.assets,
    diagnostics,
    apis: ctx.apis,
    highlight: ctx.highlight,
    ...(ctx.checkDiagram ? { checkDiagram: ctx.checkDiagram } : {}),
  };
}

/** Everything one doc contributes to the site. */
export interface DocPage {
  doc: DocSource;
  nav: DocNavigation | undefined;
  /** The payload's JSON, which in a build still holds a marker for each block the worker highlights. */
  json: string;
  title: string;
  description: string;
  /** The routes showing the page (see routesOfDoc); each has its anchors. */
  routes: string[];
  /** Every id a `#hash` may target on the page. */
  anchors: ReadonlySet<string>;
  /** Origins the page's embeds call from the reader's browser; the site's connect-src allows them. */
  connectOrigins: string[];
  linkSites: LinkSite[];
  /** The page's sections for the search index; none for drafts and unlisted pages, which search leaves out. */
  search: PageSections | undefined;
  /** The page as Markdown for machine readers, and where it is served; none for drafts and unlisted pages. */
  markdown: MarkdownPage | undefined;
  markdownHref: string | undefined;
  /** The components the page renders in the browser, for the island bundle. */
  islands: IslandUse[];
  /** Missing files, Markdown mistakes, images without alt text and unknown code languages. */
  diagnostics: Diagnostic[];
}

/** The page pipeline: one parsed doc to its payload, anchors, links and search sections. */
export function renderDocPage(doc: DocSource, ctx: PageContext): DocPage {
  const { loaded, apis } = ctx;
  const { config } = loaded;
  const diagnostics: Diagnostic[] = [];
  const resolvers = referenceResolvers(resolverContext(ctx, doc, diagnostics));
  const { context } = resolvers;
  const partialLinks: LinkSite[] = [];
  const islands: IslandUse[] = [];
  const mdx = mdxPageContext(path.join(ctx.docsDir, doc.relPath), {
    cwd: ctx.cwd,
    siteDir: loaded.rootDir,
    projectRoots: ctx.projectRoots,
    format: config.markdown.format,
    components: globalComponents(loaded),
    resolversFor: (file, display, into) =>
      referenceResolvers(
        resolverContext(
          ctx,
          {
            file: display,
            relPath: path.relative(ctx.docsDir, file).split(path.sep).join('/'),
            route: doc.route,
            slashed: doc.slashed,
          },
          into,
        ),
      ),
    diagnostics,
    linkSites: partialLinks,
    islands,
    docCards: () => {
      const cards = ctx.categoryCards?.(pageHref(urlSettingsOf(config), doc.route));
      if (cards) return docCardsHtml(cards);
      diagnostics.push(
        warning(
          'mdx-component',
          doc.file,
          1,
          1,
          '<DocCardList /> shows the cards of the category this doc is the page of, and no category links to it; give a category `link: { type: "doc", id: "…" }` naming this doc',
        ),
      );
      return '';
    },
  });
  const rendered = renderDoc(doc, resolvers, mdx);
  const linkSites = [
    ...rendered.links.map((link): LinkSite => ({ file: doc.file, ...link, context })),
    ...partialLinks,
  ];
  const nav = ctx.navigation.get(doc.id);
  const payload = {
    ...buildPayload(
      doc,
      rendered,
      nav,
      config,
      sourcePath(loaded, path.join(ctx.docsDir, doc.relPath)),
      lastUpdateOf(doc, config.docs, ctx.lastCommits),
    ),
    ...islandIds(islands),
  };
  const fm = doc.frontMatter;
  const exported = !fm.draft && !fm.unlisted;
  // The viewer's "Ver como Markdown" leads to the export.
  if (exported) payload.markdown = markdownHrefOf(doc.route, urlSettingsOf(config));
  const search =
    fm.draft || fm.unlisted
      ? undefined
      : searchSectionsOfDoc(doc, rendered, payload.breadcrumb, pageHref(urlSettingsOf(config), doc.route), (info) =>
          apiSearchText(apis, info),
        );
  // As Docusaurus's <meta name="description">: the front matter's, else the page's first line of text.
  const description = payload.description || (docExcerpt(doc) ?? '');
  const cards = () => ctx.categoryCards?.(pageHref(urlSettingsOf(config), doc.route));
  return {
    doc,
    nav,
    json: JSON.stringify(payload),
    title: payload.title,
    description,
    markdownHref: payload.markdown,
    markdown: exported
      ? {
          kind: 'doc',
          route: doc.route,
          docId: doc.id,
          title: payload.heading ?? payload.title,
          description,
          markdown: pageMarkdown({ title: payload.heading ?? payload.title, tokens: rendered.tokens, cards }, { apis }),
        }
      : undefined,
    routes: routesOfDoc(doc, ctx.shownAtDocs, baseRoutesOf(config).docs),
    anchors: rendered.anchors,
    connectOrigins: rendered.connectOrigins,
    linkSites,
    search,
    islands,
    diagnostics,
  };
}

/** Records a page's anchors at every route showing it. */
export function setPageAnchors(
  anchorsByRoute: Map<string, ReadonlySet<string>>,
  page: Pick<DocPage, 'routes' | 'anchors'>,
): void {
  for (const route of page.routes) anchorsByRoute.set(route, page.anchors);
}
