import path from 'node:path';
import { error, type Diagnostic } from '../util/diagnostics.ts';
import type { LoadedConfig } from '../config/load-config.ts';
import { formatJsonPath } from '../config/schema.ts';
import { checkLinks, type LinkSite } from '../links/check-links.ts';
import { hrefFor, type LinkContext } from '../links/resolve.ts';
import { navigationByDocId, type DocNavigation } from '../navigation/navigation.ts';
import { applyPaginationFrontMatter } from '../navigation/pagination.ts';
import type { DocSource } from '../parse/doc.ts';
import { startBackgroundHighlighter, type BackgroundHighlighter } from '../render/background-highlighter.ts';
import { loadLanguages } from '../render/highlight.ts';
import { loadLanguageNames } from '../render/language-names.ts';
import { fenceLanguages } from '../render/plugins/code-fence.ts';
import { renderDoc } from '../render/render-doc.ts';
import { apiSearchText } from '../search/api-text.ts';
import { createSearchIndexer, type SearchIndexer } from '../search/background-index.ts';
import type { SearchIndexTarget } from '../search/build-index.ts';
import { searchSectionsOfDoc } from '../search/doc-page.ts';
import type { PageSections } from '../search/sections.ts';
import { buildSidebars } from '../navigation/sidebars.ts';
import { FORMAT_VERSION, type Manifest, type RouteEntry } from '../../format/site-format.ts';
import { DOCS_ROUTE } from '../../format/routes.ts';
import { BLOG_MARKDOWN_LOOKUP, blogFenceLanguages, compileBlog, type ResolversFor } from '../blog/compile-blog.ts';
import { compileListings } from '../listings/compile-listings.ts';
import { configFiles } from './config-files.ts';
import { configLinks } from './config-links.ts';
import type { ApiDescriptions } from './embed-renderer.ts';
import { API_SAMPLE_LANGUAGES, loadApiDescriptions } from './load-apis.ts';
import { readerOptions } from './reader-options.ts';
import { loadSources } from './load-sources.ts';
import { referenceResolvers } from './reference-resolvers.ts';
import { AssetRegistry, type Asset } from '../assets/asset-registry.ts';
import { buildPayload, sourcePath } from './payload.ts';
import { staticConflicts } from '../emit/static-conflicts.ts';
import { staticFiles } from '../emit/site-paths.ts';
import { docsRouteDocId, payloadFileName, VIEWER_ROUTES, type CompiledSite, type CompileOptions, type CompileState, type PageMeta } from './model.ts';

/** Runs every stage from sources to the in-memory site. Diagnostics with errors mean nothing may be written. */
export async function compileSite(
  loaded: LoadedConfig,
  options: CompileOptions,
): Promise<{ site?: CompiledSite; state?: CompileState; diagnostics: Diagnostic[] }> {
  // Started first, so that the workers load their modules while this thread parses.
  const highlighter = startBackgroundHighlighter();
  const indexer = options.deferSearch ? undefined : createSearchIndexer();
  try {
    return await compileWith(loaded, options, highlighter, indexer);
  } finally {
    // Also when compiling threw: a long-lived watch process must not keep idle threads.
    highlighter?.close();
    indexer?.cancel();
  }
}

