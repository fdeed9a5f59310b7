import type { LoadedConfig } from '../sources/config/load-config.ts';
import type { DocSource } from '../sources/doc.ts';
import { error, type Diagnostic } from '../core/diagnostics.ts';
import { SEARCH_ROUTE } from '../../format/routes.ts';

/**
 * Two pages at one route: with `routeBasePath: "/"` a doc may take the route of the config's home page or of the
 * search page (a blog or tag page's route is checked with the listings). Docusaurus builds such a site and one page
 * silently hides the other; here it is an error naming both.
 */
export function routeCollisions(loaded: LoadedConfig, docs: readonly DocSource[], hasHome: boolean): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const doc of docs) {
    const line = doc.keyLines.slug ?? doc.keyLines.id ?? 1;
    if (doc.route === '/' && hasHome) {
      const at = loaded.locate(['home']);
      diagnostics.push(
        error(
          'duplicate-route',
          loaded.file,
          at.line,
          at.column,
          `home: the home page "/" is also the doc ${doc.file}; remove "home" from the config to make that doc the home page, or give the doc another slug`,
        ),
      );
    }
    if (doc.route === SEARCH_ROUTE)
      diagnostics.push(
        error(
          'duplicate-route',
          doc.file,
          line,
          1,
          `this doc's route ${SEARCH_ROUTE} is the search page's; give the doc another slug`,
        ),
      );
  }
  return diagnostics;
}

/** The blog's first page at "/" (`blog.routeBasePath: "/"`) beside the config's `home`. */
export function blogAtHome(loaded: LoadedConfig, listingPaths: readonly string[]): Diagnostic[] {
  if (loaded.config.home === undefined || !listingPaths.includes('/')) return [];
  const at = loaded.locate(['blog', 'routeBasePath']);
  return [
    error(
      'duplicate-route',
      loaded.file,
      at.line,
      at.column,
      'blog.routeBasePath: the blog\'s page "/" is also the config\'s home page; remove "home" from the config, or serve the blog elsewhere',
    ),
  ];
}
