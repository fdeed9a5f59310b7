import { parse } from 'jsonc-parser';
import { contentDirOf, readConfigText } from '../config/content-dir.ts';

/**
 * The content folder the config names, read without validating the rest: the watcher follows the config even while
 * the config is refused, so a folder it names that does not exist yet is seen once it is created. Undefined when the
 * file cannot be read as an object.
 */
export function namedContentDir(configFile: string): string | undefined {
  let raw: unknown;
  try {
    raw = parse(readConfigText(configFile));
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  return contentDirOf(configFile, raw);
}
