import path from 'node:path';
import { walkFiles, type WalkProblem } from '../util/confined-walk.ts';

/**
 * Everything under the static folders, by its path relative to its folder, with the file it is copied from: served at
 * the same paths (as Docusaurus's `staticDirectories`; the first folder that holds a path serves it). Hidden files
 * too, as Docusaurus copies them: `.nojekyll` for GitHub Pages, `.well-known/`. A symlink is followed only inside
 * `allowed` (the project): `ln -s ~/.npmrc content/static/npmrc.txt` would publish a token; `links` names the others,
 * as absolute paths.
 */
export function staticFiles(
  staticDirs: readonly string[],
  allowed: readonly string[] = staticDirs,
): { files: Map<string, string>; links: WalkProblem[] } {
  const files = new Map<string, string>();
  const links: WalkProblem[] = [];
  for (const dir of staticDirs) {
    const { files: found, problems } = walkFiles(dir, { allowed, dot: true });
    for (const rel of found) if (!files.has(rel)) files.set(rel, path.join(dir, rel));
    links.push(...problems.map((problem) => ({ ...problem, rel: path.join(dir, problem.rel) })));
  }
  return { files, links };
}

/**
 * The files a build named by their content, which a host may cache for good: an nginx `map` file (see the
 * nginx example in docs/pages/deploy/nginx.md), which `docsgen serve` reads too. Nothing else is marked immutable, however its name looks.
 */
export const HASHED_FILES = 'hashed-files.map';

/**
 * The files a build copied from the project that a browser opening them directly would render as a document (see
 * rendersAsDocument), in the same `map` format: `docsgen serve` and the nginx example send them with a policy that
 * runs no script (SANDBOX_POLICY), so that an SVG or a static `.html` page cannot read the reader's token.
 */
export const SANDBOXED_FILES = 'sandboxed-files.map';

/**
 * The routes that have no HTML file of their own (`"output": { "routeHtml": "fallback" }`), each with the shell that
 * serves it (FALLBACK_SHELL, baseUrl in front), as `"/path" "/200.html";` lines of an nginx `map`, which
 * `docsgen serve` reads too. Written by every build, empty when each route has its file, so that one nginx config
 * serves either.
 */
export const ROUTE_SHELLS = 'route-shells.map';

/**
 * The shell served with 200 for a route without its own file: the not-found shell's twin for routes that exist,
 * named as Surge names its single-page fallback. The viewer shows the route, or its not-found page.
 */
export const FALLBACK_SHELL = '200.html';

/** Files every build writes at the site's root besides its pages, which no redirect or static file may take. */
export const SITE_FILES = ['404.html', 'sitemap.xml', HASHED_FILES, SANDBOXED_FILES, ROUTE_SHELLS];

/**
 * The file a route's HTML is written to, as Docusaurus 3.8.1's `pathnameToFilename` (packages/docusaurus/src/ssg)
 * names it: "/docs/a" -> "docs/a/index.html" when `trailingSlash` is true or unset, so a deep link works on any
 * static host, and "docs/a.html" when it is false, whose URLs never end with "/".
 */
export function htmlPathFor(route: string, trailingSlash?: boolean): string {
  if (route === '/') return 'index.html';
  return trailingSlash === false ? `${route.slice(1)}.html` : `${route.slice(1)}/index.html`;
}
