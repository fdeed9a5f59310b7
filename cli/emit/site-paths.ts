import { walkFiles, type WalkProblem } from '../util/confined-walk.ts';

/**
 * Everything under content/static, relative to it, served at the same paths (as Docusaurus's static/). Hidden files
 * too, as Docusaurus copies them: `.nojekyll` for GitHub Pages, `.well-known/`. A symlink is followed only inside
 * `allowed` (the project): `ln -s ~/.npmrc content/static/npmrc.txt` would publish a token; `links` names the others.
 */
export function staticFiles(staticDir: string, allowed: readonly string[] = [staticDir]): { files: string[]; links: WalkProblem[] } {
  const { files, problems } = walkFiles(staticDir, { allowed, dot: true });
  return { files, links: problems };
}

/**
 * The files a build named by their content, which a host may cache for good: an nginx `map` file (see the
 * README's nginx example), which `docsgen serve` reads too. Nothing else is marked immutable, however its name looks.
 */
export const HASHED_FILES = 'hashed-files.map';

/** Files every build writes at the site's root besides its pages, which no redirect may take. */
export const SITE_FILES = ['404.html', 'sitemap.xml', HASHED_FILES];

/** "/docs/a" -> "docs/a/index.html", so a deep link works on any static host. */
export function htmlPathFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}
