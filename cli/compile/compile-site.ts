import path from 'node:path';
import type { Diagnostic } from '../util/diagnostics.ts';
import type { LoadedConfig } from '../config/load-config.ts';
import type { LinkContext } from '../links/resolve.ts';
import { startBackgroundHighlighter, type BackgroundHighlighter } from '../render/background-highlighter.ts';
import { highlight } from '../render/highlight.ts';
import { createSearchIndexer, type SearchIndexer } from '../search/background-index.ts';
import { DOCS_ROUTE } from '../../format/routes.ts';
import { compileListings } from '../listings/compile-listings.ts';
import { AssetRegistry } from '../assets/asset-registry.ts';
import { checkSite, sidebarLinkSites } from './check-site.ts';
import type { PageContext } from './doc-page.ts';
import { docsRouteDocId } from './docs-route.ts';
import { gateSettings } from './gate-settings.ts';
import { startHighlighting } from './highlighting.ts';
import { loadApiDescriptions } from './load-apis.ts';
import { loadSources } from './load-sources.ts';
import { assembleManifest } from './manifest.ts';
import { payloadFiles } from './payload-files.ts';
import { readerOptions } from './reader-options.ts';
import { redirectFiles, redirectLinkSites } from '../redirects/site-redirects.ts';
import { SITE_FILES } from '../emit/site-paths.ts';
import { blogFeeds, feedFileNames } from '../blog/feeds.ts';
import { readGitHistory } from '../history/git-history.ts';
import { lastUpdateHistory } from '../history/last-update.ts';
import { renderPages } from './render-pages.ts';
import { siteChrome } from './site-chrome.ts';
import { buildSiteNavigation } from './site-navigation.ts';
import { projectRoots, type CompiledSite, type CompileOptions, type CompileState } from './model.ts';

export interface CompileResult {
  site?: CompiledSite;
  state?: CompileState;
  diagnostics: Diagnostic[];
}

/** Runs every stage from sources to the in-memory site. Diagnostics with errors mean nothing may be written. */
export async function compileSite(loaded: LoadedConfig, options: CompileOptions): Promise<CompileResult> {
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

async function compileWith(loaded: LoadedConfig, options: CompileOptions, highlighter: BackgroundHighlighter | undefined, indexer: SearchIndexer | undefined): Promise<CompileResult> {
  const { config } = loaded;
  const diagnostics: Diagnostic[] = [];
  /** Every phase reports its problems with its result; all of them are reported together. */
  const reported = <T extends { diagnostics: Diagnostic[] }>(result: T): T => {
    diagnostics.push(...result.diagnostics);
    return result;
  };
  const { gate } = reported(gateSettings(loaded, options.gate));
  // What the build may read: the config's folder and the content folder, symlinks resolved.
  const roots = projectRoots(loaded);
  // One git process for the whole docs folder, running while this thread parses.
  const history = config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor ? readGitHistory(path.join(loaded.contentDir, 'docs')) : undefined;
  const { sources } = reported(loadSources(loaded.contentDir, options.cwd, options.drafts, roots));
  const { docs } = sources;
  const leftOutDrafts = new Set(options.drafts ? [] : sources.draftIds);
  const assets = options.assets ?? new AssetRegistry();
  assets.startBuild();
  const { apis } = reported(await loadApiDescriptions(loaded.contentDir, options.cwd, config.apiKeyUrl));
  const pageHighlight = await startHighlighting(highlighter, docs, loaded.contentDir, apis);
  options.onRoutes?.([DOCS_ROUTE, ...docs.map((d) => d.route)]);
  const navigation = reported(buildSiteNavigation(loaded, sources, leftOutDrafts));
  const { commits } = reported(lastUpdateHistory(loaded, docs, await history));

  const pages: PageContext = {
    loaded,
    cwd: options.cwd,
    docsDir: path.join(loaded.contentDir, 'docs'),
    staticDir: path.join(loaded.contentDir, 'static'),
    projectRoots: roots,
    routeByRelPath: new Map(docs.map((d) => [d.relPath, d.route])),
    navigation: navigation.navigation,
    shownAtDocs: docsRouteDocId(docs, config.version.mainDocId),
    assets,
    apis,
    highlight: pageHighlight,
    ...(commits ? { lastCommits: commits } : {}),
  };
  // Pages render while the worker highlights, and go to the index worker as they are rendered.
  const rendered = reported(renderPages(docs, pages, options.drafts, indexer && ((page) => indexer.add(page))));
  const searchTarget = { version: config.version.name, locale: config.locale.path };
  const searching = indexer?.finish(searchTarget);
  // A build that fails from here on cancels the worker, and nothing awaits the index.
  searching?.catch(() => {});

  // What does not depend on highlighted code runs while the worker finishes it, and a build that fails does not wait.
  const rootContext: LinkContext = { fromRoute: '/', routeByRelPath: pages.routeByRelPath, baseUrl: config.baseUrl };
  const routeById = new Map(docs.map((d) => [d.id, d.route]));
  const chrome = reported(siteChrome(loaded, routeById, rootContext, leftOutDrafts, navigation.sidebarLinks, pages.staticDir, assets));
  const listings = reported(compileListings(loaded, docs, rendered.blog));
  const anchorsByRoute = new Map([...rendered.anchorsByRoute, ...listings.anchorsByRoute]);
  const reader = readerOptions(loaded, rootContext);
  const linkSites = [...rendered.linkSites, ...listings.linkSites, ...reader.linkSites];
  const configLinkSites = [...chrome.linkSites, ...sidebarLinkSites(loaded, navigation.sidebarLinks, rootContext), ...redirectLinkSites(loaded, rootContext)];
  const leftOutDraftFiles = new Set(options.drafts ? [] : sources.draftRelPaths.map((rel) => `/docs/${rel}`));
  const site = reported(checkSite([...linkSites, ...configLinkSites], [...docs.map((d) => d.route), ...listings.paths], anchorsByRoute, leftOutDraftFiles, pages.staticDir, options.cwd, roots));
  const redirects = reported(redirectFiles(loaded, rootContext, site.routes, new Map(docs.map((d) => [d.route, d.file])), new Set([...site.staticFiles, ...SITE_FILES, ...feedFileNames(config)])));
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };

  // Payloads are named by a hash of their final text, so they wait for their highlighted code.
  const finish = highlighter ? await highlighter.settle() : (json: string) => json;
  const payloads = payloadFiles(rendered.docPages, listings, finish, options.stableNames ?? false, options.onPayload);
  const feeds = blogFeeds(config, rendered.blog.feedPosts, finish);
  const search = await searching;
  if (search) {
    payloads.files.set(search.ref.file, search.json);
    options.onPayload?.(search.ref.file, search.json);
  }
  const manifest = assembleManifest(loaded, { chrome, navigation, payloads, listings, reader, draftIds: sources.draftIds, gate, search: search?.ref });

  // Watch mode renders pages again after the workers are gone, so on this thread.
  const state: CompileState = { docs, pages: { ...pages, highlight }, routes: site.routes, anchorsByRoute, linkSites, configLinkSites, searchPages: rendered.searchPages, searchTarget };
  return { site: { manifest, payloadFiles: payloads.files, generatedFiles: new Map([...redirects.files, ...feeds.files]), feedLinks: feeds.links, pages: payloads.pages, assets: assets.takeUsed(), staticDir: pages.staticDir, staticFiles: site.staticFiles }, state, diagnostics };
}
