import type { LoadedConfig } from '../sources/config/load-config.ts';
import type { DocSource } from '../sources/doc.ts';
import { error, type Diagnostic } from '../core/diagnostics.ts';
import { SEARCH_ROUTE } from '../../format/routes.ts';
import type { StandalonePage } from '../page/compile-pages.ts';

/** What else takes a route: docs, and the listings (blog, tag and generated index pages) by route. */
export interface TakenRoutes {
  docs: readonly DocSource[];
  /** Every listing's route, the standalone pages' own among them. */
  listingPaths: readonly string[];
  /** The docs' base route ("/docs") when it shows a doc of its own (see docsRouteDocId). */
  docsRoute?: string;
}

/**
 * A standalone page at a route something else has: a doc, a blog or tag page, the search page, the config's home
 * page, or another standalone page. Docusaurus builds such a site and one page silently hides the other; here it is an
 * error at the page that names both (of two standalone pages, at the one that is not the route's owner).
 */
export function standalonePageCollisions(
  loaded: LoadedConfig,
  pages: readonly StandalonePage[],
  taken: TakenRoutes,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const docByRoute = new Map(taken.docs.map((doc) => [doc.route, doc.file]));
  // A route listed more often than standalone pages take it is also another listing's.
  const listed = new Map<string, number>();
  for (const route of taken.listingPaths) listed.set(route, (listed.get(route) ?? 0) + 1);
  for (const page of pages) listed.set(page.path, (listed.get(page.path) ?? 0) - 1);
  // A route's owner among pages is the first that took it from its file's path, else the first page.
  const owners = new Map<string, StandalonePage>();
  for (const page of pages) {
    const owner = owners.get(page.path);
    if (!owner || (owner.fromSlug && !page.fromSlug)) owners.set(page.path, page);
  }
  for (const page of pages) {
    const at = (what: string, fix = 'give it a "slug" in front matter, or rename the file') =>
      diagnostics.push(
        error('duplicate-route', page.file, 1, 1, `this page's route ${page.path} is also ${what}; ${fix}`),
      );
    const doc = docByRoute.get(page.path);
    if (doc) at(`the doc ${doc}`);
    if ((listed.get(page.path) ?? 0) > 0) at('a blog, tag or category page');
    if (page.path === taken.docsRoute) at("the docs' base route, which shows their main doc");
    if (page.path === SEARCH_ROUTE) at('the search page');
    if (page.path === '/' && loaded.config.home !== undefined)
      at(
        "the config's home page",
        'remove "home" from the config to make this page the home page, or give the page a "slug"',
      );
    const owner = owners.get(page.path)!;
    if (owner !== page) at(`the page ${owner.file}`);
  }
  return diagnostics;
}
