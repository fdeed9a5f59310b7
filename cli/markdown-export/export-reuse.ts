import { createHash } from 'node:crypto';
import type { MarkdownPage } from './page-markdown.ts';
import type { FileRange } from '../util/file-range.ts';

/**
 * What a build that patches its site knows of the last build's Markdown exports there (see KeptExports in
 * cli/output). A page the cache of rendered docs reused has the marked Markdown it had; while the same routes have
 * exports, its export and its piece of llms-full.txt are the bytes the last build wrote: the export stays in the site
 * unwritten, and its piece is copied from the last llms-full.txt, rather than each made again from the Markdown.
 */
export interface ExportReuse {
  /** Called first, with the digest of this build's exported routes (see routesDigest): the last build's must match. */
  start(routes: string): void;
  /** The last build's export of `page`: its size in bytes, and where its piece of llms-full.txt was, if known. */
  last(page: MarkdownPage): LastExport | undefined;
  /** `length` bytes of the last llms-full.txt from `start`, for the writer to copy (see FileRange). */
  fullRange(start: number, length: number): FileRange;
  /** This build's export of a page, for the next build: its size in bytes. */
  record(route: string, size: number): void;
  /** Where this build's llms-full.txt holds the piece of a page recorded before. */
  recordPiece(route: string, start: number, length: number): void;
}

export interface LastExport {
  size: number;
  piece?: [start: number, length: number];
}

/** A digest of the routes that have an export, in order: every absolute link of an export depends on them. */
export function routesDigest(pages: readonly MarkdownPage[]): string {
  const hash = createHash('sha1');
  for (const page of pages) hash.update(`${page.route}\0`);
  return hash.digest('hex');
}
