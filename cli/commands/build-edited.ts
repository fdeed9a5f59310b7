import fs from 'node:fs';
import path from 'node:path';
import { searchLanguageOf } from '../../format/search/language.ts';
import { markdownFileOf, markdownHrefOf } from '../markdown-export/export-path.ts';
import { llmsFullPieces } from '../markdown-export/llms-txt.ts';
import { markedMarkdown } from '../markdown-export/markdown-packer.ts';
import { pageExport, siteUrls } from '../markdown-export/site-exports.ts';
import { forgetStamp, type ReadInputs, type Stamp, unchangedSince, writeStamp } from '../output/build-stamp.ts';
import { hashedFilesWith, routePageWith, withRenames } from '../output/edited-files.ts';
import { keepReadHighlightsBut, readHighlightCache, writeHighlightCache } from '../highlight/highlight-cache.ts';
import { guardAgainstInterrupts } from '../output/interrupt.ts';
import type { SiteListing } from '../output/site-listing.ts';
import { HASHED_FILES, htmlPathFor } from '../output/site-paths.ts';
import { StagedSite } from '../output/staged-site.ts';
import { Compilation } from '../pipeline/compilation.ts';
import { type EditedDoc, renderEditedDocs } from '../pipeline/edited-docs.ts';
import type { SearchIndexer } from '../search/background-index.ts';
import type { DocPage } from '../page/doc-page.ts';
import { buildSinks } from '../pipeline/model.ts';
import { readSiteSources } from '../pipeline/read-sources.ts';
import { indexBase, isIndexPart, SEARCH_INDEX_FOLDER } from '../search/build-index.ts';
import type { KeptExports } from '../output/kept-exports.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import { staticDirsOf } from '../sources/config/site-layout.ts';
import type { OutputHashes } from '../writer/output-hashes.ts';
import { COMPRESSED_PER_REQUEST } from '../writer/precompress.ts';
import type { BuildOptions, BuildResult } from './build-options.ts';
import { keptExportsOf, pageCacheOf, type SnapshotAhead } from './locale-caches.ts';

/** What build() knows when it tries buildEditedDocs: the stamp of the site in place and the inputs now. */
export interface EditedBuildSetup {
  loaded: LoadedConfig;
  options: BuildOptions & { cwd: string; drafts: boolean };
  outDir: string;
  stampFile: string;
  stamp: Stamp;
  inputs: ReadInputs;
  /** The highlight cache's file (see highlightCacheFile). */
  cacheFile: string | null;
  /** What the index worker was told ahead of the cache (see readLastIndexAhead). */
  ahead: SnapshotAhead | undefined;
  /** The site in place, the one the stamp describes, which the patch changes: its files' hashes and what it holds. */
  previous: { outputs: OutputHashes; listing: SiteListing };
}

/**
 * A build after a few docs were edited only in what their bodies render to (see renderEditedDocs): the sources are
 * read as every build reads them, the edited docs alone are rendered, and the site in place is patched where it shows
 * them: their payloads, the route pages that pre-render them, the route shards and the map of hashed files that name
 * the payloads, their Markdown exports and pieces of llms-full.txt, and the search index (the last one's snapshot with
 * their pages replaced). Every other file is left as it is: byte for byte the site a build of everything writes, in
 * about half the time of one that reuses every other doc (1.0 s against 1.9 s at 10,000 pages). Undefined, with
 * nothing written, when the edits are not of that kind: the caller then builds as usual.
 */
