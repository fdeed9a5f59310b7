import fs from 'node:fs';
import v8 from 'node:v8';
import type { SearchLanguage } from '../../format/search/language.ts';
import { tempFileOf } from '../util/cache-file.ts';
import { sizeFromEnv } from '../util/size-from-env.ts';
import { readSnapshotFile, writeSnapshotFile } from '../util/snapshot-file.ts';
import { type BuiltSearchIndex, SearchIndexBuilder, type SearchIndexTarget } from './build-index.ts';
import { LiveSearchIndex } from './live-index.ts';
import {
  type CachedSections,
  isCached,
  type SearchPageInput,
  sectionsDigest,
  toPacked,
  unpackSections,
} from './packed-sections.ts';
import { PART_SIZES, type PartSizes, type SplitFile } from './split-index.ts';

/** Where a build keeps its search index for the next one (see CachedIndexBuilder), and what it renders with. */
export interface SearchCacheSetup {
  /** The snapshot file, in node_modules/.cache/docsgen. */
  file: string;
  /** docsgen, the config and the options (see renderedWith): a snapshot taken with others is not used. */
  context: string;
  /**
   * The generation of the cache of rendered docs this build writes (see PageCache.generation), which its snapshot
   * records: the next build takes a reused doc's digest from the snapshot of its cache's generation (CachedSections).
   */
  generation?: string;
}

/** Where a build writes its snapshot before it is kept (see PageCache.finish). */
export const snapshotTemp = (cache: SearchCacheSetup) => tempFileOf(cache.file);

/**
 * A snapshot as its file holds it, v8-serialized after a line naming its format and context (see readSnapshotFile):
 * the index, and the pages it was built from, in order.
 */
interface Snapshot {
  urls: string[];
  /** A hash of each page's sections (see sectionsDigest). */
  digests: string[];
  index: object;
  /** See SearchCacheSetup.generation. */
  generation?: string;
}

/** What the file's first line says it holds (see readSnapshotFile), with the format's version. */
const SNAPSHOT_KIND = 'search snapshot 2';

/**
 * Pages up to which a build keeps a snapshot: the incremental index holds every posting unpruned, and at 100,000
 * pages that would cost the worker about a gigabyte more than the builder alone. Tests set
 * `DOCSGEN_SEARCH_SNAPSHOT_UP_TO` to take a small site past it.
 */
const SNAPSHOT_UP_TO = 30_000;

/**
 * Changed pages up to which the snapshot is updated rather than the index built afresh: each replaced page walks every
 * term (about 15 ms at 10,000 pages), and past a few dozen a fresh build costs less.
 */
const REPLACE_UP_TO = 50;

/** Changed pages replaced in the last index as they come (see CachedIndexBuilder.replaceEarly). */
const REPLACE_EARLY_UP_TO = 1;

/**
 * A build's search index, made from the snapshot the last build into the same folder kept when it can be: pages come
 * in as they render, and while they are the snapshot's pages in the snapshot's order they are only held; at the end,
 * the snapshot's index (LiveSearchIndex, which watch keeps up to date the same way) replaces the few pages whose
 * sections changed. An edit of one page's text then costs a quarter of a second of the index worker instead of the
 * whole index, 1.6 s of CPU at 10,000 pages. The files are the ones a fresh build of the same pages writes (see
 * LiveSearchIndex). Any other difference (a page added, removed or moved, many pages changed, a damaged snapshot)
 * builds the index afresh from the pages held, which then feed the builder as they come.
 */
export class CachedIndexBuilder {
  private builder: SearchIndexBuilder | undefined;
  private previous: Previous | undefined;
  /** The pages added while they are the snapshot's, in order, as they came; undefined once they are not. */
  private held: SearchPageInput[] | undefined;
  private readonly urls: string[] = [];
  private readonly digests: string[] = [];
  private live: LiveSearchIndex | undefined;
  /** Pages held whose sections differ from the snapshot's. */
  private changed = 0;
  /** The held pages (by position) replaced in the snapshot's index as they came (see replaceEarly). */
  private readonly replacedEarly = new Set<number>();
  /** Set when replacing a page early failed: the index is then built afresh. */
  private earlyFailed = false;
  /** Pages added, counted while the build keeps a cache. */
  private pages = 0;
  private readonly snapshotUpTo = sizeFromEnv('DOCSGEN_SEARCH_SNAPSHOT_UP_TO', SNAPSHOT_UP_TO);
  /** Whether finish() updated the last build's snapshot rather than building the index afresh. */
  reused = false;
  /** Set by patch(): the index is the snapshot's updated, or finish() fails (there are no other pages to build from). */
  private patchOnly = false;

