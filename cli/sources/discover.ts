import fg from 'fast-glob';
import { walkFiles, type WalkProblem } from '../util/confined-walk.ts';
import { error, type Diagnostic } from '../core/diagnostics.ts';

export interface DiscoveredFiles {
  /** Absolute path of the docs folder (`docs.path`, else `<contentDir>/docs`). */
  docsDir: string;
  /** Markdown and MDX pages, relative to docsDir, with "/" separators, sorted. */
  docs: string[];
  /** `_category_.json` / `_category_.yml` files, relative to docsDir, sorted. */
  categories: string[];
  /** Symlinks not followed: out of the project, or in a loop. */
  links: WalkProblem[];
}

const PAGE = /\.mdx?$/;
const CATEGORY = /(^|\/)_category_\.(json|ya?ml)$/;

/** Whether a path, absolute or relative and with either separator, names a `_category_.json` or `_category_.yml`. */
export function isCategoryFile(file: string): boolean {
  return CATEGORY.test(file.replaceAll('\\', '/'));
}
/** Files and folders starting with "_" are partials, never pages. */
const PARTIAL = /(^|\/)_/;

/**
 * The files under `dir` that `exclude` names (globs relative to it), as Docusaurus's docs plugin leaves them out
 * (packages/docusaurus-plugin-content-docs/src/docs.ts, readVersionDocs: Globby with `ignore: options.exclude`).
 */
export function excludedFiles(dir: string, exclude: readonly string[]): Set<string> {
  if (!exclude.length) return new Set();
  // An unreadable folder is passed over, as the walk that finds the pages passes over it.
  return new Set(
    fg.sync([...exclude], { cwd: dir, onlyFiles: true, followSymbolicLinks: false, suppressErrors: true }),
  );
}

/**
 * The pages under a folder (`.md` and `.mdx`), relative to it and sorted. Files and folders starting with "_" are
 * partials, as in Docusaurus.
 */
export function findPages(dir: string, allowed: readonly string[] = [dir]): { pages: string[]; links: WalkProblem[] } {
  const { files, problems } = walkFiles(dir, { allowed });
  return { pages: pagesAmong(files), links: problems };
}

function pagesAmong(files: readonly string[]): string[] {
  return files.filter((f) => PAGE.test(f) && !PARTIAL.test(f));
}

/**
 * Stage 2: find the sources of the docs folder. Symlinks are followed only inside `allowed` (the project: the
 * config's folder and the folders it names), and `links` says which were not. `exclude` (the config's
 * `docs.exclude`, globs relative to the docs folder) names files that are not pages.
 */
export function discover(
  docsDir: string,
  allowed: readonly string[] = [docsDir],
  exclude?: readonly string[],
): DiscoveredFiles {
  const { files, problems } = walkFiles(docsDir, { allowed });
  const excluded = exclude === undefined ? undefined : excludedFiles(docsDir, exclude);
  const pages = excluded === undefined ? pagesAmong(files) : files.filter((f) => PAGE.test(f) && !excluded.has(f));
  return { docsDir, docs: pages, categories: files.filter((f) => CATEGORY.test(f)), links: problems };
}

/** A symlink that discovery did not follow, at the link, as the writer names it. */
export function linkError(file: string, problem: WalkProblem): Diagnostic {
  return error(problem.code, file, 1, 1, problem.message);
}
