import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import v8 from 'node:v8';
import { replayAssetCalls } from '../assets/asset-registry.ts';
import { markHighlightsUsed } from '../highlight/highlight.ts';
import type { MarkdownPage } from '../markdown-export/page-markdown.ts';
import type { DocPage } from '../page/doc-page.ts';
import type { PageContext } from '../page/page-context.ts';
import type { FileHashes } from '../output/build-stamp.ts';
import type { SearchIndexer } from '../search/background-index.ts';
import type { SearchCacheSetup } from '../search/cached-index.ts';
import { type PackedSections, type SearchPageInput, toPacked } from '../search/packed-sections.ts';
import { type CachedDoc, cachedEntry, deserialized, placedLinks } from './cached-doc.ts';
import { readAnswers } from './doc-reads.ts';
import { cacheContext } from './cache-context.ts';
import { EffectRecorder } from './render-effects.ts';
import type { RouteTable } from '../site/route-table.ts';
import type { DocSource } from '../sources/doc.ts';
import { ParsedDocs } from '../sources/parsed-docs.ts';
import { readSnapshotFile, writeSnapshotFileSoon } from '../util/snapshot-file.ts';
import { payloadFileName } from '../util/site-file-names.ts';
import {
  PageCacheReader,
  PageCacheWriter,
  type PayloadStat,
  parsedDocsFile,
  searchSnapshotFile,
} from './page-cache-file.ts';

/** What a build gives its compile so that it reuses the docs its last build rendered (see PageCache). */
export interface PageCacheSetup {
  /** The index file, in node_modules/.cache/docsgen (see page-cache-file.ts). */
  file: string;
  /** A digest of docsgen, the config and the options: what every page is rendered with. */
  build: string;
  /** The hash of each file the build reads, by absolute path (the stamp's, see buildInputs). */
  hashes: Readonly<FileHashes>;
  /** The folders of the API descriptions (see apiDescriptionFolders): a doc reads them only by asking (DocReads). */
  apiFolders?: readonly [openapi: string, graphql: string];
  /** A payload file of the site in place, or undefined when it is not there. */
  readPayload(file: string): string | undefined;
  /** A payload file's size and time in the site in place, or undefined when it is not there. */
  statPayload(file: string): PayloadStat | undefined;
  /**
   * Leaves a payload file of the site in place as it is, as if written again (see StagedSite.keep); false when the
   * build does not patch the site, which then needs its text.
   */
  keepPayload(file: string, size: number): boolean;
  /** Says in one line that the cache could not be read, and what the build does instead. */
  onNote?: (line: string) => void;
  /** This build's generation (see PageCache.generation), when its search snapshot was asked for ahead of the cache. */
  generation?: string;
}

/**
 * The docs a build renders, kept in node_modules/.cache/docsgen for the next build into the same folder, which reuses
 * every doc whose source and context are unchanged instead of rendering it again: after an edit of one page's text
 * only that page is rendered. A doc's context is everything it may be drawn from besides its own text: docsgen, the
 * config, the options, every file the build reads that is not a doc's source or a category file (partials, components,
 * images, API descriptions, translations), and every doc's place (file, id, routes, versions, draft or not; see
 * docPlace), so that a moved, added or removed page renders every doc again. A doc's own key is its source's hash with
 * its last commit (its last-update date); a page written from an API description, which has no source file, is keyed
 * by what it was parsed to. What it shows of other docs besides their routes is asked while it renders
 * and kept with its entry (see DocReads): a doc whose pager, breadcrumb or cards would now show another title or
 * description is rendered again, and only such docs, when a title changes. A doc that includes another doc's file as
 * a partial is rendered again when that file changes.
 *
 * The payload is not kept: the site in place holds it, under a name that is its hash. A payload file with the size
 * and time it had once its build was in place is left there unread; any other is read back and checked against its
 * name. A reused doc publishes its files and sends its diagrams to the check again, in the same order, so that
 * the site is byte for byte the one a build that renders everything writes; a file that now gets another name (the
 * same bytes published first by another page) renders the doc again.
 */
