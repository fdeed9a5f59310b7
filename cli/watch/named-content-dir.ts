import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'jsonc-parser';
import { contentDirOf, readConfigText } from '../sources/config/content-dir.ts';
import { projectRootOf, realPathOf } from '../sources/config/project-root.ts';
import { isInside } from '../core/path-inside.ts';

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
 * `pages.path`, each of `docsInstances`' `path` and `staticDirectories` when given as strings (a Docusaurus
 * repository's `docs/`, `blog/`, `static/`), and the versions' `versioned_docs` and `versioned_sidebars` (each
 * instance's `<id>_versioned_docs` and `<id>_versioned_sidebars`) and the translations' `i18n` beside the config when
 * they exist. Undefined when the file cannot be read as an object.
 */
export function namedSourceFolders(configFile: string): string[] | undefined {
  const raw = readRaw(configFile);
  if (raw === undefined) return undefined;
  const named = raw as {
    projectRoot?: unknown;
    docs?: { path?: unknown };
    blog?: { path?: unknown };
    pages?: { path?: unknown };
    docsInstances?: unknown;
    staticDirectories?: unknown;
  };
  const configDir = path.dirname(configFile);
  const folder = (f: unknown) => (typeof f === 'string' && f.trim() !== '' ? [path.resolve(configDir, f)] : []);
  // A static folder outside the project is refused with the config, and never walked, by the watcher either.
  const root = realPathOf(
    projectRootOf(configDir, typeof named.projectRoot === 'string' ? named.projectRoot : undefined),
  );
  const statics = (Array.isArray(named.staticDirectories) ? named.staticDirectories : [])
    .flatMap(folder)
    .filter((dir) => isInside(realPathOf(dir), root));
  const declared = typeof named.docsInstances === 'object' ? (named.docsInstances ?? {}) : {};
  const instances = Object.values(declared).flatMap((instance: { path?: unknown }) => folder(instance?.path));
  // An instance's versions are beside the config too, named after its id ("community_versioned_docs").
  const prefixes = ['', ...Object.keys(declared).map((id) => `${id}_`)];
  const versioned = [
    ...prefixes.flatMap((prefix) => [`${prefix}versioned_docs`, `${prefix}versioned_sidebars`]),
    'i18n',
  ]
    .map((name) => path.join(configDir, name))
    .filter((dir) => fs.existsSync(dir));
  const extra = [
    ...folder(named.docs?.path),
    ...folder(named.blog?.path),
    ...folder(named.pages?.path),
    ...instances,
    ...versioned,
    ...statics,
  ];
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
