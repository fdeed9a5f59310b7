import path from 'node:path';
import fg from 'fast-glob';
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
}

/**
 * The pages under a folder, relative to it and sorted: Markdown ones, and the MDX ones a Docusaurus site kept beside
 * them, which are reported rather than passed over. Files and folders starting with "_" are partials, as in Docusaurus.
 */
export function findPages(dir: string): { pages: string[]; mdx: string[] } {
  const found = fg.sync(['**/*.md', '**/*.mdx'], { cwd: dir, ignore: ['**/_*', '**/_*/**'], onlyFiles: true }).sort();
  return { pages: found.filter((f) => f.endsWith('.md')), mdx: found.filter((f) => f.endsWith('.mdx')) };
}

/** An MDX page, at `file` as the writer names it. */
export function mdxPageError(file: string): Diagnostic {
  return error(file, 1, 1, `MDX pages are not supported; rename it to ${path.basename(file, '.mdx')}.md, and write its imports and JSX as Markdown`);
}

/** Stage 2: find the sources. */
export function discover(contentDir: string): DiscoveredFiles {
  const docsDir = path.join(contentDir, 'docs');
  const { pages, mdx } = findPages(docsDir);
  const categories = fg.sync(['**/_category_.{json,yml,yaml}'], { cwd: docsDir, onlyFiles: true }).sort();
  return { docsDir, docs: pages, mdx, categories };
}
