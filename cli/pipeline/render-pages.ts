import { uiLanguageOf } from '../../format/ui-strings/language.ts';
import type { LinkSite } from '../site/links/check-links.ts';
import { releaseBody, type DocSource } from '../sources/doc.ts';
import type { PageSections } from '../search/sections.ts';
import { type SearchPageInput, unpackSections } from '../search/packed-sections.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import { compileBlog, type BlogBuild } from '../page/compile-blog.ts';
import { docContext, docKind, placementKey, renderDocPage, setPageAnchors, type DocPage } from '../page/doc-page.ts';
import { compileStandalonePages, type StandalonePages } from '../page/compile-pages.ts';
import { pageMarkdown } from '../markdown-export/page-markdown.ts';
import type { PageContext } from '../page/page-context.ts';
import type { DocRenderCache } from './rendered-docs.ts';

export interface RenderedPages {
  docPages: DocPage[];
  /** Blog posts, their lists and tag pages. */
  blog: BlogBuild;
  /** The pages folder's pages (see compileStandalonePages). */
  standalone: StandalonePages;
  anchorsByRoute: Map<string, ReadonlySet<string>>;
  /** The links of every doc (those of posts are in `blog`). */
  linkSites: LinkSite[];
  /** By source file (blog posts by URL), so watch mode can replace one page's sections; empty when `onSearchPage` took them. */
  searchPages: Map<string, PageSections>;
  diagnostics: Diagnostic[];
}

/** What a compile does with each page as it is rendered, rather than once all are. */
export interface RenderHooks {
  /** A page's search sections, for an index worker that starts before the last page is done. */
  onSearchPage?: (page: SearchPageInput) => void;
  /** Each rendered doc, in order (see PayloadStream). */
  onDocPage?: (page: DocPage) => void;
  /** Runs between two batches of docs, after a turn of the event loop has let the workers' replies in. */
  betweenBatches?: () => Promise<void>;
  /** Let each doc's source text go once it is rendered (see releaseBody). */
  releaseBodies?: boolean;
  /** The docs rendered before, reused where nothing they were rendered from changed (see PageCache, RenderedDocs). */
  cache?: DocRenderCache;
}

/** Docs rendered between two turns of the event loop: a few tens of milliseconds. */
const DOCS_PER_BATCH = 64;

/** Renders every doc, then every blog post, through the same resolvers. */
export async function renderPages(
  docs: readonly DocSource[],
  ctx: PageContext,
  drafts: boolean,
  hooks: RenderHooks = {},
): Promise<RenderedPages> {
  const { onSearchPage, onDocPage, betweenBatches, releaseBodies, cache } = hooks;
  const anchorsByRoute = new Map<string, ReadonlySet<string>>();
  const linkSites: LinkSite[] = [];
  const searchPages = new Map<string, PageSections>();
  const diagnostics: Diagnostic[] = [];
  // Sections handed to an index worker are its own: kept here as well, they were about a fifth of the heap a build
  // holds at its end. Only watch mode, which indexes later, keeps them.
  const addSearchPage = (key: string, page: SearchPageInput) => {
    if (onSearchPage) onSearchPage(page);
    else searchPages.set(key, unpackSections(page));
  };
  const docPages: DocPage[] = [];
  // One kind per docs version and instance: each resolves from its own folder (see docContext).
  const kinds = new Map<string, { own: PageContext; kind: ReturnType<typeof docKind> }>();
  cache?.begin(docs, (doc) => docContext(ctx, doc));
  for (const doc of docs) {
    let placed = kinds.get(placementKey(doc));
    if (!placed) {
      const own = cache ? cache.watching(docContext(ctx, doc)) : docContext(ctx, doc);
      kinds.set(placementKey(doc), (placed = { own, kind: docKind(own) }));
    }
    const { own, kind } = placed;
    const page = cache ? cache.page(doc, own, () => renderDocPage(doc, own, kind)) : renderDocPage(doc, own, kind);
    if (releaseBodies) releaseBody(doc);
    setPageAnchors(anchorsByRoute, page);
    linkSites.push(...page.linkSites);
    diagnostics.push(...page.diagnostics);
    if (page.search) addSearchPage(doc.file, page.search);
    if (onSearchPage) page.search = undefined;
    docPages.push(page);
    onDocPage?.(page);
    if (betweenBatches && docPages.length % DOCS_PER_BATCH === 0) {
      await new Promise(setImmediate);
      await betweenBatches();
    }
  }
  cache?.rendered();
  const uiLanguage = uiLanguageOf(ctx.loaded.config.locale.htmlLang);
  const blog = compileBlog(ctx, drafts, (post) => pageMarkdown(post, { apis: ctx.apis, uiLanguage }));
  for (const post of blog.searchPages) addSearchPage(post.url, post);
  const standalone = compileStandalonePages(ctx, drafts);
  for (const page of standalone.searchPages) addSearchPage(page.url, page);
  diagnostics.push(...standalone.diagnostics);
  return { docPages, blog, standalone, anchorsByRoute, linkSites, searchPages, diagnostics };
}
