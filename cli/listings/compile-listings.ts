import type { LoadedConfig } from '../config/load-config.ts';
import type { PageMeta } from '../compile/compile-site.ts';
import { contentHash } from '../content-hash.ts';
import { error, type Diagnostic } from '../diagnostics.ts';
import type { LinkSite } from '../links/check-links.ts';
import type { DocSource } from '../parse/doc.ts';
import type { BlogBuild } from '../blog/compile-blog.ts';
import { docsTagPages } from '../tags/docs-tags.ts';
import type { BlogInfo, ListingRoute } from '../site-format.ts';

export interface Listings {
  routes: ListingRoute[];
  pages: PageMeta[];
  /** Payload JSON by file name relative to the site root. */
  payloadFiles: Map<string, string>;
  linkSites: LinkSite[];
  anchorsByRoute: Map<string, ReadonlySet<string>>;
  blog?: BlogInfo;
  diagnostics: Diagnostic[];
}

/**
 * Pages beyond docs: the blog (already rendered, see compileBlog) and the
 * docs' tag pages, each with a payload named by a hash of its final JSON,
 * which `finish` gives (it swaps in code highlighted on another thread).
 */
export function compileListings(loaded: LoadedConfig, docs: DocSource[], blog: BlogBuild, finish: (json: string) => string): Listings {
  const built = [...docsTagPages(docs, loaded.config.baseUrl), ...blog.listings];
  const out: Listings = { routes: [], pages: [], payloadFiles: new Map(), linkSites: blog.linkSites, anchorsByRoute: blog.anchorsByRoute, diagnostics: blog.diagnostics, ...(blog.blog ? { blog: blog.blog } : {}) };
  const docByRoute = new Map(docs.map((d) => [d.route, d]));
  for (const listing of built) {
    const clash = docByRoute.get(listing.path);
    if (clash) out.diagnostics.push(error(clash.file, 1, 1, `the route ${listing.path} is also a ${listing.payload.kind} page; give this doc another slug`));
    const json = finish(JSON.stringify(listing.payload));
    const file = `data/${listing.name}.${contentHash(json)}.json`;
    out.payloadFiles.set(file, json);
    out.routes.push({ path: listing.path, kind: listing.payload.kind, payload: file, ...(listing.unlisted ? { unlisted: true as const } : {}) });
    out.pages.push({ path: listing.path, title: listing.payload.title, description: listing.description, payload: file, ...(listing.unlisted ? { noindex: true } : {}) });
  }
  return out;
}