export async function buildEditedDocs(setup: EditedBuildSetup): Promise<BuildResult | undefined> {
  const started = performance.now();
  const { loaded, options, outDir, stamp, inputs } = setup;
  const edited = editedFiles(stamp, inputs);
  const { config } = loaded;
  if (!edited || Object.keys(config.locales).length) return undefined;
  // Without the last search index's snapshot (none is kept past SNAPSHOT_UP_TO pages), nothing was read ahead
  // (see readLastIndexAhead), and there is nothing to patch.
  const pageCache = setup.ahead && pageCacheOf(loaded, inputs, outDir, () => false, undefined, setup.ahead);
  if (!pageCache) return undefined;
  let staged: StagedSite | undefined;
  // Made first: its index worker reads the last build's snapshot (0.4 s at 10,000 pages) while this thread reads the
  // rest, and waits less for it at the end.
  const run = new Compilation(loaded, {
    drafts: options.drafts,
    cwd: options.cwd,
    gate: options.gate,
    pageCache,
    sinks: buildSinks({
      write: () => {},
      append: () => {},
      drained: () => staged!.drained(),
      keep: () => false,
      directParts: (stop) => {
        const destination = staged!.directWrites('', `${SEARCH_INDEX_FOLDER}/`, stop);
        return destination && { destination, adopt: (parts) => staged!.adoptWrites('', parts) };
      },
    }),
  });
  readHighlightCache(setup.cacheFile);
  const exports = keptExportsOf(loaded, inputs, outDir, pageCache);
  const layout = exports.lastAsIs();
  if (!layout) {
    run.close();
    await pageCache.abort();
    return undefined;
  }
  const { previous } = setup;
  staged = new StagedSite(outDir, { previous: previous.outputs, listing: previous.listing, record: true });
  const site = staged;
  const interrupts = guardAgainstInterrupts(site);
  const giveUp = async () => {
    await pageCache.abort();
    await site.abort();
    interrupts.release(false);
    return undefined;
  };
  const written = new Set<string>();
  const write = (rel: string, content: string, copies?: typeof COMPRESSED_PER_REQUEST) => {
    written.add(rel);
    site.write(rel, content, copies);
  };
  let docs: EditedDoc[] | undefined;
  let parts: { index: string; written: number; hashed: string[] };
  let renames: Map<string, string>;
  let kept: { oldBytes: number; oldParts: number };
  try {
    const src = await readSiteSources(run);
    const { indexer } = run;
    const language = searchLanguageOf(config.locale.htmlLang);
    const target = { version: config.version.name, locale: config.locale.path, language };
    let indexing: ReturnType<SearchIndexer['finish']> | undefined;
    const io = {
      readPayload: (file: string) => readInSite(outDir, file),
      warnedAbout: (file: string) => stamp.result.warnings.some((warning) => warning.file === file),
      // The worker updates the index (0.1 s at 10,000 pages) while this thread carries the other docs over and
      // draws the edited docs' files.
      onRendered: (pages: readonly DocPage[]) => {
        indexer?.patch(pages.flatMap((page) => (page.search ? [page.search] : [])));
        indexing = indexer?.finish(target);
        indexing?.catch(() => {});
      },
    };
    docs = run.failed() || !indexer ? undefined : await renderEditedDocs(run, src, pageCache, edited, io);
    if (!docs || !indexing) return await giveUp();
    const moved = docs.filter(({ before, after }) => before.file !== after.file);
    renames = new Map(moved.map(({ before, after }) => [before.file, after.file]));
    for (const { after } of moved) write(after.file, after.json, COMPRESSED_PER_REQUEST);
    const redrawn = redrawRoutePages(docs, setup, renames, write);
    if (!redrawn || !writeExports(docs, setup, { layout, exports, staged: site, write })) return await giveUp();
    for (const rel of Object.keys(previous.outputs)) {
      if (rel.startsWith('routes/') && !written.has(rel)) {
        const shard = readInSite(outDir, rel) ?? '';
        const renamed = withRenames(shard, renames);
        if (renamed !== shard) write(rel, renamed);
      }
    }
    // Known before the index is: its parts' folder, its entry and the map of hashed files are written again.
    const index = `${indexBase(target)}/`;
    const isPart = (rel: string) => rel.startsWith(index);
    const entry = `${indexBase(target)}.json`;
    const replaced = (rel: string) =>
      written.has(rel) || renames.has(rel) || isPart(rel) || rel === entry || rel === HASHED_FILES;
    kept = keepTheRest(setup, site, replaced, isPart);
    const built = await indexing;
    for (const { path: rel, json } of built.files)
      write(rel, json, isIndexPart(rel) ? COMPRESSED_PER_REQUEST : undefined);
    if (!written.has(entry)) throw new Error(`the search index's entry is not ${entry}`);
    const handedOver = built.handedOver ?? [];
    const hashed = [...handedOver, ...built.files].filter((file) => !file.revalidated).map((file) => file.path);
    const count = [...handedOver, ...built.files].filter((file) => file.path.startsWith(index)).length;
    parts = { index, written: count, hashed };
  } catch {
    // Whatever went wrong, a build of the site as usual finds it again and says it.
    return await giveUp();
  } finally {
    run.close();
  }
  const dropped = (file: string) => renames.has(file) || file.startsWith(parts.index);
  const map = hashedFilesWith(readInSite(outDir, HASHED_FILES) ?? '', config.baseUrl, dropped, [
    ...docs.map(({ after }) => after.file),
    ...parts.hashed,
  ]);
  write(HASHED_FILES, map, COMPRESSED_PER_REQUEST);
  const { oldBytes, oldParts } = kept;
  try {
    await site.commit(() => {
      interrupts.swapping();
      forgetStamp(setup.stampFile);
    });
  } catch (e) {
    await pageCache.abort();
    interrupts.release(false);
    throw e;
  }
  interrupts.release(true);
  keepReadHighlightsBut(new Set(docs.flatMap(({ droppedHighlights }) => droppedHighlights)));
  writeHighlightCache(setup.cacheFile);
  const unchanged = unchangedSince(inputs.hashes);
  const cached = unchanged ? pageCache.finish() : pageCache.abort();
  if (unchanged) exports.save();
  const { result: last } = stamp;
  const result = {
    ...last,
    files: last.files - oldParts + parts.written,
    bytes: last.bytes - oldBytes + site.bytesWritten,
  };
  if (unchanged) {
    const shells = { ...stamp.shells };
    for (const { page } of docs)
      for (const route of page.routes) delete shells[htmlPathFor(route, config.trailingSlash)];
    writeStamp(setup.stampFile, inputs, outDir, result, site.outputHashes, shells, site.listing);
  }
  await cached;
  const docsCount = { ...pageCache.counts };
  return {
    ...result,
    patched: site.patched ?? 0,
    docs: docsCount,
    bodiesOnly: true,
    ms: performance.now() - started,
  };
}

