import type { LoadedConfig } from '../sources/config/load-config.ts';
import { error, type Diagnostic } from '../core/diagnostics.ts';
import type { LinkSite } from '../site/links/check-links.ts';
import type { DocSource } from '../sources/doc.ts';
import type { BlogBuild } from '../page/compile-blog.ts';
import type { BuiltListing } from '../site/listings/listing.ts';
import { docsTagPages } from '../site/listings/docs-tags.ts';
import type { BlogInfo, ListingRoute } from '../../format/site-format.ts';
import type { PageMeta } from '../output/compiled-site.ts';

export interface Listings {
  /** Site paths of the listing pages: links to them are checked before their payloads are final. */
  paths: string[];
  linkSites: LinkSite[];
  anchorsByRoute: Map<string, ReadonlySet<string>>;
  blog?: BlogInfo;
  diagnostics: Diagnostic[];
  /**
   * Names each payload by `fileName`, the docs' rule (see payloadFiles), from
   * its final JSON, which `finish` gives (it swaps in code highlighted on
   * another thread).
   */
  emit(finish: (json: string) => string, fileName: (name: string, json: string) => string): ListingFiles;
}

export interface ListingFiles {
  routes: ListingRoute[];
  pages: PageMeta[];
  /** Payload JSON by file name relative to the site root. */
  payloadFiles: Map<string, string>;
}

/**
 * Pages beyond docs: the blog (already rendered, see compileBlog), the docs' tag pages and generated index pages, and
 * the pages folder's standalone pages (already rendered, see compileStandalonePages).
 */
export function compileListings(
  loaded: LoadedConfig,
  docs: DocSource[],
  blog: BlogBuild,
  categoryIndexes: readonly BuiltListing[] = [],
  standalonePages: readonly BuiltListing[] = [],
): Listings {
  const generated = [...docsTagPages(docs, loaded.config), ...blog.listings, ...categoryIndexes];
  const diagnostics = blog.diagnostics;
  const docByRoute = new Map(docs.map((d) => [d.route, d]));
  for (const listing of generated) {
    const clash = docByRoute.get(listing.path);
    if (clash)
      diagnostics.push(
        error(
          'duplicate-route',
          clash.file,
          1,
          1,
          `the route ${listing.path} is also a ${listing.payload.kind} page; give this doc another slug`,
        ),
      );
  }
  // A standalone page's clashes are reported at the page (see standalonePageCollisions).
  const built = [...generated, ...standalonePages];
  // Serialized now, while the highlighter still works: only the markers of highlighted code change later.
  const unfinished = built.map((listing) => JSON.stringify(listing.payload));
  return {
    paths: built.map((listing) => listing.path),
    linkSites: blog.linkSites,
    anchorsByRoute: blog.anchorsByRoute,
    diagnostics,
    ...(blog.blog ? { blog: blog.blog } : {}),
    emit(finish, fileName) {
      const out: ListingFiles = { routes: [], pages: [], payloadFiles: new Map() };
      built.forEach((listing, i) => {
        const json = finish(unfinished[i]!);
        const file = fileName(listing.name, json);
        out.payloadFiles.set(file, json);
        const unlisted = listing.unlisted ? { unlisted: true as const } : {};
        out.routes.push({
          path: listing.path,
          kind: listing.payload.kind,
          payload: file,
          ...unlisted,
          ...(listing.sidebar ? { sidebar: listing.sidebar } : {}),
        });
        const head = {
          ...(listing.keywords?.length ? { keywords: listing.keywords } : {}),
          ...(listing.image ? { image: listing.image } : {}),
        };
        out.pages.push({
          path: listing.path,
          title: listing.payload.title,
          description: listing.description,
          payload: file,
          ...(listing.unlisted ? { noindex: true } : {}),
          ...head,
        });
      });
      return out;
    },
  };
}
