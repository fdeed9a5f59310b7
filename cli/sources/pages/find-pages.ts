import path from 'node:path';
import { excludedFiles } from '../discover.ts';
import { walkFiles, type WalkProblem } from '../../util/confined-walk.ts';

/** The files of a pages folder, relative to it with "/" separators, sorted. */
export interface PagesFolderFiles {
  /** `.md` and `.mdx` pages. */
  markdown: string[];
  /** `.js`, `.jsx`, `.ts` and `.tsx` pages: React components Docusaurus renders as whole pages. */
  react: string[];
  /** Symlinks not followed and folders not read. */
  problems: WalkProblem[];
}

const MARKDOWN = /\.mdx?$/;
/** Docusaurus's `include` of its pages plugin: `**\/*.{js,jsx,ts,tsx,md,mdx}`; a type declaration is not a page. */
const REACT = /(?<!\.d)\.(jsx?|tsx?)$/;

/**
 * The pages under a folder, as Docusaurus's pages plugin finds them (packages/docusaurus-plugin-content-pages/src/
 * content.ts: Globby over its `include` with `ignore: options.exclude`, by default files and folders starting with
 * "_", tests and `__tests__`). Hidden files are skipped, as fast-glob skips them.
 */
export function findStandalonePages(
  dir: string,
  exclude: readonly string[],
  allowed: readonly string[],
): PagesFolderFiles {
  const { files, problems } = walkFiles(dir, { allowed });
  const excluded = excludedFiles(dir, exclude);
  const pages = files.filter((file) => !excluded.has(file));
  return {
    markdown: pages.filter((file) => MARKDOWN.test(file)),
    react: pages.filter((file) => REACT.test(file)),
    problems,
  };
}

/**
 * A page's route and whether Docusaurus serves it with a trailing "/", as its pages plugin makes the permalink
 * (docusaurus-utils fileToPath, then normalizeUrl with the plugin's routeBasePath): `sobre.md` is `/sobre`,
 * `ajuda/index.mdx` is `/ajuda/`, `index.md` the root; a front matter `slug` replaces the file's path.
 */
export function standalonePageRoute(
  relPath: string,
  baseRoute: string,
  slug?: string,
): { route: string; slashed: boolean } {
  const fromFile = /(^|\/)index\.(mdx?|jsx?|tsx?)$/i.test(relPath)
    ? `/${path.posix.dirname(relPath)}/`.replace(/^\/\.\/$/, '/')
    : `/${relPath.replace(/\.(mdx?|jsx?|tsx?)$/, '')}`;
  // Joined as normalizeUrl joins, with "." and ".." resolved so that no slug leaves the pages' route.
  const written = slug === undefined ? fromFile : `/${slug}`;
  const resolved = path.posix.resolve('/', written.replace(/\/{2,}/g, '/'));
  const joined = baseRoute === '/' ? resolved : resolved === '/' ? baseRoute : `${baseRoute}${resolved}`;
  return { route: joined, slashed: written.endsWith('/') && joined !== '/' };
}
