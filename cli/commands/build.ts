import fs from 'node:fs';
import path from 'node:path';
import { compileSite } from '../pipeline/compile-site.ts';
import { buildSinks } from '../pipeline/model.ts';
import { docsDirOf } from '../sources/config/site-layout.ts';
import { findPages } from '../sources/discover.ts';
import { loadConfigWithContentErrors } from '../pipeline/content-errors.ts';
import { OutputError, sameDiagnostic, sortDiagnostics, UserError, type Diagnostic } from '../core/diagnostics.ts';
import { hashedFilesMap, ownsRouteFile, pageFiles, type ShellReuse } from '../output/site-files.ts';
import { ShellKeys } from '../output/shell-keys.ts';
import { SEARCH_INDEX_FOLDER } from '../search/build-index.ts';
import { guardAgainstInterrupts } from '../output/interrupt.ts';
import { outDirProblem } from '../output/out-dir.ts';
import { HASHED_FILES, htmlPathFor, ROUTE_SHELLS, SANDBOXED_FILES } from '../output/site-paths.ts';
import { COMPRESSED_PER_REQUEST, type PrebuiltCopies } from '../writer/precompress.ts';
import { StagedSite } from '../output/staged-site.ts';
import {
  againstStamp,
  buildInputs,
  buildStampFile,
  forgetStamp,
  outputsInPlace,
  readStamp,
  renderedWith,
  fewDocsEdited,
  unchangedSince,
  writeStamp,
} from '../output/build-stamp.ts';
import { traceMemory } from '../util/memory-trace.ts';
import { sizeFromEnv } from '../util/size-from-env.ts';
import { findViewerAssets } from '../core/viewer-assets.ts';
import { highlightCacheFile, readHighlightCache, writeHighlightCache } from '../highlight/highlight-cache.ts';
import type { CompiledSite } from '../output/compiled-site.ts';
import { KeptPayloads } from '../output/kept-payloads.ts';
import { projectRoots } from '../sources/project-roots.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import { localeSites } from '../sources/i18n/locale-sites.ts';
import type { PageCache } from '../pipeline/page-cache.ts';
import type { KeptExports } from '../output/kept-exports.ts';
import { keptExportsOf, localeFolder, pageCacheOf, readLastIndexAhead } from './locale-caches.ts';
import { buildEditedDocs } from './build-edited.ts';
import type { BuildOptions, BuildResult } from './build-options.ts';

export type { BuildOptions, BuildResult } from './build-options.ts';

