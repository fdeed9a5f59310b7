import path from 'node:path';
import { parse } from 'jsonc-parser';
import { contentDirOf, readConfigText } from '../sources/config/content-dir.ts';

/**
 * The content folder the config names, read without validating the rest: the watcher follows the config even while
 * the config is refused, so a folder it names that does not exist yet is seen once it is created. Undefined when the
 * file cannot be read as an object.
 */
export function namedContentDir(configFile: string): string | undefined {
  const raw = readRaw(configFile);
  return raw === undefined ? undefined : contentDirOf(configFile, raw);
}

/**
 * Every folder the config names as a source, read the same way: the content folder, and `docs.path`, `blog.path`,
 * `pages.path` and `staticDirectories` when given as strings (a Docusaurus repository's `docs/`, `blog/`, `static/`). Undefined
 * when the file cannot be read as an object.
 */
export function namedSourceFolders(configFile: string): string[] | undefined {
  const raw = readRaw(configFile);
  if (raw === undefined) return undefined;
  const named = raw as {
    docs?: { path?: unknown };
    blog?: { path?: unknown };
    pages?: { path?: unknown };
    staticDirectories?: unknown;
  };
  const folders = [
    named.docs?.path,
    named.blog?.path,
    named.pages?.path,
    ...(Array.isArray(named.staticDirectories) ? named.staticDirectories : []),
  ];
  const extra = folders
    .filter((f): f is string => typeof f === 'string' && f.trim() !== '')
    .map((f) => path.resolve(path.dirname(configFile), f));
  return [...new Set([contentDirOf(configFile, raw), ...extra])];
}

function readRaw(configFile: string): object | undefined {
  let raw: unknown;
  try {
    raw = parse(readConfigText(configFile));
  } catch {
    return undefined;
  }
  return typeof raw === 'object' && raw !== null ? raw : undefined;
}
