import path from 'node:path';
import { walkFiles, type WalkProblem } from '../util/confined-walk.ts';
import { error, type Diagnostic } from '../util/diagnostics.ts';

export interface DiscoveredFiles {
  /** Absolute path of `<contentDir>/docs`. */
  docsDir: string;
  /** Markdown pages, relative to docsDir, with "/" separators, sorted. */
  docs: string[];
  /** MDX pages, which docsgen does not read, relative to docsDir, sorted. */
  mdx: string[];
  /** `_category_.json` / `_category_.yml` files, relative to docsDir, sorted. */
  categories: string[];
  /** Symlinks not followed: out of the project, or in a loop. */
  links: WalkProblem[];
}

const PAGE = /\.mdx?$/;
const CATEGORY = /(^|\/)_category_\.(json|ya?ml)$/;
/** Files and folders starting with "_" are partials, never pages. */
const PARTIAL = /(^|\/)_/;

/**
 * The pages under a folder, relative to it and sorted: Markdown ones, and the MDX ones a Docusaurus site kept beside
 * them, which are reported rather than passed over. Files and folders starting with "_" are partials, as in Docusaurus.
 */
export function findPages(dir: string, allowed: readonly string[] = [dir]): { pages: string[]; mdx: string[]; links: WalkProblem[] } {
  const { files, problems } = walkFiles(dir, { allowed });
  return { ...pagesAmong(files), links: problems };
}

function pagesAmong(files: readonly string[]): { pages: string[]; mdx: string[] } {
  const found = files.filter((f) => PAGE.test(f) && !PARTIAL.test(f));
  return { pages: found.filter((f) => f.endsWith('.md')), mdx: found.filter((f) => f.endsWith('.mdx')) };
}

/** An MDX page, at `file` as the writer names it. */
export function mdxPageError(file: string): Diagnostic {
  return error(file, 1, 1, `MDX pages are not supported; rename it to ${path.basename(file, '.mdx')}.md, and write its imports and JSX as Markdown`);
}

/**
 * Stage 2: find the sources. Symlinks are followed only inside `allowed` (the project: the config's folder and the
 * content folder), and `links` says which were not.
 */
export function discover(contentDir: string, allowed: readonly string[] = [contentDir]): DiscoveredFiles {
  const docsDir = path.join(contentDir, 'docs');
  const { files, problems } = walkFiles(docsDir, { allowed });
  const { pages, mdx } = pagesAmong(files);
  return { docsDir, docs: pages, mdx, categories: files.filter((f) => CATEGORY.test(f)), links: problems };
}

/** A symlink that discovery did not follow, at the link, as the writer names it. */
export function linkError(file: string, problem: WalkProblem): Diagnostic {
  return error(file, 1, 1, problem.message);
}