/** `docsgen build`: compile, then swap the new site in. Throws UserError listing every problem. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const cwd = options.cwd ?? process.cwd();
  const drafts = options.drafts ?? false;
  const loaded = loadConfigWithContentErrors(options.config, cwd, drafts);
  const outDir = path.resolve(cwd, options.out);
  const unsafe = outDirProblem(
    outDir,
    { rootDir: loaded.rootDir, configFile: path.resolve(cwd, loaded.file), contentDir: loaded.contentDir },
    options.out,
  );
  if (unsafe) throw new OutputError(unsafe, true);
  const stampFile = buildStampFile(loaded.rootDir, outDir);
  const stamp = readStamp(stampFile);
  const stamped = { strict: options.strict ?? false, drafts, gate: options.gate };
  const inputsNow = () =>
    buildInputs(loaded, stamped, outDir, 'hashes' in stamp ? stamp.hashes : undefined, options.docsgenIdentity);
  const { check, now } = againstStamp(stamp, inputsNow, outDir);
  if ('upToDate' in check) return { ...check.upToDate, ms: performance.now() - started, upToDate: true };
  // Not before: a build with nothing to do would wait at its exit for the worker to read the snapshot (0.1 s).
  const ahead = now && readLastIndexAhead(loaded, outDir, renderedWith(now));
  if (check.stale) options.onNote?.(check.stale);
  // After a build that differs by a few Markdown files, into the site it wrote (see outputsInPlace), most docs are
  // reused (see PageCache): too little is rendered for the large-build flags to pay for a second node, which cost 0.6 s
  // of a 10,000-page build. Should such an edit render every doc after all (a page moved), it renders them without the
  // flags, a little slower; past REUSE_IN_PLACE_UP_TO input files, where that would cost far more memory, or when the
  // site is no longer the one it wrote (which rendered every doc again here), the build takes the second node.
  const inPlace = outputsInPlace(stamp, outDir);
  const fewEdits =
    'outputs' in inPlace &&
    'hashes' in stamp &&
    now !== undefined &&
    Object.keys(now.hashes).length <= sizeFromEnv('DOCSGEN_REUSE_IN_PLACE_UP_TO', REUSE_IN_PLACE_UP_TO) &&
    fewDocsEdited(stamp, now);
  if (options.beforeCompile && !fewEdits)
    await options.beforeCompile(findPages(docsDirOf(loaded), projectRoots(loaded)).pages.length);
  // Read before the build, so that a file saved while it runs makes the next one build; only where a stamp is kept.
  const inputs = stampFile === null ? undefined : (now ?? inputsNow());
  const cacheFile = highlightCacheFile(loaded.rootDir);
  if (fewEdits && inputs && stampFile && 'hashes' in stamp) {
    const setup = { loaded, outDir, stampFile, stamp, inputs, cacheFile, ahead, previous: inPlace };
    const edited = await buildEditedDocs({ ...setup, options: { ...options, cwd, drafts } });
    if (edited) return { ...edited, ms: performance.now() - started };
  }
  readHighlightCache(cacheFile);
  if ('note' in inPlace && inPlace.note) options.onNote?.(inPlace.note);
  const previous = 'outputs' in inPlace ? inPlace : undefined;
  const staged = new StagedSite(outDir, {
    ...(previous ? { previous: previous.outputs, listing: previous.listing } : {}),
    record: stampFile !== null,
  });
  const interrupts = guardAgainstInterrupts(staged);
  let files = 0;
  // A route's HTML file left as it is in the site counts among the files as if written again.
  const keepInSite = (rel: string, size: number) => {
    const kept = staged.keep(rel, size);
    if (kept) files++;
    return kept;
  };
  const shellKeys = new ShellKeys(('shells' in stamp && stamp.shells) || {}, keepInSite);
  const shells = inputs && { context: renderedWith(inputs), reuse: shellKeys.reuse.bind(shellKeys) };
  const write = (rel: string, content: string | Buffer, copies?: PrebuiltCopies) => {
    staged.write(rel, content, copies);
    files++;
  };
  const { sites, diagnostics: localeProblems } = localeSites(loaded, cwd);
  let site: CompiledSite | undefined;
  let pages = 0;
  const warnings: Diagnostic[] = [];
  const caches: PageCache[] = [];
  const layouts: KeptExports[] = [];
  // Whatever stops the build before the swap, an error in the content or a throw, takes the unfinished folder away.
  try {
    if (localeProblems.length) throw new UserError(sortDiagnostics(localeProblems));
    // Each locale is a site of its own, the default one at the root and each translation in its path's folder.
    for (const localeSite of sites) {
      const pageCache = inputs && pageCacheOf(localeSite, inputs, outDir, keepInSite, options.onNote, ahead);
      if (pageCache) caches.push(pageCache);
      const exports = pageCache && keptExportsOf(localeSite, inputs!, outDir, pageCache);
      if (exports) layouts.push(exports);
      const reuse = { pageCache, exports, keepInSite, counted: (more: number) => (files += more) };
      const built = await compileLocale(localeSite, { ...options, cwd, drafts, shells }, staged, write, reuse);
      pageCache?.named(built.site.table);
      site ??= built.site;
      pages += built.site.pages.length;
      warnings.push(...built.warnings.filter((w) => !warnings.some((seen) => sameDiagnostic(seen, w))));
    }
  } catch (e) {
    await Promise.all(caches.map((cache) => cache.abort()));
    await staged.abort();
    interrupts.release(false);
    throw e;
  }
  let swapped = false;
  try {
    await staged.commit(() => {
      interrupts.swapping();
      forgetStamp(stampFile);
    });
    traceMemory('commit');
    swapped = true;
  } catch (e) {
    await Promise.all(caches.map((cache) => cache.abort()));
    throw e;
  } finally {
    interrupts.release(swapped);
  }
  writeHighlightCache(cacheFile);
  // A file saved while the build read it may be in the site with other text than its hash: neither the stamp nor the
  // cache of rendered docs is kept, and the next build reads everything again.
  const unchanged = inputs !== undefined && unchangedSince(inputs.hashes);
  // Each cache's index is written at once; the snapshots the workers may still be writing are waited for last, while
  // the stamp is written (the search index's took its worker about 0.4 s past the site at 10,000 pages).
  const cachesDone = Promise.all(caches.map((cache) => (unchanged ? cache.finish() : cache.abort())));
  // A failed build, or one that read a file that changed meanwhile, keeps the last layout, which still describes the site.
  if (unchanged) for (const layout of layouts) layout.save();
  const counts = caches.map((cache) => cache.counts);
  const { gate } = site!.manifest;
  const result = { pages, files, bytes: staged.bytesWritten, warnings, gate: gateState(gate) };
  if (inputs && unchanged) {
    shellKeys.sized((rel) => fs.statSync(path.join(outDir, rel), { throwIfNoEntry: false })?.size);
    writeStamp(stampFile, inputs, outDir, result, staged.outputHashes, shellKeys.keys, staged.listing);
  }
  await cachesDone;
  const patched = staged.patched === undefined ? {} : { patched: staged.patched };
  const docs = counts.length ? { docs: { rendered: sumOf(counts, 'rendered'), reused: sumOf(counts, 'reused') } } : {};
  return { ...result, ...patched, ...docs, ms: performance.now() - started };
}

/**
 * Input files up to which a build after a few doc edits stays in its first node (see `fewEdits` in build): at
 * 30,000 pages, a build that renders everything without the large-build flags peaked about 0.3 GB higher, and more
 * with every page past that. Tests set `DOCSGEN_REUSE_IN_PLACE_UP_TO` to take a small site past it.
 */
