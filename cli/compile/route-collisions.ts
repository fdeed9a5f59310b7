import type { LoadedConfig } from '../config/load-config.ts';
import type { DocSource } from '../parse/doc.ts';
import { error, type Diagnostic } from '../util/diagnostics.ts';
import { SEARCH_ROUTE } from '../../format/routes.ts';

/**
 * Two pages at one route: with `routeBasePath: "/"` a doc may take the route of the home page, of the search page,
 * of the blog or of a tag page. Docusaurus builds such a site and one page silently hides the other; here it is an
 * error naming both.
 */

/** A doc at "/" beside the config's `home`, or a doc at the search page's route. */
export function routeCollisions(loaded: LoadedConfig, docs: readonly DocSource[], hasHome: boolean): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const doc of docs) {
    const line = doc.keyLines.slug ?? doc.keyLines.id ?? 1;
    if (doc.route === '/' && hasHome) {
      const at = loaded.locate(['home']);
      diagnostics.push(error(loaded.file, at.line, at.column, `home: the home page "/" is also the doc ${doc.file}; remove "home" from the config to make that doc the home page, or give the doc another slug`));
    }
    if (doc.route === SEARCH_ROUTE) diagnostics.push(error(doc.file, line, 1, `this doc's route ${SEARCH_ROUTE} is the search page's; give the doc another slug`));
  }
  return diagnostics;
}

/** A doc whose route is a blog page's or a tag page's (`listingPaths`), or a listing at the search page's route. */
export function listingCollisions(loaded: LoadedConfig, docs: readonly DocSource[], listingPaths: readonly string[]): Diagnostic[] {
  const listings = new Set(listingPaths);
  const diagnostics = docs
    .filter((doc) => listings.has(doc.route))
    .map((doc) => error(doc.file, doc.keyLines.slug ?? doc.keyLines.id ?? 1, 1, `this doc's route ${doc.route} is also a blog or tag page's; give the doc another slug, or change docs.routeBasePath or blog.routeBasePath`));
  if (listings.has(SEARCH_ROUTE)) {
    const at = loaded.locate(['blog', 'routeBasePath']);
    diagnostics.push(error(loaded.file, at.line, at.column, `blog.routeBasePath: the blog page ${SEARCH_ROUTE} is the search page's route; choose another routeBasePath`));
  }
  return diagnostics;
}