export class PageCache {
  private reader: PageCacheReader | undefined;
  /** Made once the last build's entries are open (see begin), whose data file it appends to. */
  private writer: PageCacheWriter | undefined;
  private context = '';
  /** Digests of the API descriptions' files, which a doc that uses them asks for (see recordingApis). */
  private apiDigests: Record<string, string> = {};
  /** Each doc's key: its file, its source's hash and its last commit; none for a doc whose source was not hashed. */
  private keys = new Map<DocSource, string | undefined>();
  private readonly recorder = new EffectRecorder();
  /** Each doc's payload file by its id (see named). */
  private payloads = new Map<string, string>();
  /** Files written for the next build besides the entries: the search index's snapshot, the parsed docs. */
  private readonly snapshots: PendingSnapshot[] = [];
  /** Docs reused and rendered by this build, for its summary and the tests. */
  readonly counts = { reused: 0, rendered: 0 };
  private parsed: ParsedDocs | undefined;
  /** The Markdown of the docs reused, as the last build exported it (see KeptExports). */
  readonly reusedMarkdown = new WeakSet<MarkdownPage>();
  /** This build, in the cache index and the search snapshot it writes (see CachedSections). */
  private readonly generation: string;

  constructor(private readonly setup: PageCacheSetup) {
    this.generation = setup.generation ?? randomUUID();
  }

  /**
   * The docs as the last build parsed them (see ParsedDocs), for the compile's sources; read when first asked for, so
   * that a build may start its workers first.
   */
  get parsedDocs(): ParsedDocs {
    if (!this.parsed) {
      const bytes = readSnapshotFile(parsedDocsFile(this.setup.file), PARSED_DOCS_KIND, this.setup.build);
      this.parsed = ParsedDocs.from(bytes, (file) => this.setup.hashes[file]?.[2]);
    }
    return this.parsed;
  }

  /**
   * Works out the context of `docs`, each rendered in its placement's `contextOf` it, and opens the last cache; `few`:
   * for a build that takes only a few entries (see PageCacheReader.open).
   */
  begin(docs: readonly DocSource[], contextOf: (doc: DocSource) => PageContext, few = false): void {
    ({
      keys: this.keys,
      context: this.context,
      apiDigests: this.apiDigests,
    } = cacheContext(docs, contextOf, this.setup));
    const reader = PageCacheReader.open(this.setup.file, this.context, few);
    if (reader === 'damaged') this.damaged();
    this.reader = reader === 'damaged' ? undefined : reader;
    this.writer = new PageCacheWriter(this.setup.file, this.reader);
    // Every doc is parsed by now: their file is written while the build renders, when it differs by more than a few.
    if (!this.parsedDocs.worthWriting()) return this.parsedDocs.release();
    const file = parsedDocsFile(this.setup.file);
    const written = writeSnapshotFileSoon(file, PARSED_DOCS_KIND, this.setup.build, this.parsedDocs.take());
    const discard = async () => {
      const temp = await written;
      if (temp) fs.rmSync(temp, { force: true });
    };
    this.snapshots.push({ written, file, discard });
  }

  /** A placement's context, with what a doc renders from told to the doc being rendered (see EffectRecorder). */
  watching(ctx: PageContext): PageContext {
    return this.recorder.watching(ctx);
  }

  /**
   * `doc` as the last build rendered it, when it can be reused, with its files published and its diagrams sent again;
   * else `render` renders it, and its entry goes to the new cache.
   */
  page(doc: DocSource, ctx: PageContext, render: () => DocPage): DocPage {
    const reused = this.reuse(doc, ctx);
    if (reused) {
      this.counts.reused++;
      return reused;
    }
    return this.renderEntry(doc, ctx, render).page;
  }

  /**
   * Renders `doc` and adds its entry to the new cache; the entry too, for a build that compares it with the last one
   * (see renderEditedDocs).
   */
  renderEntry(doc: DocSource, ctx: PageContext, render: () => DocPage): { page: DocPage; entry?: CachedDoc } {
    this.counts.rendered++;
    const { page, effects } = this.recorder.record(doc, ctx, render);
    // Packed once, for the entry and for the index.
    const search = page.search && toPacked(page.search);
    page.search = search;
    const key = this.keys.get(doc);
    if (key === undefined) return { page };
    // A partial whose hash is unknown (outside the folders a build reads) never matches: the doc is rendered again.
    const partials = effects.partials.map((file): [string, string] => [file, this.setup.hashes[file]?.[2] ?? '']);
    const entry = cachedEntry(
      key,
      page,
      effects,
      search,
      partials,
      readAnswers(effects.reads.questions, this.answering(ctx)),
    );
    this.writer?.add(doc.file, doc.id, key, v8.serialize(entry), effects.partials);
    return { page, entry };
  }

