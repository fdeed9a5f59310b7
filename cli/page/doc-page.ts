import { API_STRINGS } from '../../format/ui-strings/api/api-strings.ts';
import { uiLanguageOf } from '../../format/ui-strings/language.ts';
import path from 'node:path';
import { warning, type Diagnostic } from '../core/diagnostics.ts';
import { lastUpdateOf } from '../history/last-update.ts';
import { apiSearchText } from '../api/search-text.ts';
import { markdownHrefOf } from '../markdown-export/export-path.ts';
import { pageMarkdown, type MarkdownPage } from '../markdown-export/page-markdown.ts';
import type { IslandUse } from '../mdx/mdx-context.ts';
import type { PageHead } from '../mdx/components/head.ts';
import { searchSectionsOfDoc } from '../search/doc-page.ts';
import type { SearchPageInput } from '../search/packed-sections.ts';
import { routesOfDoc } from '../site/docs-route.ts';
import type { LinkSite } from '../site/links/check-links.ts';
import type { DocNavigation } from '../site/navigation/navigation.ts';
import { baseRoutesOf, urlSettingsOf } from '../sources/config/site-layout.ts';
import { docExcerpt, type DocSource } from '../sources/doc.ts';
import { pageHref } from '../../format/routes.ts';
import type { PagePayload } from '../../format/site-format.ts';
import type { PageContext } from './page-context.ts';
import { docApiOperation, keptOperationText } from './openapi-docs-operation.ts';
import { compilePage, type PageKind } from './page-pipeline.ts';
import { buildPayload, sourcePath } from './payload.ts';

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
  /**
   * The page's sections for the search index; none for drafts and unlisted pages, which search leaves out. Packed
   * for a doc the cache of rendered docs renders or reuses (see PageCache), as its entry keeps them.
   */
  search: SearchPageInput | undefined;
  /** The page as Markdown for machine readers, and where it is served; none for drafts and unlisted pages. */
  markdown: MarkdownPage | undefined;
  markdownHref: string | undefined;
  /** The components the page renders in the browser, for the island bundle. */
  islands: IslandUse[];
  /** Missing files, Markdown mistakes, images without alt text and unknown code languages. */
  diagnostics: Diagnostic[];
  /** What the page's `<Head>` adds to its prerendered head. */
  head?: PageHead;
  /** The payload's file, for a doc reused from the last build, whose payload is in the site under it (see PageCache). */
  payloadFile?: string;
  /** Set when that file stays in the site as it is, unread: `json` is then empty, and nothing is written. */
  payloadKept?: true;
}

