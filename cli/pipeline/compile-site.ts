import { isUnreadableFolderMessage } from '../util/confined-walk.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import { docsLookup, type LinkContext } from '../site/links/resolve.ts';
import { DOCUSAURUS_EXCLUDE } from '../sources/config/schema.ts';
import { baseRoutesOf, blogDirOf, docsDirOf, fromSourceRoot, staticDirsOf } from '../sources/config/site-layout.ts';
import { startBackgroundHighlighter, type BackgroundHighlighter } from '../highlight/background-highlighter.ts';
import { highlight } from '../highlight/highlight.ts';
import { diagramChecker, type DiagramChecker } from '../markdown/diagram-check.ts';
import { createSearchIndexer, type SearchIndexer } from '../search/background-index.ts';
import type { PageSections } from '../search/sections.ts';
import { pageHref, withBase } from '../../format/routes.ts';
import { compileListings } from './compile-listings.ts';
import { categoryIndexPages, categoryIndexSearchPage, docCategoryCards } from '../site/listings/category-index.ts';
import { AssetRegistry } from '../assets/asset-registry.ts';
import { checkSite, sidebarLinkSites } from './check-site.ts';
import type { DocPage } from '../page/doc-page.ts';
import { docsRouteDocId } from '../site/docs-route.ts';
import { gateSettings } from '../site/gate-settings.ts';
import { globalComponentFiles } from '../page/mdx-components.ts';
import { checkingHighlighter, startHighlighting } from './highlighting.ts';
import { loadApiDescriptions } from '../api/load-apis.ts';
import { loadSources } from '../sources/load-sources.ts';
import { assembleManifest } from './manifest.ts';
import { routeTableFiles, type RouteTable } from '../site/route-table.ts';
import { sitePolicy } from '../site/site-policy.ts';
import { exportSink, payloadSink, payloadStream, type PayloadStream } from './payload-files.ts';
import { readerOptions } from '../site/reader-options.ts';
import { redirectFiles, redirectLinkSites } from '../site/redirects/site-redirects.ts';
import { SITE_FILES } from '../output/site-paths.ts';
import { blogFeeds, feedFileNames } from '../site/feeds.ts';
import { readGitHistory } from '../history/git-history.ts';
import { lastUpdateHistory } from '../history/last-update.ts';
import { renderPages } from './render-pages.ts';
import { bundleIslands } from '../mdx/islands/bundle-islands.ts';
import { siteChrome } from '../site/site-chrome.ts';
import { buildSiteNavigation } from '../site/site-navigation.ts';
import { blogAtHome, routeCollisions } from './route-collisions.ts';
import { standalonePageCollisions } from './page-collisions.ts';
import {
  exportFileNames,
  markdownExports,
  writeMarkdownExports,
  yieldToStaticFiles,
} from '../markdown-export/site-exports.ts';
import { MarkdownPacker } from '../markdown-export/markdown-packer.ts';
import { traceMemory } from '../util/memory-trace.ts';
import type { CompileOptions, CompileState } from './model.ts';
import type { CompiledSite } from '../output/compiled-site.ts';
import { projectRoots } from '../sources/project-roots.ts';
import type { PageContext } from '../page/page-context.ts';

export interface CompileResult {
  site?: CompiledSite;
  state?: CompileState;
  diagnostics: Diagnostic[];
  /** How many pages a `checkOnly` compile checked (docs, blog and listing pages). */
  checkedPages?: number;
  /** The source files of the site's islands, even when the build failed: watch mode rebuilds when one changes. */
  islandInputs?: string[];
}

/** Runs every stage from sources to the in-memory site. Diagnostics with errors mean nothing may be written. */
export async function compileSite(loaded: LoadedConfig, options: CompileOptions): Promise<CompileResult> {
  // Started first, so that the workers load their modules while this thread parses.
  // `docsgen check` needs neither: it writes no code blocks and no index.
  const highlighter = options.checkOnly ? undefined : startBackgroundHighlighter();
  const indexer = options.deferSearch || options.checkOnly || options.indexPage ? undefined : createSearchIndexer();
  const diagrams = diagramChecker();
  try {
    return await compileWith(loaded, options, highlighter, indexer, diagrams);
  } finally {
    // Also when compiling threw: a long-lived watch process must not keep idle threads.
    highlighter?.close();
    indexer?.cancel();
    diagrams.close();
  }
}

