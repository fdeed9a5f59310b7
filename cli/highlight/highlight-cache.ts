import fs from 'node:fs';
import path from 'node:path';
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
  const modules = path.join(rootDir, 'node_modules');
  return fs.existsSync(modules) ? path.join(modules, '.cache', 'docsgen', 'highlight.json') : null;
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
  if (!file) return;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, JSON.stringify({ version: HIGHLIGHT_VERSION, entries } satisfies CacheFile));
    fs.renameSync(temp, file);
  } catch {
    // A read-only node_modules only costs speed.
  }
}
