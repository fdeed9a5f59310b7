import type { Listings } from '../listings/compile-listings.ts';
import type { ListingRoute, RouteEntry } from '../../format/site-format.ts';
import type { DocPage } from './doc-page.ts';
import type { PageMeta } from './model.ts';
import { payloadFileName } from './payload.ts';

export interface PayloadFiles {
  /** The docs' routes, /docs among them. */
  routes: RouteEntry[];
  listingRoutes: ListingRoute[];
  /** Every route's HTML shell. */
  pages: PageMeta[];
  /** Payload JSON by file name relative to the site root. */
  files: Map<string, string>;
}

/**
 * Finishes each page's payload (`finish` swaps in the code highlighted on the worker), puts the finished text in
 * place of the page's `json`, and names it by the rule of payloadFileName, docs and listings alike; each payload goes
 * to `onPayload` as soon as it is named.
 */
export function payloadFiles(
  docPages: readonly DocPage[],
  listings: Listings,
  finish: (json: string) => string,
  stableNames: boolean,
  onPayload?: (file: string, json: string) => void,
): PayloadFiles {
  const out: PayloadFiles = { routes: [], listingRoutes: [], pages: [], files: new Map() };
  const add = (file: string, json: string) => {
    out.files.set(file, json);
    onPayload?.(file, json);
  };
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
    // Only the finished text is used from here on; the rendered one, kept to the end of the compile with its page,
    // is as large again (about 0.6 GB at 100,000 pages).
    page.json = json;
    const file = fileName(doc.id, json);
    add(file, json);
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
  listed.payloadFiles.forEach((json, file) => add(file, json));
  out.listingRoutes = listed.routes;
  out.pages.push(...listed.pages);
  return out;
}
