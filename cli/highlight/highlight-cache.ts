import fs from 'node:fs';
import { cacheFile, writeCacheFile } from '../util/cache-file.ts';
import {
  HIGHLIGHT_VERSION,
  markHighlightsUsed,
  primeHighlightCache,
  takeUsedHighlights,
  usedHighlightKeys,
} from './highlight.ts';

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

/** The keys of the cache file as the build read it, which it need not write again if it used exactly those. */
let readKeys: ReadonlySet<string> = new Set();

export function readHighlightCache(file: string | null): void {
  readKeys = new Set();
  if (!file) return;
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as CacheFile;
    if (data.version !== HIGHLIGHT_VERSION) return;
    primeHighlightCache(data.entries);
    readKeys = new Set(Object.keys(data.entries));
  } catch {
    // No cache yet, or an unreadable one: highlight from scratch.
  }
}

/**
 * Counts every block the file held as used but `dropped`: for a build that renders a few docs and leaves the others
 * unread (see buildEditedDocs), `dropped` being the blocks those docs no longer have.
 */
export function keepReadHighlightsBut(dropped: ReadonlySet<string>): void {
  markHighlightsUsed([...readKeys].filter((key) => !dropped.has(key)));
}

/**
 * Writes the blocks the build used; not when they are the ones the file holds, which it would write again byte for
 * byte (a rebuild after an edit of text: 5 MB at 10,000 pages, sorted, serialized and written for nothing).
 */
export function writeHighlightCache(file: string | null): void {
  const used = usedHighlightKeys();
  const same = used.size === readKeys.size && [...used].every((key) => readKeys.has(key));
  if (same && file && fs.existsSync(file)) return void takeUsedHighlights();
  const entries = takeUsedHighlights();
  writeCacheFile(file, () => JSON.stringify({ version: HIGHLIGHT_VERSION, entries } satisfies CacheFile));
}
