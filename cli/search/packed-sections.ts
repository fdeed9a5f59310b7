import { hash } from 'node:crypto';
import v8 from 'node:v8';
import { type FileRange, readRangeWhole } from '../util/file-range.ts';
import type { PageSections } from './sections.ts';

/**
 * A page's sections v8-serialized, with its URL beside them: what the cache of rendered docs keeps of a doc's sections
 * and what the index worker is sent. The worker takes them apart only to index them: when the last build's index is
 * updated, an unchanged page is only hashed. Taking 10,000 docs' sections apart and cloning them to the worker cost a
 * one-page rebuild a quarter of a second of its main thread; a doc the cache reuses is now only named (CachedSections).
 */
export interface PackedSections {
  url: string;
  bytes: Uint8Array;
}

/**
 * A doc's packed sections as they lie in the cache of rendered docs, named rather than read (see PageCache): the
 * sections the build that wrote `generation`'s cache index indexed for the doc. When the last build's search snapshot
 * is of the same generation, the index worker takes the doc's digest from it, and reads the bytes only should it
 * index the doc again; the main thread neither copies 40 MB of sections at 10,000 docs nor clones them to the worker.
 */
export interface CachedSections {
  url: string;
  range: FileRange;
  generation: string;
}

/** What the search index is fed: a page's sections, the same packed (PackedSections), or named (CachedSections). */
export type SearchPageInput = PageSections | PackedSections | CachedSections;

export function packSections(page: PageSections): PackedSections {
  return { url: page.url, bytes: v8.serialize(page) };
}

export const isPacked = (page: SearchPageInput): page is PackedSections => 'bytes' in page;

export const isCached = (page: SearchPageInput): page is CachedSections => 'range' in page;

/** `page` packed: as it is, read from the cache's data file when it is named (see CachedSections), or packed now. */
export function toPacked(page: SearchPageInput): PackedSections {
  if (isCached(page)) return { url: page.url, bytes: readRangeWhole(page.range) };
  return isPacked(page) ? page : packSections(page);
}

export function unpackSections(page: SearchPageInput): PageSections {
  return isPacked(page) || isCached(page) ? (v8.deserialize(toPacked(page).bytes) as PageSections) : page;
}

/**
 * A page's sections, hashed as they are packed: a page whose hash is the last index's gives the index the same
 * documents. The same sections pack to the same bytes in every build of the same docsgen (a reused doc's come from
 * the build that rendered it); should two packings of equal sections ever differ, the page only counts as changed
 * and is indexed again, to the same documents.
 */
export function sectionsDigest(page: SearchPageInput): string {
  return hash('sha1', toPacked(page).bytes, 'base64');
}