const LLMS_FULL = 'llms-full.txt';

/**
 * Leaves every file of the site in place that the patch does not replace as it is (see StagedSite.keep); returns the
 * bytes of those it replaces (written again, or gone) and how many search parts the site had.
 */
function keepTheRest(
  { outDir, previous }: EditedBuildSetup,
  site: StagedSite,
  replaced: (rel: string) => boolean,
  isPart: (rel: string) => boolean,
): { oldBytes: number; oldParts: number } {
  // llms-full.txt is appended by every build: the stamp has no hash of it, and a patch writes it again.
  const appended = replaced(LLMS_FULL) && !Object.hasOwn(previous.outputs, LLMS_FULL);
  let oldBytes = appended ? (fs.statSync(path.join(outDir, LLMS_FULL), { throwIfNoEntry: false })?.size ?? 0) : 0;
  let oldParts = 0;
  for (const rel of Object.keys(previous.outputs)) {
    if (isPart(rel)) oldParts++;
    if (replaced(rel)) oldBytes += fs.statSync(path.join(outDir, rel), { throwIfNoEntry: false })?.size ?? 0;
    else site.keep(rel, 0);
  }
  return { oldBytes, oldParts };
}

type WriteInSite = (rel: string, content: string, copies?: typeof COMPRESSED_PER_REQUEST) => void;

/**
 * The route pages of the edited docs that have a file of their own, drawn from the new payloads (see routePageWith);
 * false when one is not drawn as a build of the whole site would draw it.
 */
