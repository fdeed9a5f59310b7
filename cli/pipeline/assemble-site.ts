import {
  exportFileNames,
  type MarkdownExports,
  markdownExports,
  writeMarkdownExports,
  yieldToStaticFiles,
} from '../markdown-export/site-exports.ts';
import type { CompiledSite } from '../output/compiled-site.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import type { DocSource } from '../sources/doc.ts';
import { type BlogFeeds, blogFeeds } from '../site/feeds.ts';
import { type RouteTable, routeTableFiles } from '../site/route-table.ts';
import { type UntranslatedPages, untranslatedNoticeOf, withNotices } from '../site/page-notices.ts';
import { sitePolicy } from '../site/site-policy.ts';
import { highlight } from '../highlight/highlight.ts';
import { indexBase, isIndexPart } from '../search/build-index.ts';
import { pageHref } from '../../format/routes.ts';
import type { Compilation } from './compilation.ts';
import type { CheckedLinks, ListedSite } from './list-and-check.ts';
import { assembleManifest } from './manifest.ts';
import type { CompileState } from './model.ts';
import { exportSink, type PayloadFiles, payloadSink } from './payload-files.ts';
import type { SiteSources } from './read-sources.ts';
import type { RenderedSite } from './render-site.ts';

/** The payloads named, with what hands the site's other JSON files to the same files sink. */
export interface NamedPayloads {
  payloadFiles: PayloadFiles;
  addFile: (file: string, json: string) => Promise<void>;
  feeds: BlogFeeds;
}

/**
 * Names every payload, docs then listings, once the highlighter has settled: a payload is named by a hash of its
 * final text, so the last ones wait for the last highlighted code. The blog's feeds take the same finished text.
 */
export async function namePayloads(run: Compilation, out: RenderedSite, listed: ListedSite): Promise<NamedPayloads> {
  const { files } = run.sinks;
  const finish = run.highlighter ? await run.highlighter.settle() : (json: string) => json;
  const payloadFiles = await out.payloads!.end(listed.listings, finish);
  const addFile = payloadSink(payloadFiles.files, files.to === 'writer' ? files.writer : undefined, isIndexPart);
  const feeds = blogFeeds(run.loaded.config, out.pages.blog.feedPosts, finish);
  return { payloadFiles, addFile, feeds };
}

/**
 * Every page as Markdown, and llms.txt, while the index worker finishes: each page's Markdown is written, its links
 * made absolute once the set of pages with an export is known. A build hands each to its writers as it is finished;
 * watch only names them, for the same warnings about static files, and writes them when they are asked for.
 */
export async function exportMarkdown(
  run: Compilation,
  src: SiteSources,
  out: RenderedSite,
  checked: CheckedLinks,
): Promise<MarkdownExports> {
  const { config } = run.loaded;
  const { files } = run.sinks;
  const { staticFiles } = checked.site;
  const { sidebars } = src.navigation;
  const pages = out.markdownPages;
  await out.packer?.settled();
  const markdown =
    run.sinks.markdown === 'names'
      ? exportFileNames(config, pages)
      : files.to === 'writer'
        ? await writeMarkdownExports(
            config,
            pages,
            sidebars,
            exportSink(files.writer, staticFiles),
            // A static llms-full.txt takes the place of the export, whose pieces then are not in the site.
            staticFiles.has('llms-full.txt') ? undefined : run.options.exports,
          )
        : markdownExports(config, pages, sidebars);
  // Every page's Markdown is read back: the spill's file goes now rather than at the end of the compile.
  await out.packer?.close();
  run.report({ diagnostics: yieldToStaticFiles(markdown, staticFiles, run.options.cwd) });
  return markdown;
}

/** The search index's parts to the files sink, once its worker is done. */
export async function addSearchIndex(out: RenderedSite, named: NamedPayloads) {
  const search = await out.searching;
  // Written already: only named, as the files sink names what it writes.
  for (const { path } of search?.handedOver ?? []) named.payloadFiles.files.set(path, '');
  for (const { path, json } of search?.files ?? []) await named.addFile(path, json);
  return search;
}

type AddedSearchIndex = Awaited<ReturnType<typeof addSearchIndex>>;

/**
 * The search index as the manifest names it before the index is built (see CompileOptions.onAssembled): its entry's
 * path is drawn from its version and locale alone, and its parts are not in the site yet.
 */
export function searchBeforeIndexed(out: RenderedSite): AddedSearchIndex {
  if (!out.searching) return undefined;
  const { version, locale } = out.searchTarget;
  return { ref: { version, locale, file: `${indexBase(out.searchTarget)}.json` }, files: [] };
}

