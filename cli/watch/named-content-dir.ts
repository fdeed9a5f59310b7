import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'jsonc-parser';

/**
 * The content folder the config names, read without validating the rest: the watcher follows the config even while
 * the config is refused, so a folder it names that does not exist yet is seen once it is created. Undefined when the
 * file cannot be read as an object.
 */
export function namedContentDir(configFile: string): string | undefined {
  let raw: unknown;
  try {
    raw = parse(fs.readFileSync(configFile, 'utf8').replace(/^\uFEFF/, ''));
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const named = (raw as { contentDir?: unknown }).contentDir;
  return path.resolve(path.dirname(configFile), typeof named === 'string' && /\S/.test(named) ? named : 'content');
}