  /** The last build's entry of `doc`, whatever its key, and its payload file: what an edit is compared with. */
  lastEntry(doc: DocSource): { entry: CachedDoc; payload: string } | undefined {
    const taken = this.reader?.takeAny(doc.file);
    if (!taken || taken === 'damaged') return undefined;
    const entry = deserialized(taken.bytes);
    return entry && { entry, payload: taken.place[3] };
  }

  /**
   * Names `doc`'s entry in the new cache where the last one is, unread, with its payload file: for a build that knows
   * the doc and all it was rendered from to be unchanged (see buildEditedDocs). False when its entry is not there.
   */
  carry(doc: DocSource): boolean {
    const place = this.reader?.placeOf(doc.file);
    if (!place || place[2] !== this.keys.get(doc)) return false;
    // Its payload file as its build left it, as reuse() requires of a payload it leaves unread.
    const [, , , payload, recorded] = place;
    const now = recorded && this.setup.statPayload(payload);
    if (!now || now[0] !== recorded![0] || now[1] !== recorded![1]) return false;
    this.writer?.keep(doc.file, doc.id, place, true, this.reader!.includesOf(doc.file));
    this.payloads.set(doc.id, place[3]);
    this.counts.reused++;
    return true;
  }

  /**
   * Whether the last build's entries were rendered in the context of this one's docs (see begin), and none of them
   * includes one of `files` as a partial: each doc then renders as it did, but those of `files`.
   */
  reusableBut(files: ReadonlySet<string>): boolean {
    return this.reader?.includesAny(files) === false;
  }

  /** A doc's payload file, for a build that has no route table to name them by (see named). */
  namePayload(docId: string, file: string): void {
    this.payloads.set(docId, file);
  }

  /** Once every doc is rendered or reused: the last build's entries are let go (the data file, read whole). */
  rendered(): void {
    this.reader?.close();
  }

  /** Once the locale is compiled: each doc's payload file, from its route table, for the new cache's index. */
  named(table: RouteTable): void {
    this.payloads = new Map(table.routes.map((route) => [route.docId, route.payload]));
  }

  /**
   * Where the compile's search index finds the last build's snapshot and writes its own (see CachedIndexBuilder):
   * beside the rendered docs, for the same output folder and locale, taken with the same docsgen, config and options.
   */
  searchCache(): SearchCacheSetup {
    return { file: searchSnapshotFile(this.setup.file), context: this.setup.build, generation: this.generation };
  }

  /**
   * The snapshot the compile's search index writes (see SearchIndexer.saved): finish() waits for it and keeps it;
   * abort() stops its writing and deletes it, rather than wait for an index it would throw away.
   */
  searchSaved(indexer: Pick<SearchIndexer, 'saved' | 'discard'>): void {
    this.snapshots.push({
      written: indexer.saved(),
      file: searchSnapshotFile(this.setup.file),
      discard: () => indexer.discard(),
    });
  }

  /** Once the site is in place, and when no input changed while the build read it: writes the new cache's index. */
  async finish(): Promise<void> {
    const payloads = this.payloads;
    try {
      this.writer?.finish(
        this.context,
        (id) => payloads.get(id),
        (payload) => this.setup.statPayload(payload),
        this.generation,
      );
    } catch {
      // A cache that cannot be written only costs the next build its reuse.
      return this.abort();
    }
    for (const { written, file } of this.snapshots) {
      const temp = await written;
      if (!temp) continue;
      try {
        fs.renameSync(temp, file);
      } catch {
        fs.rmSync(temp, { force: true });
      }
    }
  }

  /** Whether finish() wrote the new index: what KeptExports' layout may describe (see KeptExportsSetup). */
  get indexWritten(): boolean {
    return this.writer?.indexed ?? false;
  }

  /** For a build that failed, or read a file that changed meanwhile: the last cache and snapshot stay. */
  async abort(): Promise<void> {
    this.writer?.abort();
    for (const { discard } of this.snapshots) await discard();
  }

