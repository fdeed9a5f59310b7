import fs from 'node:fs';
import { cacheFile, writeCacheFile } from '../util/cache-file.ts';
import { HIGHLIGHT_VERSION, primeHighlightCache, takeUsedHighlights } from './highlight.ts';

interface CacheFile {
  version: string;
  entries: Record<string, string>;
}

/**
 * Highlighted code blocks persisted between builds, in node_modules/.cache like
 * other build tools, keyed by a hash of language, highlighted lines and code.
 * A cache from another highlighter version is ignored.
 */
export function highlightCacheFile(rootDir: string): string | null {
  return cacheFile(rootDir, 'highlight.json');
}

export function readHighlightCache(file: string | null): void {
  if (!file) return;
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as CacheFile;
    if (data.version === HIGHLIGHT_VERSION) primeHighlightCache(data.entries);
  } catch {
    // No cache yet, or an unreadable one: highlight from scratch.
  }
}

export function writeHighlightCache(file: string | null): void {
  const entries = takeUsedHighlights();
  writeCacheFile(file, () => JSON.stringify({ version: HIGHLIGHT_VERSION, entries } satisfies CacheFile));
}