async function compileWith(
  loaded: LoadedConfig,
  options: CompileOptions,
  highlighter: BackgroundHighlighter | undefined,
  indexer: SearchIndexer | undefined,
  diagrams: DiagramChecker,
): Promise<CompileResult> {
  const { config } = loaded;
  const diagnostics: Diagnostic[] = [];
  /** Every phase reports its problems with its result; all of them are reported together. */
  const reported = <T extends { diagnostics: Diagnostic[] }>(result: T): T => {
    diagnostics.push(
      ...(options.unreadableFoldersWarn ? result.diagnostics.map(unreadableAsWarning) : result.diagnostics),
    );
    return result;
  };
  const { gate } = reported(gateSettings(loaded, options.gate));
  // What the build may read: the config's folder and every folder it names, symlinks resolved.
  const roots = projectRoots(loaded);
  reported(globalComponentFiles(loaded, roots));
  const docsDir = docsDirOf(loaded);
  const docsRoute = baseRoutesOf(config).docs;
  // One git process for the whole docs folder, running while this thread parses.
  const history =
    config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor ? readGitHistory(docsDir) : undefined;
  // Docusaurus's default list leaves out exactly the pages discovery's own rule does (a file or folder starting with
  // "_"), without a second walk of the folder.
  const exclude = config.docs.exclude.join('\n') === DOCUSAURUS_EXCLUDE.join('\n') ? undefined : config.docs.exclude;
  const { sources } = reported(
    loadSources(
      { dir: docsDir, route: docsRoute, format: config.markdown.format, ...(exclude ? { exclude } : {}) },
      options.cwd,
      options.drafts,
      roots,
    ),
  );
  const { docs } = sources;
  traceMemory('loadSources');
  const hasHome = config.home !== undefined;
  const shownAtDocs = docsRouteDocId(docs, config.version.mainDocId, docsRoute, hasHome);
  reported({ diagnostics: routeCollisions(loaded, docs, hasHome) });
  const leftOutDrafts = new Set(options.drafts ? [] : sources.draftIds);
  const assets = options.assets ?? new AssetRegistry();
  assets.startBuild();
  const { apis } = reported(await loadApiDescriptions(loaded.contentDir, options.cwd, roots, config.apiKeyUrl));
  const docsFolder = fromSourceRoot(loaded, docsDir);
  const pageHighlight = options.checkOnly
    ? await checkingHighlighter()
    : await startHighlighting(highlighter, docs, blogDirOf(loaded), apis);
  options.onRoutes?.([...(shownAtDocs === undefined ? [] : [docsRoute]), ...docs.map((d) => d.route)]);
  const navigation = reported(buildSiteNavigation(loaded, sources, leftOutDrafts));
  traceMemory('buildSiteNavigation');
  const { commits } = reported(lastUpdateHistory(loaded, docs, await history));

  const pages: PageContext = {
    loaded,
    cwd: options.cwd,
    docsDir,
    staticDirs: staticDirsOf(loaded),
    projectRoots: roots,
    routeByRelPath: new Map(docs.map((d) => [d.relPath, d.route])),
    navigation: navigation.navigation,
    shownAtDocs,
    markdownLookup: docsLookup(docsFolder),
    assets,
    apis,
    highlight: pageHighlight,
    categoryCards: docCategoryCards(navigation.sidebars, docs),
    checkDiagram: diagrams.add,
    ...(commits ? { lastCommits: commits } : {}),
  };
  // Pages render while the worker highlights, and go to the index worker as they are rendered.
  const indexPage = options.indexPage ?? (indexer && ((page: PageSections) => indexer.add(page)));
  // Payloads are finished as their code comes back from the worker; `docsgen check` writes none.
  const payloads = options.checkOnly
    ? undefined
    : payloadStream(highlighter ? highlighter.ready : (json) => json, options.stableNames ?? false, options.writer);
  // A build deflates each doc's marked Markdown as it goes (see MarkdownPacker).
  const packer = options.writer ? new MarkdownPacker(docs.length) : undefined;
  const rendered = reported(
    await renderPages(docs, pages, options.drafts, {
      ...(indexPage ? { onSearchPage: indexPage } : {}),
      ...(payloads
        ? { onDocPage: (page: DocPage) => handRendered(page, payloads, packer), betweenBatches: payloads.drain }
        : {}),
      ...(options.releaseSources ? { releaseBodies: true } : {}),
    }),
  );
  traceMemory('renderPages');
  // Diagrams are checked on their own worker while the rest of the site compiles.
  const diagramWarnings = diagrams.finish();
  diagramWarnings.catch(() => {});
  // esbuild bundles the pages' components in its own process while this thread goes on.
  const bundling = bundleIslands(
    [...rendered.docPages.flatMap((page) => page.islands), ...rendered.blog.islands, ...rendered.standalone.islands],
    { siteDir: loaded.rootDir, cwd: options.cwd, baseUrl: config.baseUrl },
  );
  const categoryIndexes = categoryIndexPages(navigation.generatedIndexes, docs, navigation.navigation);
  for (const page of categoryIndexes.map((listing) =>
    categoryIndexSearchPage(listing, withBase(config.baseUrl, listing.path)),
  )) {
    if (indexPage) indexPage(page);
    else rendered.searchPages.set(page.url, page);
  }
  const searchTarget = { version: config.version.name, locale: config.locale.path };
  const searching = indexer?.finish(searchTarget);
  // A build that fails from here on cancels the worker, and nothing awaits the index.
  searching?.catch(() => {});

  // What does not depend on highlighted code runs while the worker finishes it, and a build that fails does not wait.
  const rootContext: LinkContext = {
    fromRoute: '/',
    routeByRelPath: pages.routeByRelPath,
    baseUrl: config.baseUrl,
    ...(config.trailingSlash === undefined ? {} : { trailingSlash: config.trailingSlash }),
  };
  const routeById = new Map(docs.map((d) => [d.id, d.route]));
  const chrome = reported(
    siteChrome(loaded, routeById, rootContext, leftOutDrafts, navigation.sidebarLinks, pages.staticDirs, assets),
  );
  const { standalone } = rendered;
  const listings = reported(compileListings(loaded, docs, rendered.blog, categoryIndexes, standalone.pages));
  reported({
    diagnostics: standalonePageCollisions(loaded, standalone.pages, {
      docs,
      listingPaths: listings.paths,
      ...(shownAtDocs === undefined ? {} : { docsRoute }),
    }),
  });
  const anchorsByRoute = new Map([
    ...rendered.anchorsByRoute,
    ...listings.anchorsByRoute,
    ...standalone.anchorsByRoute,
  ]);
  const reader = readerOptions(loaded, rootContext);
  const linkSites = [...rendered.linkSites, ...listings.linkSites, ...standalone.linkSites, ...reader.linkSites];
  const configLinkSites = [
    ...chrome.linkSites,
    ...sidebarLinkSites(loaded, navigation.sidebarLinks, rootContext),
    ...redirectLinkSites(loaded, rootContext),
  ];
  const leftOutDraftFiles = new Set(options.drafts ? [] : sources.draftRelPaths.map((rel) => `${docsFolder}/${rel}`));
  reported({
    diagnostics: blogAtHome(
      loaded,
      rendered.blog.listings.map((listing) => listing.path),
    ),
  });
  const pageRoutes = [
    ...(shownAtDocs === undefined ? [] : [docsRoute]),
    ...docs.map((d) => d.route),
    ...listings.paths,
  ];
  const site = reported(
    checkSite(
      loaded,
      [...linkSites, ...configLinkSites],
      pageRoutes,
      anchorsByRoute,
      leftOutDraftFiles,
      options.cwd,
      roots,
    ),
  );
  traceMemory('checkSite');
  const islands = reported(await bundling);
  const redirects = reported(
    redirectFiles(
      loaded,
      rootContext,
      site.routes,
      new Map(docs.map((d) => [d.route, d.file])),
      new Set([...site.staticFiles.keys(), ...SITE_FILES, ...feedFileNames(config)]),
    ),
  );
  reported({ diagnostics: await diagramWarnings });
  if (!payloads) return { diagnostics, checkedPages: pageRoutes.length, islandInputs: islands.inputs };
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics, islandInputs: islands.inputs };

  // Payloads are named by a hash of their final text, so the last ones wait for the last highlighted code.
  const finish = highlighter ? await highlighter.settle() : (json: string) => json;
  const payloadFiles = await payloads.end(listings, finish);
  const addFile = payloadSink(payloadFiles.files, options.writer, false);
  traceMemory('payloadFiles');
  const feeds = blogFeeds(config, rendered.blog.feedPosts, finish);
  // Every page as Markdown, and llms.txt, while the index worker finishes: each page's Markdown is written, its links
  // made absolute once the set of pages with an export is known. A build hands each to its writers as it is finished.
  const markdownPages = [...rendered.docPages.flatMap((p) => p.markdown ?? []), ...rendered.blog.markdownPages];
  const exportTo = options.writer && exportSink(options.writer, site.staticFiles);
  await packer?.settled();
  // Left for later, the names alone are checked against the static files, for the same warnings.
  const markdown = options.deferMarkdown
    ? exportFileNames(config, markdownPages)
    : exportTo
      ? await writeMarkdownExports(config, markdownPages, navigation.sidebars, exportTo)
      : markdownExports(config, markdownPages, navigation.sidebars);
  traceMemory('markdownExports');
  reported({ diagnostics: yieldToStaticFiles(markdown, site.staticFiles, options.cwd) });
  const search = await searching;
  traceMemory('search index');
  for (const { path, json } of search?.files ?? []) await addFile(path, json);
  const policy = sitePolicy(config, apis, [
    ...rendered.docPages.flatMap((p) => p.connectOrigins),
    ...rendered.blog.connectOrigins,
    ...standalone.connectOrigins,
  ]);
  const table: RouteTable = {
    routes: payloadFiles.routes,
    listings: payloadFiles.listingRoutes,
    sidebars: navigation.sidebars,
  };
  const tableFiles = routeTableFiles(table, options.stableNames ?? false, (path) => pageHref(config, path));
  for (const [file, json] of tableFiles.files) await addFile(file, json);
  const manifest = assembleManifest(loaded, {
    chrome,
    table: tableFiles,
    listings,
    reader,
    gate,
    search: search?.ref,
    policy,
    islands: islands.modules,
  });
  traceMemory('assembleManifest');

  // Watch mode renders pages again after the workers are gone, so on this thread.
  const state: CompileState = {
    docs,
    pages: { ...pages, highlight, checkDiagram: undefined },
    routes: site.routes,
    anchorsByRoute,
    linkSites,
    configLinkSites,
    searchPages: rendered.searchPages,
    searchTarget,
    markdownPages,
  };
  return {
    islandInputs: islands.inputs,
    site: {
      manifest,
      table,
      sidebarParts: tableFiles.sidebarParts,
      payloadFiles: payloadFiles.files,
      markdownFiles: options.deferMarkdown || exportTo ? new Map() : markdown.files,
      generatedFiles: new Map([...redirects.files, ...feeds.files]),
      islandFiles: islands.files,
      feedLinks: feeds.links,
      pages: payloadFiles.pages,
      assets: assets.takeUsed(),
      staticFiles: site.staticFiles,
      hasDiagrams: diagrams.hasDiagrams(),
    },
    state,
    diagnostics,
  };
}

/** A rendered doc's payload goes to the stream; a build deflates its marked Markdown at once (see MarkdownPacker). */
function handRendered(page: DocPage, payloads: PayloadStream, packer: MarkdownPacker | undefined): void {
  payloads.add(page);
  if (packer && page.markdown) packer.pack(page.markdown);
}

/** Watch serves what it could read, says what it could not, and reads everything again once its watcher recovers. */
function unreadableAsWarning(d: Diagnostic): Diagnostic {
  return d.severity === 'error' && isUnreadableFolderMessage(d.message) ? { ...d, severity: 'warning' } : d;
}
