import path from 'node:path';
import type { GitUpdate } from '../history/git-history.ts';
import { type HistoryFolder, lastUpdateHistory } from '../history/last-update.ts';
import type { VersionPlacement } from '../page/page-context.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import type { DocSource } from '../sources/doc.ts';
import { CURRENT_VERSION, type DocsVersionSource, versionOfDoc } from '../sources/versions.ts';

/** A docs folder whose last updates are read: the config's docs, an older version's or an instance's folder. */
export interface DocsHistoryFolder {
  dir: string;
  /** Which docs are its own, once they are read. */
  owns(doc: DocSource): boolean;
  /**
   * The older version (its id) or instance it holds, whose placement takes its commits (see docContext); an
   * instance's older version has both; neither: the config's current docs.
   */
  version?: string;
  instance?: string;
}

/**
 * Where one `git log` reads every docs folder's history: their closest common folder, and each folder from it, so
 * that an older version's and an instance's docs get their last updates as the current docs do.
 */
export function historyRoot(dirs: readonly string[]): { root: string; folders: string[] } {
  let root = dirs[0] ?? '.';
  const inside = (dir: string) => {
    const rel = path.relative(root, dir);
    return !rel.startsWith('..') && !path.isAbsolute(rel);
  };
  while (!dirs.every(inside) && path.dirname(root) !== root) root = path.dirname(root);
  return { root, folders: dirs.map((dir) => path.relative(root, dir).split(path.sep).join('/')) };
}

/** The docs folders of a site, one per version of each docs plugin: the config's docs' and each instance's. */
export function docsHistoryFolders(versions: readonly DocsVersionSource[]): DocsHistoryFolder[] {
  return versions.map((version) => ({
    dir: version.dir,
    ...(version.name === CURRENT_VERSION ? {} : { version: version.id }),
    ...(version.instance === undefined ? {} : { instance: version.instance }),
    owns: (doc: DocSource) => versionOfDoc(doc, versions) === version,
  }));
}

/**
 * Each folder's commits handed to its placement, the config's docs' returned: read once the history and the docs are
 * both in, with one warning for docs git does not know.
 */
export function assignLastCommits(
  loaded: LoadedConfig,
  folders: readonly DocsHistoryFolder[],
  folderNames: readonly string[],
  docs: readonly DocSource[],
  history: Parameters<typeof lastUpdateHistory>[2],
  placements: { versions: ReadonlyMap<string, VersionPlacement>; instances: ReadonlyMap<string, VersionPlacement> },
): { commits?: ReadonlyMap<string, GitUpdate>; diagnostics: ReturnType<typeof lastUpdateHistory>['diagnostics'] } {
  const byFolder: HistoryFolder[] = folders.map((folder, i) => ({
    docs: docs.filter(folder.owns),
    folder: folderNames[i]!,
  }));
  const { commits, diagnostics } = lastUpdateHistory(loaded, byFolder, history);
  let own: ReadonlyMap<string, GitUpdate> | undefined;
  folders.forEach((folder, i) => {
    const found = commits?.[i];
    if (!found) return;
    const placement =
      folder.version !== undefined
        ? placements.versions.get(folder.version)
        : folder.instance !== undefined
          ? placements.instances.get(folder.instance)
          : undefined;
    if (placement) placement.lastCommits = found;
    else if (folder.instance === undefined && folder.version === undefined) own = found;
  });
  return { ...(own ? { commits: own } : {}), diagnostics };
}
