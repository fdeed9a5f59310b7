import fs from 'node:fs';
import path from 'node:path';
import { contentHash } from '../util/content-hash.ts';
import { SEARCH_ROUTE, withBase } from '../../format/routes.ts';
import { UI_STRINGS, uiLanguageOf } from '../../format/ui-strings/language.ts';
import { routeShardFile } from '../../format/route-shards.ts';
import { ANY_ROUTE, shellWriter } from './html-shell.ts';
import { COMPRESSED_PER_REQUEST, PRECOMPRESSED, type PrebuiltCopies } from '../writer/precompress.ts';
import { prerenderFrame, prerenderPage } from './prerender.ts';
import { shellKeyer } from './shell-keys.ts';
import { FALLBACK_SHELL, HASHED_FILES, htmlPathFor, ROUTE_SHELLS, SANDBOXED_FILES } from './site-paths.ts';
import { rendersAsDocument } from '../util/document-types.ts';
import { sitemap } from './sitemap.ts';
import type { ViewerAssets } from '../core/viewer-assets.ts';
import type { DocsConfig } from '../sources/config/types.ts';
import type { PageMeta, CompiledSite } from './compiled-site.ts';

/**
 * Stage 8: the files of `site/` besides the payloads (which compilation streams out) and the map of hashed files
 * (hashedFilesMap, which names the search index's parts: a build writes these while the index worker finishes, see
 * CompileOptions.onAssembled), as paths relative to the site root with their content. Yielded one by one, so that
 * the writer thread writes the first route pages while this one renders the rest: the route pages are the last thing
 * a build waits for. A payload the compile handed to the writers (see PayloadWriter) has an empty text in
 * `site.payloadFiles`: `readWritten` gives it, kept by the build or read back from the site (see KeptPayloads).
 */
export function* pageFiles(
  site: CompiledSite,
  viewer: ViewerAssets,
  readWritten: (file: string) => string,
  routeHtml: DocsConfig['output']['routeHtml'] = 'every',
  shells?: ShellReuse,
): Generator<[string, string | Buffer, PrebuiltCopies?]> {
  for (const [rel, source] of site.staticFiles) yield [rel, fs.readFileSync(source)];
  for (const [outPath, asset] of site.assets) yield [outPath, fs.readFileSync(asset.source)];
  const { viewerFiles, manifestJson, assets } = pageAssets(site, viewer);
  const { manifestFile } = assets;
  const compressed = new Set(viewer.compressed);
  for (const file of viewerFiles) {
    const copies = PRECOMPRESSED.filter(({ suffix }) => compressed.has(file + suffix)).map(
      ({ suffix }) => [suffix, fs.readFileSync(path.join(viewer.dir, file + suffix))] as const,
    );
    yield [`assets/${file}`, fs.readFileSync(path.join(viewer.dir, file)), copies];
  }
  const islandFiles = site.islandFiles ?? new Map<string, Uint8Array>();
  const themeFiles = site.themeFiles ?? new Map<string, Uint8Array>();
  for (const [rel, content] of [...islandFiles, ...themeFiles])
    yield [rel, Buffer.from(content.buffer, content.byteOffset, content.byteLength)];
  yield [manifestFile, manifestJson];
  // The config's home page, unless a doc is the home page (docs at "/" with `slug: /`).
  const home: PageMeta[] =
    site.manifest.home && !site.pages.some((p) => p.path === '/')
      ? [{ path: '/', title: site.manifest.site.title, description: site.manifest.site.tagline }]
      : [];
  const title = UI_STRINGS[uiLanguageOf(site.manifest.locale.htmlLang)].search;
  const search: PageMeta = { path: SEARCH_ROUTE, title, description: '', noindex: true };
  const shell = shellWriter(site.manifest, assets);
  const routeFiles = routeFilesOf(site);
  // A gated site paints nothing of its pages before the gate decides (spec section 4), so nothing is pre-rendered.
  const gated = site.manifest.gate?.enabled === true;
  const trailingSlash = site.manifest.site.trailingSlash;
  // With the fallback shell, few pages keep a file of their own: the root, which hosts ask for as index.html, and
  // those not to be indexed (unlisted pages, drafts), which say so in their HTML to crawlers that run no script. The
  // search page keeps its file too, since the route table, and so route-shells.map, does not list it.
  const fallback = routeHtml === 'fallback';
  const ownsFile = (page: PageMeta) => ownsRouteFile(page, routeHtml);
  const ownFiles = site.pages.filter(ownsFile);
  const keyOf = shells && shellKeyer(site, JSON.stringify([shells.context, assets]));
  for (const page of [...home, search, ...ownFiles]) {
    const rel = htmlPathFor(page.path, trailingSlash);
    const shown = page === search ? page : { ...page, routeFiles: routeFiles(page.path) };
    if (page.payload && keyOf && shells.reuse(rel, keyOf(shown))) continue;
    const body = gated
      ? ''
      : prerenderPage(
          site,
          page.path,
          page.payload ? site.payloadFiles.get(page.payload) || readWritten(page.payload) : undefined,
        );
    yield [rel, shell(shown, body), COMPRESSED_PER_REQUEST];
  }
  yield* site.generatedFiles;
  // A compile without a writer kept its exports: each page's is a route's file, llms-full.txt has no copies as in a
  // build (see exportSink), llms.txt keeps them.
  for (const [rel, markdown] of site.markdownFiles)
    yield [rel, markdown, rel === 'llms.txt' ? undefined : COMPRESSED_PER_REQUEST];
  const notFound = shell(null, prerenderPage(site, null, undefined));
  yield ['404.html', notFound];
  // A site with neither a home page nor a doc at "/" still answers its root, with the not-found page.
  if (!home.length && !site.pages.some((p) => p.path === '/')) yield ['index.html', notFound];
  if (fallback) yield [FALLBACK_SHELL, shell(ANY_ROUTE, gated ? '' : prerenderFrame(site))];
  const { baseUrl } = site.manifest.site;
  const shelled = site.pages.filter((page) => !ownsFile(page));
  yield [ROUTE_SHELLS, routeShellMap(baseUrl, shelled), SERVER_CONFIG];
  yield ['sitemap.xml', sitemap(site.manifest, [...home, ...site.pages])];
  const copied = [...site.staticFiles.keys(), ...site.assets.keys()];
  yield [SANDBOXED_FILES, pathMap(site.manifest.site.baseUrl, copied.filter(rendersAsDocument)), SERVER_CONFIG];
}

