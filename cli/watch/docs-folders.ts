import path from 'node:path';
import { baseRoute } from '../../format/routes.ts';
import { isInside } from '../core/path-inside.ts';
import { prefixDoc } from '../pipeline/docs-versions.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import { baseRoutesOf, docsDirOf } from '../sources/config/site-layout.ts';
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
}

/** Every docs folder of the site, the config's own first. */
export function watchedDocsFolders(loaded: LoadedConfig, cwd: string): WatchedDocsFolder[] {
  const { versions } = readDocsVersions(loaded, cwd);
  const current = versions.find((v) => v.name === CURRENT_VERSION);
  return [
    { dir: docsDirOf(loaded), route: current?.route ?? baseRoutesOf(loaded.config).docs, idPrefix: '' },
    ...versions.filter((v) => v.idPrefix).map((v) => ({ dir: v.dir, route: v.route, idPrefix: v.idPrefix })),
    ...Object.entries(loaded.config.docsInstances).map(([id, instance]) => ({
      dir: path.resolve(loaded.rootDir, instance.path),
      route: baseRoute(instance.routeBasePath),
      idPrefix: `${id}/`,
      instance: id,
    })),
  ];
}

/** The docs folder holding a file: the innermost, as an instance's folder may lie inside the docs'. */
export function docsFolderOf(folders: readonly WatchedDocsFolder[], abs: string): WatchedDocsFolder | undefined {
  return folders.filter((folder) => isInside(abs, folder.dir)).sort((a, b) => b.dir.length - a.dir.length)[0];
}

/**
 * A doc parsed from its folder as the build places it: its id prefixed, its instance set, and the version and the
 * other versions' routes its earlier reading had (they change only with the versions, which rebuild everything).
 */
export function placeWatchedDoc(doc: DocSource, folder: WatchedDocsFolder, previous: DocSource | undefined): DocSource {
  if (folder.idPrefix) prefixDoc(doc, folder.idPrefix);
  if (folder.instance !== undefined) doc.instance = folder.instance;
  if (previous?.version !== undefined) doc.version = previous.version;
  if (previous?.alternates) doc.alternates = previous.alternates;
  return doc;
}

/**
 * Whether a change of this file rebuilds the whole site: a version's sidebars, read with the config; and, in a
 * translation's watch (`docsgen watch --locale`), any file, as a page there is its translation or, where there is none,
 * the default locale's page with a notice, and the watch's single-page path knows only the default locale's folders.
 */
export function rebuildsWholeSite(loaded: Pick<LoadedConfig, 'rootDir' | 'i18n'>, abs: string): boolean {
  return loaded.i18n?.translation !== undefined || isInside(abs, path.join(loaded.rootDir, 'versioned_sidebars'));
}
