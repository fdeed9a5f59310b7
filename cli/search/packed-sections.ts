import { hash } from 'node:crypto';
import v8 from 'node:v8';
import type { PageSections } from './sections.ts';

/**
 * A page's sections v8-serialized, with its URL beside them: what the cache of rendered docs keeps of a doc's sections
 * and what the index worker is sent. A doc the cache reuses hands its bytes on as they are in the cache's data file,
 * and the worker takes them apart only to index them: when the last build's index is updated, the unchanged pages
 * (all but the edited one) are only hashed. Taking 10,000 docs' sections apart and cloning them to the worker cost a
 * one-page rebuild a quarter of a second of its main thread.
 */
export interface PackedSections {
  url: string;
  bytes: Uint8Array;
}

/** What the search index is fed: a page's sections, or the same packed (see PackedSections). */
export type SearchPageInput = PageSections | PackedSections;

export function packSections(page: PageSections): PackedSections {
  return { url: page.url, bytes: v8.serialize(page) };
}

export const isPacked = (page: SearchPageInput): page is PackedSections => 'bytes' in page;

export function unpackSections(page: SearchPageInput): PageSections {
  return isPacked(page) ? (v8.deserialize(page.bytes) as PageSections) : page;
}

/**
 * A page's sections, hashed as they are packed: a page whose hash is the last index's gives the index the same
 * documents. The same sections pack to the same bytes in every build of the same docsgen (a reused doc's come from
 * the build that rendered it); should two packings of equal sections ever differ, the page only counts as changed
 * and is indexed again, to the same documents.
 */
export function sectionsDigest(page: SearchPageInput): string {
  return hash('sha1', isPacked(page) ? page.bytes : v8.serialize(page), 'base64');
}
