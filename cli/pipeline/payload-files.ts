import type { Listings } from './compile-listings.ts';
import type { ExportWriter } from '../markdown-export/site-exports.ts';
import type { ListingRoute, RouteEntry } from '../../format/site-format.ts';
import type { DocPage } from '../page/doc-page.ts';
import type { PayloadWriter } from './model.ts';
import type { PageMeta } from '../output/compiled-site.ts';
import { payloadFileName } from '../util/site-file-names.ts';
import { sizeFromEnv } from '../util/size-from-env.ts';

export interface PayloadFiles {
  /** The docs' routes, /docs among them. */
  routes: RouteEntry[];
  listingRoutes: ListingRoute[];
  /** Every route's HTML shell. */
  pages: PageMeta[];
  /**
   * Payload JSON by file name relative to the site root; an empty text for one handed to a PayloadWriter, or left in
   * the site as it was (DocPage.payloadKept).
   */
  files: Map<string, string>;
}

/**
 * Docs' payloads finished while the compile renders the rest: `add` each rendered doc, `drain` whenever the event loop
 * may have brought highlighted code, `end` once the highlighter has settled. A payload is named by a hash of its
 * final text, so it waits for its code; handed to a writer as soon as it can be named, it leaves the heap then rather
 * than at the end of rendering (about 1 GB at 100,000 pages, which made every garbage collection of the render dearer).
 */
export interface PayloadStream {
  add(page: DocPage): void;
  /** Finishes the docs added so far whose code is highlighted, in the order they were added. */
  drain(): Promise<void>;
  /** Finishes every doc left with the settled highlighter's `finish`, then the listings. */
  end(listings: Listings, finish: (json: string) => string): Promise<PayloadFiles>;
}

/**
 * Docs that may wait for their code before the render waits for the highlighter (see payloadStream): a few MB. Without
 * a bound, the render ran far ahead of the worker on a large site, and the payloads left waiting at its end were a
 * quarter of the heap at 30,000 pages.
 */
const MAX_WAITING_DOCS = 1024;

/** Tests set `DOCSGEN_MAX_WAITING_DOCS` to take a small site through the wait (see sizeFromEnv). */
const maxWaitingDocs = () => sizeFromEnv('DOCSGEN_MAX_WAITING_DOCS', MAX_WAITING_DOCS);

/** Payloads handed over between two waits for the writers: a few hundred KB. */
const PAYLOADS_PER_WAIT = 32;

/** Hands files to a build's writer, waiting for it every few files; see PayloadWriter for `compressedAsSent`. */
export function writerSink(
  writer: PayloadWriter,
  compressedAsSent: (file: string) => boolean,
): (file: string, text: string) => Promise<void> {
  let handed = 0;
  return async (file, text) => {
    writer.write(file, text, compressedAsSent(file));
    if (++handed % PAYLOADS_PER_WAIT === 0) await writer.drained();
  };
}

/**
 * Hands a build's Markdown exports to its writer: each page's as a route's own file, llms-full.txt in pieces (neither
 * gets compressed copies, see COMPRESSED_PER_REQUEST), llms.txt with its copies. An export whose path a static file
 * takes is not written at all, so that no copy of docsgen's is left beside the static file (see yieldToStaticFiles).
 */
export function exportSink(writer: PayloadWriter, staticFiles: ReadonlyMap<string, string>): ExportWriter {
  const hand = writerSink(writer, (file) => file !== 'llms.txt');
  return {
    write: async (file, text) => {
      if (!staticFiles.has(file)) await hand(file, text);
    },
    append: async (file, text) => {
      if (staticFiles.has(file)) return;
      writer.append(file, text);
      await writer.drained();
    },
    keep: (file, size) => !staticFiles.has(file) && (writer.keep?.(file, size) ?? false),
  };
}

/** Keeps a file's text, or hands it to `writer` and keeps its name with an empty text. */
export function payloadSink(
  files: Map<string, string>,
  writer: PayloadWriter | undefined,
  compressedAsSent: (file: string) => boolean,
): (file: string, json: string) => Promise<void> {
  const hand = writer && writerSink(writer, compressedAsSent);
  return async (file, json) => {
    files.set(file, hand ? '' : json);
    await hand?.(file, json);
  };
}

/**
 * Names each payload by the rule of payloadFileName, docs and listings alike, in the order docs were added, then the
 * listings. `ready` gives a payload with its code swapped in, or undefined while a block of it is still being
 * highlighted; with a `writer`, each payload goes to it as soon as it is named, and neither the page nor the result
 * keeps its text.
 */
export function payloadStream(
  ready: (json: string) => string | undefined,
  stableNames: boolean,
  writer?: PayloadWriter,
  caughtUp?: () => Promise<void>,
  maxWaiting = maxWaitingDocs(),
): PayloadStream {
  const out: PayloadFiles = { routes: [], listingRoutes: [], pages: [], files: new Map() };
  const add = payloadSink(out.files, writer, () => true);
  // Docs have unique ids, but a listing's name may be a doc's id or another listing's ("blog/index" for a post at
  // /blog/index); hashed names then differ, and a stable name taken already falls back to a hashed one.
  const taken = new Set<string>();
  const fileName = (name: string, json: string, known?: string) => {
    const stable = known ?? payloadFileName(name, json, stableNames);
    const file = taken.has(stable) ? payloadFileName(name, json, false) : stable;
    taken.add(file);
    return file;
  };
  let waiting: DocPage[] = [];
  const named = async (page: DocPage, json: string) => {
    const { doc, nav, title, description, routes, markdownHref } = page;
    // Only the finished text is used from here on, and by the caller.
    page.json = writer ? '' : json;
    // A reused doc's payload was checked against its name already: hashing it again cost 0.1 s at 10,000 pages.
    const file = fileName(doc.id, json, page.payloadFile);
    if (page.payloadKept) out.files.set(file, '');
    else await add(file, json);
    const fm = doc.frontMatter;
    for (const path of routes) {
      out.routes.push({
        path,
        docId: doc.id,
        payload: file,
        ...(nav?.sidebar ? { sidebar: nav.sidebar } : {}),
        ...(fm.unlisted ? { unlisted: true as const } : {}),
        ...(fm.draft ? { draft: true as const } : {}),
        ...(doc.version ? { version: doc.version } : {}),
        ...(doc.alternates ? { alternates: doc.alternates } : {}),
      });
      out.pages.push({
        path,
        title,
        description,
        payload: file,
        ...(fm.unlisted ? { noindex: true } : {}),
        ...(fm.keywords?.length ? { keywords: fm.keywords } : {}),
        ...(fm.image ? { image: fm.image } : {}),
        ...(markdownHref ? { markdown: markdownHref } : {}),
        ...(page.head?.canonical ? { canonical: page.head.canonical } : {}),
        ...(page.head?.tags.length ? { headTags: page.head.tags } : {}),
      });
    }
  };
  const drain = async (): Promise<void> => {
    let done = 0;
    for (const page of waiting) {
      const json = ready(page.json);
      if (json === undefined) break;
      await named(page, json);
      done++;
    }
    waiting = waiting.slice(done);
    if (caughtUp && waiting.length > maxWaiting) {
      await caughtUp();
      await drain();
    }
  };
  return {
    add: (page) => void waiting.push(page),
    drain,
    async end(listings, finish) {
      for (const page of waiting) await named(page, finish(page.json));
      waiting = [];
      const listed = listings.emit(finish, fileName);
      for (const [file, json] of listed.payloadFiles) await add(file, json);
      out.listingRoutes = listed.routes;
      out.pages.push(...listed.pages);
      return out;
    },
  };
}
