import type { LinkSite } from '../links/check-links.ts';
import type { DocSource } from '../parse/doc.ts';
import type { PageSections } from '../search/sections.ts';
import type { Diagnostic } from '../util/diagnostics.ts';
import { blogMarkdownLookup, compileBlog, type BlogBuild, type ResolversFor } from '../blog/compile-blog.ts';
import { renderDocPage, resolverContext, setPageAnchors, type DocPage, type PageContext } from './doc-page.ts';
import { referenceResolvers } from './reference-resolvers.ts';
import { blogDirOf, docsDirOf, fromSourceRoot, sourceRootOf } from '../config/site-layout.ts';
import { compileStandalonePages, type PageResolversFor, type StandalonePages } from '../pages/compile-pages.ts';
import { pageMarkdown } from '../markdown-export/page-markdown.ts';

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

/**
 * Renders every doc, then every blog post, through the same resolvers. Each page's search sections go to
 * `onSearchPage` as soon as it is rendered, so that an index worker starts before the last page is done.
 */
export function renderPages(docs: readonly DocSource[], ctx: PageContext, drafts: boolean, onSearchPage?: (page: PageSections) => void): RenderedPages {
  const anchorsByRoute = new Map<string, ReadonlySet<string>>();
  const linkSites: LinkSite[] = [];
  const searchPages = new Map<string, PageSections>();
  const diagnostics: Diagnostic[] = [];
  // Sections handed to an index worker are its own: kept here as well, they were about a fifth of the heap a build
  // holds at its end. Only watch mode, which indexes later, keeps them.
  const addSearchPage = (key: string, page: PageSections) => {
    if (onSearchPage) onSearchPage(page);
    else searchPages.set(key, page);
  };
  const docPages = docs.map((doc): DocPage => {
    const page = renderDocPage(doc, ctx);
    setPageAnchors(anchorsByRoute, page);
    linkSites.push(...page.linkSites);
    diagnostics.push(...page.diagnostics);
    if (!page.search) return page;
    addSearchPage(doc.file, page.search);
    return onSearchPage ? { ...page, search: undefined } : page;
  });
  const blog = compileBlog(ctx.loaded, ctx.routeByRelPath, drafts, ctx.cwd, blogResolvers(ctx, diagnostics), (post) => pageMarkdown(post, { apis: ctx.apis }));
  for (const post of blog.searchPages) addSearchPage(post.url, post);
  const docsFolder = fromSourceRoot(ctx.loaded, docsDirOf(ctx.loaded)).slice(1);
  const docsBySourcePath = new Map([...ctx.routeByRelPath].map(([rel, route]) => [`${docsFolder}/${rel}`, route] as const));
  const standalone = compileStandalonePages(ctx.loaded, docsBySourcePath, drafts, ctx.cwd, standaloneResolvers(ctx));
  for (const page of standalone.searchPages) addSearchPage(page.url, page);
  diagnostics.push(...standalone.diagnostics);
  return { docPages, blog, standalone, anchorsByRoute, linkSites, searchPages, diagnostics };
}

/** Posts resolve references as docs do, from the content folder, with their own Markdown lookup. */
function blogResolvers(ctx: PageContext, diagnostics: Diagnostic[]): ResolversFor {
  return (page, routes, contentRoot) =>
    referenceResolvers({ ...resolverContext(ctx, page, diagnostics), docsDir: contentRoot, routeByRelPath: routes, markdownLookup: blogMarkdownLookup(fromSourceRoot(ctx.loaded, blogDirOf(ctx.loaded))) });
}

/** Standalone pages resolve references as posts do, from the source root, with the pages folder's lookup. */
function standaloneResolvers(ctx: PageContext): PageResolversFor {
  return (page, routes, lookup, diagnostics) =>
    referenceResolvers({ ...resolverContext(ctx, page, diagnostics), docsDir: sourceRootOf(ctx.loaded), routeByRelPath: routes, markdownLookup: lookup });
}
