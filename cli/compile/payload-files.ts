import type { Listings } from '../listings/compile-listings.ts';
import type { ListingRoute, RouteEntry } from '../../format/site-format.ts';
import type { DocPage } from './doc-page.ts';
import type { PageMeta, PayloadWriter } from './model.ts';
import { payloadFileName } from './payload.ts';

export interface PayloadFiles {
  /** The docs' routes, /docs among them. */
  routes: RouteEntry[];
  listingRoutes: ListingRoute[];
  /** Every route's HTML shell. */
  pages: PageMeta[];
  /** Payload JSON by file name relative to the site root; an empty text for one handed to a PayloadWriter. */
  files: Map<string, string>;
}

/** Payloads handed over between two waits for the writers: a few hundred KB. */
const PAYLOADS_PER_WAIT = 32;

/** Keeps a file's text, or hands it to `writer` and keeps its name with an empty text. */
export function payloadSink(files: Map<string, string>, writer: PayloadWriter | undefined, ownRoute: boolean): (file: string, json: string) => Promise<void> {
  let handed = 0;
  return async (file, json) => {
    if (!writer) {
      files.set(file, json);
      return;
    }
    files.set(file, '');
    writer.write(file, json, ownRoute);
    if (++handed % PAYLOADS_PER_WAIT === 0) await writer.drained();
  };
}

/**
 * Finishes each page's payload (`finish` swaps in the code highlighted on the worker) and names it by the rule of
 * payloadFileName, docs and listings alike; with a `writer`, each payload goes to it as soon as it is named, and
 * neither the page nor the result keeps its text.
 */
export async function payloadFiles(docPages: readonly DocPage[], listings: Listings, finish: (json: string) => string, stableNames: boolean, writer?: PayloadWriter): Promise<PayloadFiles> {
  const out: PayloadFiles = { routes: [], listingRoutes: [], pages: [], files: new Map() };
  const add = payloadSink(out.files, writer, true);
  // Docs have unique ids, but a listing's name may be a doc's id or another listing's ("blog/index" for a post at
  // /blog/index); hashed names then differ, and a stable name taken already falls back to a hashed one.
  const taken = new Set<string>();
  const fileName = (name: string, json: string) => {
    const stable = payloadFileName(name, json, stableNames);
    const file = taken.has(stable) ? payloadFileName(name, json, false) : stable;
    taken.add(file);
    return file;
  };
  for (const page of docPages) {
    const { doc, nav, title, description, routes, markdownHref } = page;
    const json = finish(page.json);
    // Only the finished text is used from here on, and by the caller; the rendered one, kept to the end of the compile
    // with its page, is as large again (about 0.6 GB at 100,000 pages).
    page.json = writer ? '' : json;
    const file = fileName(doc.id, json);
    await add(file, json);
    const fm = doc.frontMatter;
    for (const path of routes) {
      out.routes.push({
        path,
        docId: doc.id,
        payload: file,
        ...(nav?.sidebar ? { sidebar: nav.sidebar } : {}),
        ...(fm.unlisted ? { unlisted: true as const } : {}),
        ...(fm.draft ? { draft: true as const } : {}),
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
      });
    }
  }
  const listed = listings.emit(finish, fileName);
  for (const [file, json] of listed.payloadFiles) await add(file, json);
  out.listingRoutes = listed.routes;
  out.pages.push(...listed.pages);
  return out;
}