function redrawRoutePages(
  docs: readonly EditedDoc[],
  { outDir, previous, loaded }: EditedBuildSetup,
  renames: ReadonlyMap<string, string>,
  write: WriteInSite,
): boolean {
  for (const { page, before, after } of docs) {
    for (const route of page.routes) {
      const rel = htmlPathFor(route, loaded.config.trailingSlash);
      if (!Object.hasOwn(previous.outputs, rel)) continue;
      const html = readInSite(outDir, rel);
      const drawn = html && routePageWith(html, { before: before.json, after: after.json }, renames);
      if (!drawn) return false;
      write(rel, drawn, COMPRESSED_PER_REQUEST);
    }
  }
  return true;
}

/**
 * The edited docs' Markdown exports, and llms-full.txt with their pieces replaced and the others copied from the last
 * one (see KeptExports.lastAsIs), as a build of the whole site writes them; false when the last layout does not say
 * where they are, or a static file takes their place.
 */
function writeExports(
  docs: readonly EditedDoc[],
  { loaded, outDir }: EditedBuildSetup,
  out: {
    layout: NonNullable<ReturnType<KeptExports['lastAsIs']>>;
    exports: KeptExports;
    staged: StagedSite;
    write: WriteInSite;
  },
): boolean {
  const { config } = loaded;
  const { layout, exports, staged, write } = out;
  const site = siteUrls(config);
  const exported = new Set(Object.keys(layout.pages));
  const staticDirs = staticDirsOf(loaded);
  const isStatic = (rel: string) => staticDirs.some((dir) => fs.existsSync(path.join(dir, rel)));
  const full = config.llms !== false && !isStatic(LLMS_FULL);
  if (full && layout.fullSize === undefined) return false;
  const pieces: { start: number; length: number; text: string }[] = [];
  const pieceOf = llmsFullPieces({ title: config.title, tagline: config.tagline }).page;
  for (const { page } of docs) {
    const { markdown } = page;
    if (!markdown) continue;
    const entry = layout.pages[markdown.route];
    const file = markdownFileOf(markdown.route, site.trailingSlash);
    if (!entry || isStatic(file)) return false;
    const [, text] = pageExport(site, exported, { ...markdown, markdown: markedMarkdown(markdown) });
    write(file, text, COMPRESSED_PER_REQUEST);
    const [, start, length] = entry;
    if (!full) {
      exports.replaced(markdown.route, Buffer.byteLength(text));
      continue;
    }
    if (start === undefined || length === undefined) return false;
    const piece = pieceOf(`${site.url}${markdownHrefOf(markdown.route, site)}`, text);
    pieces.push({ start, length, text: piece });
    exports.replaced(markdown.route, Buffer.byteLength(text), Buffer.byteLength(piece));
  }
  // Written again even when no piece changed: the last build appended it, and a patch keeps only what it hashed.
  if (!full) return true;
  pieces.sort((a, b) => a.start - b.start);
  write(LLMS_FULL, '', COMPRESSED_PER_REQUEST);
  const copyOf = path.join(outDir, LLMS_FULL);
  let at = 0;
  for (const { start, length, text } of [...pieces, { start: layout.fullSize!, length: 0, text: '' }]) {
    if (start > at) staged.append(LLMS_FULL, { copyOf, start: at, length: start - at });
    if (text) staged.append(LLMS_FULL, text);
    at = start + length;
  }
  return true;
}

/** The files whose hashes differ from the stamp's: all in both, else undefined (a file added or removed). */
function editedFiles(stamp: Stamp, now: ReadInputs): Set<string> | undefined {
  const files = Object.keys(now.hashes);
  if (files.length !== Object.keys(stamp.hashes).length) return undefined;
  const edited = new Set<string>();
  for (const file of files) {
    const before = stamp.hashes[file];
    if (!before) return undefined;
    if (before[2] !== now.hashes[file]![2]) edited.add(file);
  }
  return edited.size ? edited : undefined;
}

/** A file of the site in place, or undefined when it is not there. */
function readInSite(outDir: string, rel: string): string | undefined {
  try {
    return fs.readFileSync(path.join(outDir, rel), 'utf8');
  } catch {
    return undefined;
  }
}