  constructor(
    private readonly language: SearchLanguage,
    private readonly cache?: SearchCacheSetup,
  ) {
    this.previous = cache && readSnapshot(cache);
    if (this.previous) this.held = [];
    else this.builder = new SearchIndexBuilder(language);
  }

  /**
   * A packed page is taken apart only when it is indexed: an unchanged page of the snapshot is only hashed, and a
   * reused doc's named sections (see CachedSections) not even read while the snapshot of their generation has them.
   */
  add(input: SearchPageInput): void {
    // Past SNAPSHOT_UP_TO no snapshot is kept, nor one of that size read: hashing each page would be wasted.
    const tracked = this.cache !== undefined && ++this.pages <= this.snapshotUpTo;
    const known = isCached(input) ? this.snapshotDigest(input) : undefined;
    // Read at once when the snapshot does not vouch for them: to be hashed, then held or indexed.
    const page = isCached(input) && known === undefined ? toPacked(input) : input;
    const digest = tracked ? (known ?? sectionsDigest(page)) : '';
    if (tracked) {
      this.urls.push(page.url);
      this.digests.push(digest);
    }
    if (this.held && tracked && this.isPreviousNext(page, digest)) {
      this.held.push(page);
      if (digest !== this.previous!.digests[this.held.length - 1]) this.replaceEarly(page);
    } else this.indexHeld().add(unpackSections(page));
  }

  /**
   * Takes every page of the snapshot as it is but `pages`, which replace the snapshot's pages of their URLs: for a
   * build that renders only a few edited docs and knows nothing else changed (see buildEditedDocs). When the snapshot
   * is not there, or lacks one of the URLs, finish() fails rather than build an index afresh.
   */
  patch(pages: readonly SearchPageInput[]): void {
    this.patchOnly = true;
    const { previous, held } = this;
    if (!previous || !held || held.length || !this.cache) return;
    const byUrl = new Map(pages.map((page) => [page.url, toPacked(page)]));
    previous.urls.forEach((url, i) => {
      const page = byUrl.get(url);
      byUrl.delete(url);
      this.urls.push(url);
      this.digests.push(page ? sectionsDigest(page) : previous.digests[i]!);
      // Only the changed pages are read again (see reuse): the others are held as their URLs.
      held.push(page ?? { url, bytes: NO_BYTES });
    });
    this.pages = previous.urls.length;
    // A page the snapshot does not have: nothing is to be reused.
    if (byUrl.size) this.held = undefined;
  }

  /**
   * Replaces the first changed page in the snapshot's index as soon as it comes, while the build renders the pages
   * after it, rather than once all are in: after an edit of one page, updating the index (pruning its frequent terms
   * again) took the worker half a second past the last page at 10,000 pages, which the build waited for. Pages
   * changed after it wait for finish(), where one update takes them all. Should the snapshot turn out not to be of
   * use, the work is lost, and the index built afresh as before.
   */
  private replaceEarly(page: SearchPageInput): void {
    if (this.replacedEarly.size >= REPLACE_EARLY_UP_TO || this.earlyFailed) return;
    try {
      if (this.previous!.live.replace([unpackSections(page)])) this.replacedEarly.add(this.held!.length - 1);
      else this.earlyFailed = true;
    } catch {
      this.earlyFailed = true;
    }
  }

  /** With `onPart`, each part goes to it as soon as it is written, and `files` holds the entry alone. */
  finish(
    target: SearchIndexTarget,
    sizes: PartSizes = PART_SIZES,
    onPart?: (file: SplitFile) => void,
  ): BuiltSearchIndex {
    const parts: SplitFile[] = [];
    const emit = onPart ?? ((file: SplitFile) => parts.push(file));
    const reused = this.held && this.reuse(target, sizes);
    if (reused) {
      this.reused = true;
      this.live = reused.live;
      // The pages held and the snapshot are of no more use: only the index goes on, to be saved.
      this.held = undefined;
      this.previous = undefined;
      reused.parts.forEach(emit);
      return { ...reused.built, files: [...reused.built.files, ...parts] };
    }
    if (this.patchOnly) throw new Error('the last search index could not be updated');
    const builder = this.indexHeld();
    this.builder = undefined;
    if (!this.cache || this.pages > this.snapshotUpTo) return builder.finish(target, sizes, onPart);
    this.live = LiveSearchIndex.of(builder, target, sizes);
    const [entry, ...built] = this.live.build().files;
    built.forEach(emit);
    return { ref: { version: target.version, locale: target.locale, file: entry!.path }, files: [entry!, ...parts] };
  }

