import path from 'node:path';
import { error, type Diagnostic } from '../util/diagnostics.ts';
import { HASHED_FILES, htmlPathFor } from './site-paths.ts';

/** Files the build writes at the site root besides the route pages. */
const ROOT_FILES = ['404.html', 'sitemap.xml', HASHED_FILES];

/**
 * A static file (`statics`: its path in the site, and its source) whose path is one the build needs: a page's
 * HTML, a page's folder, 404.html or sitemap.xml. Caught here, it is an
 * error naming the file and the page, reported with the other problems,
 * instead of a failure when the site is written.
 */
export function staticConflicts(statics: ReadonlyMap<string, string>, routes: Iterable<string>, cwd: string, trailingSlash?: boolean): Diagnostic[] {
  const taken = new Map<string, string>();
  for (const route of routes) {
    const html = htmlPathFor(route, trailingSlash);
    taken.set(html, `the page ${route}, whose HTML goes to ${html}`);
    // Under trailingSlash false a file named like the route would be served in its place.
    if (route !== '/') taken.set(route.slice(1), trailingSlash === false ? `the page ${route}: a host would serve the file in its place` : `the page ${route}, which needs a folder ${route.slice(1)}/ for its HTML`);
  }
  for (const file of ROOT_FILES) taken.set(file, `the ${file} that docsgen writes`);
  return [...statics].flatMap(([rel, source]) => {
    const clash = taken.get(rel);
    return clash ? [error('duplicate-route', path.relative(cwd, source), 1, 1, `this static file takes the path of ${clash}; move or rename it`)] : [];
  });
}
