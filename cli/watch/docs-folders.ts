import fs from 'node:fs';
import path from 'node:path';
import { isInside } from '../core/path-inside.ts';
import { prefixDoc } from '../pipeline/docs-versions.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import { baseRoutesOf, docsDirOf, translatedDocsDirOf } from '../sources/config/site-layout.ts';
import type { DocSource } from '../sources/doc.ts';
import { CURRENT_VERSION, readDocsVersions } from '../sources/versions.ts';

/**
 * A folder whose Markdown files are docs: the config's docs folder, an older version's (versioned_docs/version-1.0)
 * or an instance's, with what a doc read from it gets as the build gives it (its route, its id's prefix, its
 * instance), so that a saved page of any of them is rendered again alone.
 */
export interface WatchedDocsFolder {
  dir: string;
  route: string;
  idPrefix: string;
  instance?: string;
  /** In a translation's watch, the folder of its translated files, read before `dir` (see localizedFile). */
  translated?: string;
}

/** Every docs folder of the site, the config's own first. */
export function watchedDocsFolders(loaded: LoadedConfig, cwd: string): WatchedDocsFolder[] {
  const { versions } = readDocsVersions(loaded, cwd);
  const current = versions.find((v) => v.name === CURRENT_VERSION);
  const translated = (version: string, instance?: string) => {
    const dir = translatedDocsDirOf(loaded, version, instance);
    return dir ? { translated: dir } : {};
  };
  return [
    {
      dir: docsDirOf(loaded),
      route: current?.route ?? baseRoutesOf(loaded.config).docs,
      idPrefix: '',
      ...translated(CURRENT_VERSION),
    },
    ...versions
      .filter((v) => v.name !== CURRENT_VERSION)
      .map((v) => ({ dir: v.dir, route: v.route, idPrefix: v.idPrefix, ...translated(v.name) })),
    // Each instance's versions, current's among them, as the config's docs' are.
    ...Object.keys(loaded.config.docsInstances).flatMap((id) =>
      readDocsVersions(loaded, cwd, id).versions.map((v) => ({
        dir: v.dir,
        route: v.route,
        idPrefix: v.idPrefix,
        instance: id,
        ...translated(v.name, id),
      })),
    ),
  ];
}

/** A saved file's docs folder, and whether it is that folder's translated file (see WatchedDocsFolder.translated). */
export interface PlacedFile {
  folder: WatchedDocsFolder;
  /** The folder its path inside the docs is relative to: the folder's own, or its translation's. */
  dir: string;
  translated: boolean;
}

/**
 * The docs folder holding a file, or whose translation holds it: the innermost, as an instance's folder may lie inside
 * the docs'.
 */
function placeFile(folders: readonly WatchedDocsFolder[], abs: string): PlacedFile | undefined {
  const places = folders.flatMap((folder) => [
    { folder, dir: folder.dir, translated: false },
    ...(folder.translated ? [{ folder, dir: folder.translated, translated: true }] : []),
  ]);
  return places.filter((place) => isInside(abs, place.dir)).sort((a, b) => b.dir.length - a.dir.length)[0];
}

/**
 * A doc parsed from its folder as the build places it: its id prefixed, its instance set, in a translation's watch
 * read from its translated file or the default locale's, untranslated (see localizedFile), and with the version and
 * the other versions' routes its earlier reading had (they change only with the versions, which rebuild everything).
 */
export function placeWatchedDoc(
  doc: DocSource,
  { folder, translated }: PlacedFile,
  abs: string,
  previous: DocSource | undefined,
): DocSource {
  if (folder.idPrefix) prefixDoc(doc, folder.idPrefix);
  if (folder.instance !== undefined) doc.instance = folder.instance;
  if (translated) doc.sourceFile = abs;
  else if (folder.translated !== undefined) doc.untranslated = true;
  if (previous?.version !== undefined) doc.version = previous.version;
  if (previous?.alternates) doc.alternates = previous.alternates;
  return doc;
}

/**
 * Whether a change of this file rebuilds the whole site: a version's sidebars (an instance's too), read with the
 * config; and, in a
 * translation's watch (`docsgen watch --locale`), any file outside the docs folders and their translations (the
 * translated sidebar labels, navbar, blog and pages), whose use the single-page path does not follow.
 */
function rebuildsWholeSite(
  loaded: Pick<LoadedConfig, 'rootDir' | 'i18n' | 'config'>,
  abs: string,
  placed: PlacedFile | undefined,
): boolean {
  const sidebarDirs = ['', ...Object.keys(loaded.config.docsInstances).map((id) => `${id}_`)].map((prefix) =>
    path.join(loaded.rootDir, `${prefix}versioned_sidebars`),
  );
  if (sidebarDirs.some((dir) => isInside(abs, dir))) return true;
  return loaded.i18n?.translation !== undefined && placed === undefined;
}

/**
 * A translation's page shows the translated file where there is one (see localizedFile): a save of the default
 * locale's file then changes nothing served.
 */
function shadowedByTranslation(placed: PlacedFile, rel: string): boolean {
  return (
    !placed.translated &&
    placed.folder.translated !== undefined &&
    fs.existsSync(path.join(placed.folder.translated, rel))
  );
}

/**
 * Where a saved file is among the docs folders, with its path inside the folder it is read from; `site` for a file
 * whose change rebuilds the whole site (see rebuildsWholeSite), `shadowed` for a default locale's file whose
 * translation is the page shown. A file outside every folder is placed in the config's docs folder.
 */
export function placeChange(
  loaded: Pick<LoadedConfig, 'rootDir' | 'i18n' | 'config'>,
  folders: readonly WatchedDocsFolder[],
  abs: string,
): 'site' | 'shadowed' | (PlacedFile & { rel: string }) {
  const placed = placeFile(folders, abs);
  if (rebuildsWholeSite(loaded, abs, placed)) return 'site';
  const at = placed ?? { folder: folders[0]!, dir: folders[0]!.dir, translated: false };
  const rel = path.relative(at.dir, abs).split(path.sep).join('/');
  return shadowedByTranslation(at, rel) ? 'shadowed' : { ...at, rel };
}

/** Images and downloads, not editor leftovers (dotfiles, backups, swap and temp files). */
export function isAssetName(file: string): boolean {
  const name = path.basename(file);
  return (
    /\.[A-Za-z0-9]+$/.test(name) &&
    !name.startsWith('.') &&
    !/(~|\.swp|\.tmp)$/.test(name) &&
    !/^sed[A-Za-z0-9]{6}$/.test(name)
  );
}