const REUSE_IN_PLACE_UP_TO = 30_000;

const sumOf = <K extends string>(list: readonly Record<K, number>[], key: K) =>
  list.reduce((sum, item) => sum + item[key], 0);

const gateState = (gate: CompiledSite['manifest']['gate']): BuildResult['gate'] =>
  gate ? (gate.enabled ? 'on' : 'off') : 'absent';

type WriteFile = (rel: string, content: string | Buffer, copies?: PrebuiltCopies) => void;

/**
 * One locale's site compiled into the staged folder, a translation's in its path's folder: its pages, then the files
 * drawn from them. Throws UserError on any error.
 */
async function compileLocale(
  loaded: LoadedConfig,
  options: BuildOptions & { cwd: string; drafts: boolean; shells: ShellReuse | undefined },
  staged: StagedSite,
  writeInSite: WriteFile,
  reuse: {
    pageCache?: PageCache;
    exports?: KeptExports;
    keepInSite(rel: string, size: number): boolean;
    /** Files written or kept by another thread (see StagedSite.adoptWrites), which count as written. */
    counted(files: number): void;
  },
): Promise<{ site: CompiledSite; warnings: Diagnostic[] }> {
  const { pageCache, exports } = reuse;
  const own = localeFolder(loaded);
  const folder = own && `${own}/`;
  const write: WriteFile = (rel, content, copies) => writeInSite(folder + rel, content, copies);
  const { routeHtml } = loaded.config.output;
  // Under the fallback shell almost no route has a page of its own: the few that do read their payloads back.
  const kept = new KeptPayloads(routeHtml === 'fallback' ? 0 : options.keptPayloadChars);
  const viewer = findViewerAssets(loaded.config.locale.htmlLang);
  const writeFile = async ([rel, content, copies]: [string, string | Buffer, PrebuiltCopies?]) => {
    // `docsgen serve` and nginx read the maps at the root: a translation's lines join the default locale's.
    if (folder && (rel === HASHED_FILES || rel === SANDBOXED_FILES || rel === ROUTE_SHELLS)) {
      staged.append(rel, String(content));
    } else write(rel, content, copies);
    await staged.drained();
  };
  // The route pages are drawn from the payloads: those not kept are read back, once the writers have them on disk.
  const writePages = async (site: CompiledSite) => {
    const readBack = site.pages.some((p) => p.payload && kept.readsBack(p.payload) && ownsRouteFile(p, routeHtml));
    if (readBack) await staged.settled();
    const shells = options.shells && {
      ...options.shells,
      reuse: (rel: string, key: string) => options.shells!.reuse(folder + rel, key),
    };
    const read = (file: string) => kept.text(file) ?? staged.read(folder + file);
    for (const file of pageFiles(site, viewer, read, routeHtml, shells)) await writeFile(file);
  };
  // Only the site and the diagnostics are kept: the compile's state (every doc, link and anchor, for watch mode's
  // next compile) would otherwise stay in memory while the route pages are drawn, over 1 GB at 100,000 pages.
  const { site, diagnostics: found } = await compileSite(loaded, {
    drafts: options.drafts,
    cwd: options.cwd,
    gate: options.gate,
    ...(pageCache ? { pageCache } : {}),
    ...(exports ? { exports } : {}),
    onAssembled: writePages,
    // Under the fallback shell no route has an HTML file, so none needs its folder made ahead.
    onRoutes:
      routeHtml === 'fallback'
        ? undefined
        : (routes) => {
            kept.fitTo(routes.length);
            for (const route of routes)
              staged.ensureDir(folder + path.posix.dirname(htmlPathFor(route, loaded.config.trailingSlash)));
          },
    sinks: buildSinks({
      write: (file, json, compressedAsSent) => {
        kept.keep(file, json);
        write(file, json, compressedAsSent ? COMPRESSED_PER_REQUEST : undefined);
      },
      append: (file, text) => staged.append(folder + file, text),
      drained: () => staged.drained(),
      keep: (file, size) => reuse.keepInSite(folder + file, size),
      directParts: (stop) => {
        const destination = staged.directWrites(folder, `${folder}${SEARCH_INDEX_FOLDER}/`, stop);
        return (
          destination && {
            destination,
            adopt: (written) => {
              staged.adoptWrites(folder, written);
              reuse.counted(written.parts.length);
            },
          }
        );
      },
    }),
  });
  const sorted = sortDiagnostics(options.strict ? found.map((d) => ({ ...d, severity: 'error' as const })) : found);
  if (!site || sorted.some((d) => d.severity === 'error')) throw new UserError(sorted);
  // Its pages were written once the manifest was assembled; the map of hashed files names the search index's parts.
  await writeFile(hashedFilesMap(site, viewer));
  traceMemory('siteFiles');
  return { site, warnings: sorted.filter((d) => d.severity === 'warning') };
}

export function formatSummary(result: BuildResult, out: string): string {
  const mb = (result.bytes / 1024 / 1024).toFixed(1);
  const folder = `${out}${out.endsWith('/') ? '' : '/'}`;
  const seconds = (result.ms / 1000).toFixed(2);
  if (result.upToDate)
    return `docsgen: nothing changed since the last build: ${folder} is up to date (${result.pages} pages, ${result.files} files, ${mb} MB; checked in ${seconds} s)`;
  const patched = result.patched === undefined ? '' : `; ${result.patched} written, the others as they were`;
  const rendered = result.docs && `${result.docs.rendered} doc${result.docs.rendered === 1 ? '' : 's'} rendered`;
  const reused = result.docs?.reused ? `; ${rendered}, ${result.docs.reused} reused` : '';
  const figures = `${result.files} files, ${mb} MB${patched}${reused}`;
  return `docsgen: built ${result.pages} pages in ${seconds} s → ${folder} (${figures})`;
}