async function compileWith(
  loaded: LoadedConfig,
  options: CompileOptions,
  highlighter: BackgroundHighlighter | undefined,
  indexer: SearchIndexer | undefined,
): Promise<{ site?: CompiledSite; state?: CompileState; diagnostics: Diagnostic[] }> {
  const { config } = loaded;
  const base = config.baseUrl;
  const { sources, diagnostics } = loadSources(loaded.contentDir, options.cwd, options.drafts);
  const { docs } = sources;
  const routeByRelPath = new Map(docs.map((d) => [d.relPath, d.route]));
  const routeById = new Map(docs.map((d) => [d.id, d.route]));
  const leftOutDrafts = new Set(options.drafts ? [] : sources.draftIds);
  const shownAtDocs = docsRouteDocId(docs, config.version.mainDocId);
  const assets = options.assets ?? new AssetRegistry();
  assets.startBuild();
  const docsDir = path.join(loaded.contentDir, 'docs');
  const staticDir = path.join(loaded.contentDir, 'static');
  const described = await loadApiDescriptions(loaded.contentDir, options.cwd, config.apiKeyUrl);
  diagnostics.push(...described.diagnostics);
  const languages = [...docs.flatMap((d) => fenceLanguages(d.body)), ...blogFenceLanguages(loaded.contentDir), ...(described.apis.openapi.size ? API_SAMPLE_LANGUAGES : [])];
  if (highlighter) highlighter.start(languages);
  await (highlighter ? loadLanguageNames() : loadLanguages(languages));
  options.onRoutes?.([DOCS_ROUTE, ...docs.map((d) => d.route)]);

  const hrefOfRoute = (route: string) => hrefFor({ kind: 'page', path: route, hash: '', suffix: '' }, route, base);
  const built = buildSidebars(
    config.sidebars,
    docs.map((doc) => ({ doc, label: doc.frontMatter.sidebar_label ?? doc.title })),
    sources.categories,
    hrefOfRoute,
    leftOutDrafts,
  );
  for (const problem of built.problems) {
    const at = loaded.locate(['sidebars', ...problem.jsonPath]);
    diagnostics.push(error(loaded.file, at.line, at.column, `${formatJsonPath(['sidebars', ...problem.jsonPath])}: ${problem.message}`));
  }
  const paged = applyPaginationFrontMatter(navigationByDocId(built.sidebars), docs, hrefOfRoute, leftOutDrafts);
  const navigation = paged.navigation;
  diagnostics.push(...paged.diagnostics);

  const anchorsByRoute = new Map<string, ReadonlySet<string>>();
  const linkSites: LinkSite[] = [];
  const payloadFiles = new Map<string, string>();
  const routeEntries: RouteEntry[] = [];
  const pages: PageMeta[] = [];
  /** By source file (blog posts by URL), so watch mode can replace one page's sections. */
  const searchPages = new Map<string, PageSections>();
  const renderedPages: { doc: DocSource; nav: DocNavigation | undefined; title: string; description: string; json: string }[] = [];
  const addSearchPage = (key: string, page: PageSections) => {
    searchPages.set(key, page);
    indexer?.add(page);
  };
  for (const doc of docs) {
    const resolvers = referenceResolvers({ doc, docsDir, staticDir, baseUrl: base, cwd: options.cwd, routeByRelPath, assets, diagnostics, apis: described.apis });
    const { context } = resolvers;
    const rendered = renderDoc(doc, resolvers);
    anchorsByRoute.set(doc.route, rendered.anchors);
    for (const link of rendered.links) linkSites.push({ file: doc.file, ...link, context });

    const nav = navigation.get(doc.id);
    const payload = buildPayload(doc, rendered, nav, config, sourcePath(loaded, path.join(docsDir, doc.relPath)));
    renderedPages.push({ doc, nav, title: payload.title, description: payload.description, json: JSON.stringify(payload) });
    const fm = doc.frontMatter;
    if (!fm.draft && !fm.unlisted) addSearchPage(doc.file, searchSectionsOfDoc(doc, rendered, payload.breadcrumb, hrefOfRoute(doc.route), (info) => apiSearchText(described.apis, info)));
  }

  // Blog posts too render while the worker highlights; the resolvers join their diagnostics and assets to the docs'.
  const resolversFor: ResolversFor = (page, routes, contentRoot) =>
    referenceResolvers({ doc: page, docsDir: contentRoot, staticDir, baseUrl: base, cwd: options.cwd, routeByRelPath: routes, assets, diagnostics, apis: described.apis, markdownLookup: BLOG_MARKDOWN_LOOKUP });
  const blog = compileBlog(loaded, routeByRelPath, options.drafts, options.cwd, resolversFor);
  for (const post of blog.searchPages) addSearchPage(post.url, post);
  const searchTarget = { version: config.version.name, locale: config.locale.path };
  // Every page is in: the worker builds the index while this thread waits for highlights and checks links.
  const searching = indexer?.finish(searchTarget);
  // A build that fails from here on cancels the worker, and nothing awaits the index.
  searching?.catch(() => {});

  // Everything that does not depend on highlighted code runs while the worker finishes it: the links are checked,
  // and a build that fails does not wait for the highlighter.
  const rootContext: LinkContext = { fromRoute: '/', routeByRelPath, baseUrl: base };
  const links = configLinks(loaded, routeById, rootContext, leftOutDrafts);
  for (const { href, jsonPath } of built.links) links.checkFile(href, ['sidebars', ...jsonPath]);
  // As Docusaurus hides a navbar item whose doc is a draft, in production.
  const navbarItems = config.navbar.items.flatMap((item, i) =>
    item.docId && leftOutDrafts.has(item.docId) ? [] : [{ label: item.label, position: item.position, href: links.hrefOf(item, ['navbar', 'items', i]) }],
  );
  const footerLinks = config.footer.links.map((item, i) => ({ label: item.label, href: links.hrefOf(item, ['footer', 'links', i]) }));
  const home = {
    cta: { label: config.home.cta.label, href: links.hrefOf(config.home.cta, ['home', 'cta']) },
    entries: config.home.entries.map((e, i) => ({ title: e.title, text: e.text, href: links.hrefOf(e, ['home', 'entries', i]), label: e.label })),
  };
  if (!routeById.has(config.version.mainDocId)) {
    const at = loaded.locate(['version', 'mainDocId']);
    diagnostics.push(error(loaded.file, at.line, at.column, `version.mainDocId: no doc has the id "${config.version.mainDocId}"`));
  }
  diagnostics.push(...links.diagnostics);
  const files = configFiles(loaded, staticDir, assets);
  diagnostics.push(...files.diagnostics);

  // Blog, tag pages and reader options: their pages and links join the docs'.
  const listings = compileListings(loaded, docs, blog);
  listings.anchorsByRoute.forEach((anchors, route) => anchorsByRoute.set(route, anchors));
  // A link to /docs#x needs x on the doc shown there.
  const shownAnchors = anchorsByRoute.get(routeById.get(shownAtDocs) ?? '');
  if (shownAnchors) anchorsByRoute.set(DOCS_ROUTE, shownAnchors);
  const reader = readerOptions(loaded, rootContext);
  linkSites.push(...listings.linkSites, ...reader.linkSites);
  diagnostics.push(...listings.diagnostics);

  const routes = new Set([...VIEWER_ROUTES, DOCS_ROUTE, ...docs.map((d) => d.route), ...listings.paths]);
  const sidebarLinks = built.links.map(({ href, jsonPath }): LinkSite => ({ file: loaded.file, ...loaded.locate(['sidebars', ...jsonPath]), href, context: rootContext }));
  const leftOutDraftFiles = new Set(options.drafts ? [] : sources.draftRelPaths.map((rel) => `/docs/${rel}`));
  diagnostics.push(...checkLinks([...linkSites, ...links.sites, ...sidebarLinks], { routes, anchorsByRoute, leftOutDrafts: leftOutDraftFiles }));
  const statics = staticFiles(staticDir);
  diagnostics.push(...staticConflicts(statics, staticDir, routes, options.cwd));
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };

  // Payloads are named by a hash of their final text, so they wait for their highlighted code.
  const withHighlights = highlighter ? await highlighter.settle() : (json: string) => json;
  for (const { doc, nav, title, description, json: rendered } of renderedPages) {
    const json = withHighlights(rendered);
    const file = payloadFileName(doc.id, json, options.stableNames);
    payloadFiles.set(file, json);
    options.onPayload?.(file, json);
    const fm = doc.frontMatter;
    const entry: RouteEntry = {
      path: doc.route,
      docId: doc.id,
      payload: file,
      ...(nav?.sidebar ? { sidebar: nav.sidebar } : {}),
      ...(fm.unlisted ? { unlisted: true as const } : {}),
      ...(fm.draft ? { draft: true as const } : {}),
    };
    const meta: PageMeta = { path: doc.route, title, description, payload: file, ...(fm.unlisted ? { noindex: true } : {}) };
    routeEntries.push(entry);
    pages.push(meta);
    if (doc.id === shownAtDocs && doc.route !== DOCS_ROUTE) {
      routeEntries.push({ ...entry, path: DOCS_ROUTE });
      pages.push({ ...meta, path: DOCS_ROUTE });
    }
  }

  const listingFiles = listings.emit(withHighlights);
  for (const [file, json] of listingFiles.payloadFiles) {
    payloadFiles.set(file, json);
    options.onPayload?.(file, json);
  }
  pages.push(...listingFiles.pages);

  const search = await searching;
  if (search) {
    payloadFiles.set(search.ref.file, search.json);
    options.onPayload?.(search.ref.file, search.json);
  }

  const manifest: Manifest = {
    formatVersion: FORMAT_VERSION,
    site: { title: config.title, tagline: config.tagline, titleDelimiter: config.titleDelimiter, baseUrl: base, url: config.url, ...(files.favicon ? { favicon: files.favicon } : {}) },
    locale: config.locale,
    navbar: {
      title: config.navbar.title,
      ...(files.logo ? { logo: files.logo } : {}),
      items: navbarItems,
      ...(config.navbar.hideOnScroll ? { hideOnScroll: true } : {}),
    },
    footer: { links: footerLinks, copyright: config.footer.copyright },
    home,
    sidebars: built.sidebars,
    routes: routeEntries,
    version: {
      name: config.version.name,
      label: config.version.label,
      isLast: true,
      path: DOCS_ROUTE,
      mainDocId: config.version.mainDocId,
      draftIds: sources.draftIds,
    },
    colorMode: reader.colorMode,
    ...(reader.announcementBar ? { announcementBar: reader.announcementBar } : {}),
    ...(listingFiles.routes.length ? { listings: listingFiles.routes } : {}),
    ...(listings.blog ? { blog: listings.blog } : {}),
    ...(search ? { search: [search.ref] } : {}),
  };
  const state: CompileState = { docs, navigation, routes, anchorsByRoute, linkSites, configLinkSites: links.sites, routeByRelPath, apis: described.apis, searchPages, searchTarget };
  return { site: { manifest, payloadFiles, pages, assets: assets.takeUsed(), staticDir, staticFiles: statics }, state, diagnostics };
}
