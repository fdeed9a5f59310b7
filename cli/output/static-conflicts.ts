import path from 'node:path';
import { warning, type Diagnostic } from '../core/diagnostics.ts';
import { FALLBACK_SHELL, htmlPathFor, SITE_FILES } from './site-paths.ts';
import type { DocsConfig } from '../sources/config/types.ts';

/**
 * A static file (`statics`: its path in the site, and its source) whose path is one the build needs: a page's
 * HTML, a page's folder, 404.html, sitemap.xml or, with one shell for every route (`routeHtml`), 200.html.
 * Docusaurus writes its pages after copying the static files, so its own file wins; here too the static file is left
 * out, with a warning naming the file and the page. Returns the warnings and the static files that remain.
 */
export function staticConflicts(
  statics: ReadonlyMap<string, string>,
  routes: Iterable<string>,
  cwd: string,
  trailingSlash?: boolean,
  routeHtml: DocsConfig['output']['routeHtml'] = 'every',
): { diagnostics: Diagnostic[]; kept: Map<string, string> } {
  const taken = new Map<string, string>();
  for (const route of routes) {
    const html = htmlPathFor(route, trailingSlash);
    taken.set(html, `the page ${route}, whose HTML goes to ${html}`);
    // Under trailingSlash false a file named like the route would be served in its place.
    if (route !== '/')
      taken.set(
        route.slice(1),
        trailingSlash === false
          ? `the page ${route}: a host would serve the file in its place`
          : `the page ${route}, which needs a folder ${route.slice(1)}/ for its HTML`,
      );
  }
  for (const file of [...SITE_FILES, ...(routeHtml === 'fallback' ? [FALLBACK_SHELL] : [])])
    taken.set(file, `the ${file} that docsgen writes`);
  const diagnostics: Diagnostic[] = [];
  const kept = new Map<string, string>();
  for (const [rel, source] of statics) {
    const clash = taken.get(rel);
    if (!clash) kept.set(rel, source);
    else
      diagnostics.push(
        warning(
          'duplicate-route',
          path.relative(cwd, source),
          1,
          1,
          `this static file takes the path of ${clash}; the page is written there and the static file left out, as Docusaurus does; move or rename it`,
        ),
      );
  }
  return { diagnostics, kept };
}