  /**
   * Writes the index as it is after finish() into a file beside the snapshot's, for the build to put in its place
   * once it succeeded (see PageCache.finish); its path, or undefined when there is nothing to keep or it could not
   * be written.
   */
  save(): string | undefined {
    if (!this.cache) return undefined;
    // A site grown past SNAPSHOT_UP_TO keeps none: the last one would only be read and dropped by every build.
    if (!this.live) {
      fs.rmSync(this.cache.file, { force: true });
      return undefined;
    }
    const temp = snapshotTemp(this.cache);
    const snapshot: Snapshot = {
      urls: this.urls,
      digests: this.digests,
      index: this.live.snapshot(),
      ...(this.cache.generation ? { generation: this.cache.generation } : {}),
    };
    try {
      writeSnapshotFile(temp, SNAPSHOT_KIND, this.cache.context, v8.serialize(snapshot));
      return temp;
    } catch {
      // A snapshot that cannot be written only costs the next build its reuse.
      fs.rmSync(temp, { force: true });
      return undefined;
    }
  }

  /**
   * The digest the snapshot holds for a reused doc's sections, when the snapshot is of the generation that named them
   * and has the page next: the same sections, since the build that wrote both indexed the doc from its cache entry.
   */
  private snapshotDigest(page: CachedSections): string | undefined {
    const { previous, held } = this;
    if (!previous || !held || page.generation !== previous.generation) return undefined;
    return previous.urls[held.length] === page.url ? previous.digests[held.length] : undefined;
  }

  /** Whether `page` is the snapshot's next page, and the pages changed so far still few enough to replace. */
  private isPreviousNext(page: SearchPageInput, digest: string): boolean {
    const previous = this.previous!;
    const at = this.held!.length;
    if (previous.urls[at] !== page.url) return false;
    if (previous.digests[at] !== digest) this.changed++;
    return this.changed <= REPLACE_UP_TO;
  }

  /** The builder, fed the pages held so far: from here on every page is indexed as it comes. */
  private indexHeld(): SearchIndexBuilder {
    if (!this.builder) {
      this.builder = new SearchIndexBuilder(this.language);
      for (const page of this.held ?? []) this.builder.add(unpackSections(page));
    }
    this.held = undefined;
    this.previous = undefined;
    return this.builder;
  }

  /**
   * The snapshot's index with the changed pages replaced, and its files, when every page held is one of its pages, in
   * its order. The files are all made before any is handed on, so that a fresh build can still take over.
   */
  private reuse(
    target: SearchIndexTarget,
    sizes: PartSizes,
  ): { live: LiveSearchIndex; built: BuiltSearchIndex; parts: SplitFile[] } | undefined {
    const previous = this.previous!;
    if (this.held!.length !== previous.urls.length || this.earlyFailed) return undefined;
    const changed = this.held!.filter((_, i) => this.digests[i] !== previous.digests[i] && !this.replacedEarly.has(i));
    const { live } = previous;
    try {
      if (!live.isFor(target, sizes) || (changed.length && !live.replace(changed.map(unpackSections))))
        return undefined;
      const parts: SplitFile[] = [];
      const built = live.files((part) => parts.push(part));
      return { live, built, parts };
    } catch {
      // A snapshot damaged in a way its hash and reading did not show: the index is built afresh from the pages held.
      return undefined;
    }
  }
}

/** What a page patch() holds unchanged stands for: its sections are the snapshot's, never read. */
const NO_BYTES = new Uint8Array(0);

/** The last build's snapshot as read back: its pages, and its index taken back (see LiveSearchIndex.revive). */
interface Previous {
  urls: string[];
  digests: string[];
  live: LiveSearchIndex;
  generation: string | undefined;
}

/**
 * The last build's snapshot, when it was taken in `context`, its index taken back at once: on the index worker while
 * the main thread renders, rather than once the last page is in (a quarter of a second at 10,000 pages). None when
 * there is none, or it is unreadable.
 */
function readSnapshot({ file, context }: SearchCacheSetup): Previous | undefined {
  const bytes = readSnapshotFile(file, SNAPSHOT_KIND, context);
  if (!bytes) return undefined;
  try {
    const { urls, digests, index, generation } = v8.deserialize(bytes) as Snapshot;
    const valid = Array.isArray(urls) && Array.isArray(digests) && urls.length === digests.length;
    return valid ? { urls, digests, live: LiveSearchIndex.revive(index), generation } : undefined;
  } catch {
    return undefined;
  }
}