/** Adds the index's parts to a site assembled before it was built (see searchBeforeIndexed). */
export async function addSearchIndexLate(
  site: CompiledSite,
  out: RenderedSite,
  named: NamedPayloads,
  assumed: AddedSearchIndex,
): Promise<void> {
  const search = await addSearchIndex(out, named);
  if (JSON.stringify(search?.ref) !== JSON.stringify(assumed?.ref))
    throw new Error(`the search index's entry ${search?.ref.file} is not the one its manifest names`);
  for (const file of [...(search?.handedOver ?? []), ...(search?.files ?? [])])
    if (file.revalidated) site.revalidatedFiles.add(file.path);
}

/**
 * The last stage: the site's policy, the route table and its files, the manifest that names them all, and the state
 * watch mode keeps to render a page again (on this thread: the compile's workers are gone once it returns).
 */
export async function assembleSite(
  run: Compilation,
  parts: {
    src: SiteSources;
    out: RenderedSite;
    listed: ListedSite;
    checked: CheckedLinks;
    named: NamedPayloads;
    markdown: MarkdownExports;
    search: AddedSearchIndex;
  },
): Promise<{ site: CompiledSite; state: CompileState }> {
  const { src, out, listed, checked, named, markdown, search } = parts;
  const { loaded, sinks } = run;
  const { config } = loaded;
  const { pages } = out;
  const { payloadFiles } = named;
  const origins = [
    ...pages.docPages.flatMap((p) => p.connectOrigins),
    ...pages.blog.connectOrigins,
    ...pages.standalone.connectOrigins,
  ];
  const policy = sitePolicy(config, src.apis, origins);
  const table: RouteTable = {
    routes: withNotices(
      payloadFiles.routes,
      src.versions,
      { title: config.title, htmlLang: config.locale.htmlLang },
      (path) => pageHref(config, path),
      untranslatedPages(loaded, src.docs),
      listed.chrome.versionMenuLinks,
    ),
    listings: payloadFiles.listingRoutes,
    sidebars: src.navigation.sidebars,
  };
  const stableNames = sinks.files.to === 'memory' && sinks.files.stableNames;
  const tableFiles = routeTableFiles(table, stableNames, (path) => pageHref(config, path));
  for (const [file, json] of tableFiles.files) await named.addFile(file, json);
  const { chrome, listings, reader } = listed;
  const { gate } = src;
  const islands = checked.islands.modules;
  const manifest = assembleManifest(loaded, {
    chrome,
    table: tableFiles,
    listings,
    reader,
    gate,
    search: search?.ref,
    policy,
    islands,
    ...(src.versions ? { versions: src.versions } : {}),
  });
  const keepsMarkdown = sinks.markdown === 'files' && sinks.files.to !== 'writer';
  const site: CompiledSite = {
    manifest,
    table,
    sidebarParts: tableFiles.sidebarParts,
    payloadFiles: payloadFiles.files,
    revalidatedFiles: new Set([
      ...tableFiles.shardFiles,
      ...[...(search?.handedOver ?? []), ...(search?.files ?? [])].flatMap((file) =>
        file.revalidated ? [file.path] : [],
      ),
    ]),
    markdownFiles: keepsMarkdown ? markdown.files : new Map(),
    generatedFiles: new Map([...checked.redirects, ...named.feeds.files]),
    islandFiles: checked.islands.files,
    themeFiles: checked.theme.files,
    themeStyles: checked.theme.styles,
    feedLinks: named.feeds.links,
    pages: payloadFiles.pages,
    assets: src.pages.assets.takeUsed(),
    staticFiles: checked.site.staticFiles,
    hasDiagrams: run.diagrams.hasDiagrams(),
  };
  const state: CompileState = {
    docs: src.docs,
    pages: { ...src.pages, highlight, checkDiagram: undefined },
    routes: checked.site.routes,
    anchorsByRoute: listed.anchorsByRoute,
    linkSites: listed.linkSites,
    configLinkSites: listed.configLinkSites,
    searchPages: pages.searchPages,
    searchTarget: out.searchTarget,
    markdownPages: out.markdownPages,
  };
  return { site, state };
}

/** In a translation's build, the docs shown in the default locale's text (see DocSource.untranslated). */
function untranslatedPages(loaded: LoadedConfig, docs: readonly DocSource[]): UntranslatedPages | undefined {
  const notice = untranslatedNoticeOf(loaded);
  return notice === undefined
    ? undefined
    : { docIds: new Set(docs.filter((doc) => doc.untranslated).map((doc) => doc.id)), notice };
}
