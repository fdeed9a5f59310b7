import path from 'node:path';
import fg from 'fast-glob';

export interface DiscoveredFiles {
  /** Absolute path of `<contentDir>/docs`. */
  docsDir: string;
  /** Markdown pages, relative to docsDir, with "/" separators, sorted. */
  docs: string[];
  /** `_category_.json` / `_category_.yml` files, relative to docsDir, sorted. */
  categories: string[];
}

/** Stage 2: find the sources. Files and folders starting with "_" are partials, as in Docusaurus. */
export function discover(contentDir: string): DiscoveredFiles {
  const docsDir = path.join(contentDir, 'docs');
  const docs = fg.sync(['**/*.md'], { cwd: docsDir, ignore: ['**/_*', '**/_*/**'], onlyFiles: true }).sort();
  const categories = fg.sync(['**/_category_.{json,yml,yaml}'], { cwd: docsDir, onlyFiles: true }).sort();
  return { docsDir, docs, categories };
}
