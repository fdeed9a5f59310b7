import { parentPort } from 'node:worker_threads';
import type { SearchLanguage } from '../../format/search/language.ts';
import { type BuiltSearchIndex, SearchIndexBuilder, type SearchIndexTarget } from '../search/build-index.ts';
import { CachedIndexBuilder, type SearchCacheSetup } from '../search/cached-index.ts';
import type { FinishReply, IndexerMessage } from '../search/background-index.ts';
import { PART_SIZES, type SplitFile } from '../search/split-index.ts';
import { LiveSearchIndex } from '../search/live-index.ts';
import type { PageSections } from '../search/sections.ts';
import { unpackSections } from '../search/packed-sections.ts';
import { traceWorkerMemory } from '../util/memory-trace.ts';
import { partsWriter } from '../writer/parts-writer.ts';
import type { PartsDestination } from '../search/parts-destination.ts';

traceWorkerMemory('search-worker');

/** Entry of the worker thread behind createSearchIndexer and createLiveSearchIndexer (bundled as dist/search-worker.js). */
let builder: CachedIndexBuilder | undefined;
/** Where the last build's snapshot is, when the build keeps one (the `cache` message comes before any page). */
let cache: SearchCacheSetup | undefined;
/** The builder of this index, made for its language once the first message names it. */
const builderFor = (language: SearchLanguage) => (builder ??= new CachedIndexBuilder(language, cache));
/** Pages held back from indexing (`hold`), in order. */
let held: PageSections[] | undefined;
let live: LiveSearchIndex | undefined;
parentPort!.on('message', (message: IndexerMessage) => {
  if (message.kind === 'hold') held = [];
  else if (message.kind === 'cache') {
    // The last build's snapshot is read and taken back now, while the main thread reads the sources, rather than when
    // the first page comes: half a second at 10,000 pages, which the index then no longer finishes behind the pages.
    // Sent ahead of the build's indexer, then by it (see readSnapshotAhead): another setup starts over.
    if (cache && JSON.stringify(cache) !== JSON.stringify(message.cache)) builder = undefined;
    cache = message.cache;
    builderFor(message.language);
  } else if (message.kind === 'pages') {
    if (held) held.push(...message.pages.map(unpackSections));
    else message.pages.forEach((page) => builderFor(message.language).add(page));
  } else if (message.kind === 'patch') builderFor(message.language).patch(message.pages);
  else if (message.kind === 'finish') finish(message.target, message.destination);
  else if (message.kind === 'keep') {
    // Watch holds every page until then, and the live index holds what it needs of the builder, whose packed
    // postings would double the worker's memory: the builder is not kept.
    const kept = new SearchIndexBuilder(message.target.language);
    held?.forEach((page) => kept.add(page));
    held = undefined;
    live = LiveSearchIndex.of(kept, message.target);
    parentPort!.postMessage(live.build());
  } else parentPort!.postMessage(live?.replace(message.pages) ?? null);
});

/** Characters of parts sent in one message. */
const PARTS_PER_MESSAGE = 4_000_000;

/**
 * Builds the index, sending its parts as they are written, or writing them into `destination` and then saying what
 * it wrote, then the entry (see FinishReply).
 */
function finish(target: SearchIndexTarget, destination: PartsDestination | undefined): void {
  if (destination) {
    const parts = partsWriter(destination);
    const index = builderFor(target.language).finish(target, PART_SIZES, parts.write);
    parentPort!.postMessage({ kind: 'written', written: parts.written() } satisfies FinishReply);
    return finished(index);
  }
  let batch: SplitFile[] = [];
  let size = 0;
  const send = () => {
    if (batch.length) parentPort!.postMessage({ kind: 'parts', files: batch } satisfies FinishReply);
    batch = [];
    size = 0;
  };
  const index = builderFor(target.language).finish(target, PART_SIZES, (file) => {
    batch.push(file);
    size += file.json.length;
    if (size >= PARTS_PER_MESSAGE) send();
  });
  send();
  finished(index);
}

function finished(index: BuiltSearchIndex): void {
  parentPort!.postMessage({ kind: 'built', index } satisfies FinishReply);
  // After the index: the build need not wait for its snapshot until its site is in place.
  parentPort!.postMessage({ kind: 'saved', file: builder!.save() } satisfies FinishReply);
}