  private reuse(doc: DocSource, ctx: PageContext): DocPage | undefined {
    const key = this.keys.get(doc);
    const found = key === undefined ? undefined : this.reader?.take(doc.file, key);
    const taken = found === 'damaged' ? undefined : found;
    const entry = taken && deserialized(taken.bytes);
    if (found === 'damaged' || (taken && !entry)) this.damaged();
    if (!taken || !entry || entry.key !== key) return undefined;
    const [, , , payload, recorded] = taken.place;
    if (entry.partials.some(([file, hash]) => this.setup.hashes[file]?.[2] !== hash)) return undefined;
    if (readAnswers(entry.reads, this.answering(ctx)) !== entry.answers) return undefined;
    // A payload file with the size and time it had once its build was in place is left there unread (reading and
    // checking 10,000 of them cost 0.75 s); any other is read, and checked against its name.
    const now = recorded && this.setup.statPayload(payload);
    const unchanged = now !== undefined && now[0] === recorded![0] && now[1] === recorded![1];
    let json = unchanged ? '' : this.checkedPayload(doc, payload);
    if (json === undefined) return undefined;
    if (!replayAssetCalls(ctx.assets, entry.assets)) return undefined;
    const kept = unchanged && this.setup.keepPayload(payload, now[0]);
    if (unchanged && !kept) json = this.checkedPayload(doc, payload);
    if (json === undefined) return undefined;
    for (const [file, diagram] of entry.diagrams) ctx.checkDiagram?.(file, diagram);
    markHighlightsUsed(entry.highlights);
    // v8 gives back views of the data file. The Markdown's stays one: the exports let it go once they have the page
    // (most reused pages keep their export and never read it), and the data file with it, rather than each page
    // copying its own (42 MB at 10,000 docs). The sections are named where they lie, for the index worker.
    if (entry.markdown) this.reusedMarkdown.add(entry.markdown);
    const search = entry.search && this.reusedSections(entry.search, taken);
    // The entry was written under this key, so the new cache names it where it is.
    this.writer?.keep(
      doc.file,
      doc.id,
      taken.place,
      kept,
      entry.partials.map(([file]) => file),
    );
    const { routeByRelPath, markdownLookup } = ctx;
    return {
      doc,
      nav: ctx.navigation.get(doc.id),
      json,
      title: entry.title,
      description: entry.description,
      routes: entry.routes,
      anchors: new Set(entry.anchors),
      connectOrigins: entry.connectOrigins,
      linkSites: placedLinks(entry.linkSites, { routeByRelPath, markdownLookup }),
      search,
      markdown: entry.markdown,
      markdownHref: entry.markdownHref,
      islands: entry.islands,
      diagnostics: entry.diagnostics,
      ...(entry.head ? { head: entry.head } : {}),
      payloadFile: payload,
      ...(kept ? { payloadKept: true as const } : {}),
    };
  }

  /**
   * A reused doc's sections, named where they lie in the data file (see CachedSections) when the last cache index
   * has a generation; else copied out of it.
   */
  private reusedSections(
    { url, bytes }: PackedSections,
    taken: { bytes: Uint8Array; place: readonly [number, ...unknown[]] },
  ): SearchPageInput {
    const generation = this.reader?.generation;
    if (!generation || bytes.buffer !== taken.bytes.buffer) return { url, bytes: new Uint8Array(bytes) };
    const start = taken.place[0] + bytes.byteOffset - taken.bytes.byteOffset;
    return { url, generation, range: { copyOf: this.reader!.dataFile, start, length: bytes.byteLength } };
  }

  /** Where a doc's questions are answered (see readAnswers): its placement, and the API descriptions' digest. */
  private answering({ navigation, categories, apis }: PageContext) {
    return { navigation, categories, apis, apiDigests: this.apiDigests };
  }

  /** Says once that the cache is damaged: the docs whose entries cannot be read are rendered, as a first build does. */
  private damaged(): void {
    if (this.saidDamaged) return;
    this.saidDamaged = true;
    this.setup.onNote?.(`docsgen: the cache of rendered docs ${this.setup.file} is damaged: rendering the docs again`);
  }

  private saidDamaged = false;

  /** The payload file of the site in place, when its text still has the hash its name carries. */
  private checkedPayload(doc: DocSource, payload: string): string | undefined {
    const json = this.setup.readPayload(payload);
    return json !== undefined && payloadFileName(doc.id, json, false) === payload ? json : undefined;
  }
}

/**
 * A file written for the next build (see PageCache.snapshots): the temporary file it is being written to, the file
 * finish() renames it to, and how abort() stops it and deletes what was written.
 */
interface PendingSnapshot {
  written: Promise<string | undefined>;
  file: string;
  discard(): Promise<void>;
}

/** What the parsed docs' file says it holds (see readSnapshotFile), with its format's version. */
const PARSED_DOCS_KIND = 'parsed docs 3';