/**
 * Whether a route's page has an HTML file of its own, drawn from its payload: every one by default; with the fallback
 * shell, the root and the pages not to be indexed (see pageFiles).
 */
export function ownsRouteFile(
  page: Pick<PageMeta, 'path' | 'noindex'>,
  routeHtml: DocsConfig['output']['routeHtml'],
): boolean {
  return routeHtml !== 'fallback' || page.path === '/' || page.noindex === true;
}

/** The map of the files whose names change with their content, which a server lets browsers keep for good. */
export function hashedFilesMap(site: CompiledSite, viewer: ViewerAssets): [string, string, PrebuiltCopies] {
  const { viewerFiles, assets } = pageAssets(site, viewer);
  const hashed = [
    ...site.assets.keys(),
    ...assets.scripts,
    ...assets.styles,
    ...viewerFiles.map((f) => `assets/${f}`),
    assets.manifestFile,
    ...[...site.payloadFiles.keys()].filter((file) => !site.revalidatedFiles.has(file)),
    ...(site.islandFiles?.keys() ?? []),
    ...(site.themeFiles?.keys() ?? []),
  ];
  return [HASHED_FILES, pathMap(site.manifest.site.baseUrl, hashed), SERVER_CONFIG];
}

/** The manifest's file and the viewer's files, scripts and styles every route's page names. */
function pageAssets(site: CompiledSite, viewer: ViewerAssets) {
  const viewerFiles = site.hasDiagrams ? viewer.files : withoutDiagramFiles(viewer);
  const manifestJson = JSON.stringify(site.manifest);
  const assets = {
    manifestFile: `manifest.${contentHash(manifestJson)}.json`,
    preloadManifest: true,
    feedLinks: site.feedLinks,
    scripts: viewer.scripts.map((f) => `assets/${f}`),
    scriptImports: viewer.scriptImports.map((f) => `assets/${f}`),
    gateScripts: viewer.gateScripts.map((f) => `assets/${f}`),
    // The theme's after the viewer's, so that at equal specificity its rules win.
    styles: [...viewer.styles.map((f) => `assets/${f}`), ...(site.themeStyles ?? [])],
  };
  return { viewerFiles, manifestJson, assets };
}

/**
 * How a build that patches its site leaves a route's HTML file in place (see ShellKeys): `context` digests docsgen,
 * the config and the options, and `reuse` says whether the file at a path, under a key, stays as it is.
 */
export interface ShellReuse {
  context: string;
  reuse(rel: string, key: string): boolean;
}

/**
 * The maps a server reads from the disk (hashed, sandboxed and route-shell files) get no compressed copies: no browser
 * asks for them, and a translation's build adds its lines to the root's maps after they were written, which left their
 * copies with the default locale's lines only.
 */
const SERVER_CONFIG = COMPRESSED_PER_REQUEST;

/** What the viewer fetches to show a route besides its payload: the route's shard and, for a page of a sidebar, the sidebar's file. */
function routeFilesOf(site: CompiledSite): (path: string) => string[] {
  const { manifest, table } = site;
  const sidebarByPath = new Map([...table.listings, ...table.routes].map((route) => [route.path, route.sidebar]));
  return (path) => {
    const sidebar = sidebarByPath.get(path);
    const sidebarFile = sidebar === undefined ? undefined : manifest.sidebars[sidebar];
    const part = site.sidebarParts.get(path);
    return [routeShardFile(manifest.routes, path), ...(sidebarFile ? [sidebarFile] : []), ...(part ? [part] : [])];
  };
}

/** Mermaid's chunks are 3 MB in a hundred files, which a site without a diagram would write and compress for nothing. */
function withoutDiagramFiles(viewer: ViewerAssets): string[] {
  const diagramFiles = new Set(viewer.diagramFiles);
  return viewer.files.filter((file) => !diagramFiles.has(file));
}

/** Each route the fallback shell serves, with that shell, as ROUTE_SHELLS says. */
function routeShellMap(baseUrl: string, pages: readonly PageMeta[]): string {
  const shell = JSON.stringify(baseUrl + FALLBACK_SHELL);
  return pages.map((page) => `${JSON.stringify(withBase(baseUrl, page.path))} ${shell};\n`).join('');
}

/** One `"<path with baseUrl>" 1;` line per file, sorted, as nginx's `map` reads it. */
export function pathMap(baseUrl: string, files: readonly string[]): string {
  return [...new Set(files)]
    .sort()
    .map((file) => `${JSON.stringify(baseUrl + file)} 1;\n`)
    .join('');
}