/** The doc kind of the page pipeline: keyed from the docs folder, with the docs' navigation, cards and history. */
export function docKind(ctx: PageContext): PageKind<DocSource, PagePayload> {
  const { loaded, apis, docsOptions } = ctx;
  // A docs instance's docs take its own edit link and last-update options (see DocsPageOptions).
  const config = docsOptions ? { ...loaded.config, editUrl: docsOptions.editUrl } : loaded.config;
  const shown = docsOptions ?? config.docs;
  const urls = urlSettingsOf(config);
  const cardsOf = (doc: DocSource) => ctx.categories?.cardsOf(pageHref(urls, doc.route));
  const exported = (doc: DocSource) => !doc.frontMatter.draft && !doc.frontMatter.unlisted;
  const uiLanguage = uiLanguageOf(loaded.config.locale.htmlLang);
  const apiStrings = API_STRINGS[uiLanguage];
  return {
    placement: {
      contentRoot: ctx.docsDir,
      routeByRelPath: ctx.routeByRelPath,
      markdownLookup: ctx.markdownLookup,
      markdown: docsOptions?.markdown,
    },
    input: (doc) => ({
      file: doc.file,
      path: doc.sourceFile ?? path.join(ctx.docsDir, doc.relPath),
      relPath: doc.relPath,
      route: doc.route,
      slashed: doc.slashed,
      body: doc.body,
      bodyLineOffset: doc.bodyLineOffset,
      mdx: Boolean(doc.mdx),
    }),
    payload: (doc, rendered, islands) => {
      const payload: PagePayload = {
        ...buildPayload(
          doc,
          rendered,
          ctx.navigation.get(doc.id),
          config,
          sourcePath(loaded, doc.sourceFile ?? path.join(ctx.docsDir, doc.relPath)),
          lastUpdateOf(doc, shown, ctx.lastCommits),
        ),
        ...islands,
      };
      // The viewer's "Ver como Markdown" leads to the export.
      if (exported(doc)) payload.markdown = markdownHrefOf(doc.route, urls);
      return payload;
    },
    search: (doc, rendered, payload) =>
      exported(doc)
        ? searchSectionsOfDoc(
            doc,
            rendered,
            payload.breadcrumb,
            pageHref(urls, doc.route),
            (info) => apiSearchText(apis, info),
            keptOperationText(doc, apiStrings)?.search,
          )
        : undefined,
    markdown: (doc, rendered, payload) => {
      if (!exported(doc)) return undefined;
      const title = payload.heading ?? payload.title;
      const cards = () => cardsOf(doc);
      const kept = keptOperationText(doc, apiStrings);
      return {
        kind: 'doc',
        route: doc.route,
        docId: doc.id,
        title,
        description: describe(doc, payload),
        markdown: pageMarkdown(
          { title, tokens: rendered.tokens, cards, ...(kept ? { apiOperation: kept.markdown } : {}) },
          { apis, uiLanguage },
        ),
      };
    },
    sidebarCategory: (doc) => ctx.categories?.categoryOf(pageHref(urls, doc.route)),
    apiOperation: (doc, diagnostics) => docApiOperation(doc, ctx.highlight, diagnostics, apiStrings),
    docCards: (doc, diagnostics) => {
      const cards = cardsOf(doc);
      if (cards) return cards;
      diagnostics.push(
        warning(
          'mdx-component',
          doc.file,
          1,
          1,
          '<DocCardList /> shows the cards of the category this doc is the page of, and no category links to it; give a category `link: { type: "doc", id: "…" }` naming this doc',
        ),
      );
      return [];
    },
  };
}

/** As Docusaurus's <meta name="description">: the front matter's, else the page's first line of text. */
function describe(doc: DocSource, payload: PagePayload): string {
  return payload.description || (docExcerpt(doc) ?? '');
}

/**
 * The context a doc renders in: an older version's or another instance's doc resolves its files and Markdown links
 * from its own folder (a relative link in versioned_docs/version-1.0 leads to that version's page), and takes its last
 * update from its own folder's commits, not from the current docs', which are keyed by the same relative paths.
 */
export function docContext(ctx: PageContext, doc: DocSource): PageContext {
  // An instance's older version has a placement of its own, by its version's id ("community/1.0.0").
  const placement =
    (doc.version === undefined ? undefined : ctx.versionPlacements?.get(doc.version)) ??
    (doc.instance === undefined ? undefined : ctx.instancePlacements?.get(doc.instance));
  if (!placement) return ctx;
  const { lastCommits: _current, ...rest } = ctx;
  return { ...rest, ...placement };
}

/** The docs that render in one context (see docContext): a version of the config's docs or of a docs instance. */
export function placementKey(doc: Pick<DocSource, 'instance' | 'version'>): string {
  return `${doc.instance ?? ''}:${doc.version ?? ''}`;
}

/** One parsed doc through the page pipeline, with what the site needs of a doc beside it (routes, navigation). */
export function renderDocPage(doc: DocSource, ctx: PageContext, kind = docKind(ctx)): DocPage {
  const page = compilePage(doc, kind, ctx);
  const { payload } = page;
  return {
    doc,
    nav: ctx.navigation.get(doc.id),
    json: JSON.stringify(payload),
    title: payload.title,
    description: describe(doc, payload),
    markdownHref: payload.markdown,
    markdown: page.markdown,
    routes: routesOfDoc(doc, ctx.shownAtDocs, baseRoutesOf(ctx.loaded.config).docs),
    anchors: page.anchors,
    connectOrigins: page.connectOrigins,
    linkSites: page.linkSites,
    search: page.search,
    islands: page.islands,
    diagnostics: page.diagnostics,
    ...(page.head ? { head: page.head } : {}),
  };
}

/** Records a page's anchors at every route showing it. */
export function setPageAnchors(
  anchorsByRoute: Map<string, ReadonlySet<string>>,
  page: Pick<DocPage, 'routes' | 'anchors'>,
): void {
  for (const route of page.routes) anchorsByRoute.set(route, page.anchors);
}
