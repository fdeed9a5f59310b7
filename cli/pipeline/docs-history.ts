import path from 'node:path';
import type { GitUpdate } from '../history/git-history.ts';
import { type HistoryFolder, lastUpdateHistory } from '../history/last-update.ts';
import type { VersionPlacement } from '../page/page-context.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import type { DocSource } from '../sources/doc.ts';
import type { DocsVersionSource } from '../sources/versions.ts';

/** A docs folder whose last updates are read: the config's docs, an older version's or an instance's folder. */
export interface DocsHistoryFolder {
  dir: string;
  /** Which docs are its own, once they are read. */
  owns(doc: DocSource): boolean;
  /** The older version or instance it holds, whose placement takes its commits (see docContext); neither: current. */
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

/** The docs folders of a site: current's, each older version's, each instance's. */
export function docsHistoryFolders(
  loaded: LoadedConfig,
  docsDir: string | undefined,
  versions: readonly DocsVersionSource[],
): DocsHistoryFolder[] {
  return [
    ...(docsDir === undefined ? [] : [{ dir: docsDir, owns: (doc: DocSource) => isCurrent(doc, versions) }]),
    ...versions
      .filter((version) => version.idPrefix)
      .map((version) => ({
        dir: version.dir,
        version: version.name,
        owns: (doc: DocSource) => doc.instance === undefined && doc.id.startsWith(version.idPrefix),
      })),
    ...Object.entries(loaded.config.docsInstances).map(([id, instance]) => ({
      dir: path.resolve(loaded.rootDir, instance.path),
      instance: id,
      owns: (doc: DocSource) => doc.instance === id,
    })),
  ];
}

function isCurrent(doc: DocSource, versions: readonly DocsVersionSource[]): boolean {
  return doc.instance === undefined && !versions.some((v) => v.idPrefix && doc.id.startsWith(v.idPrefix));
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
      folder.instance !== undefined
        ? placements.instances.get(folder.instance)
        : folder.version !== undefined
          ? placements.versions.get(folder.version)
          : undefined;
    if (placement) placement.lastCommits = found;
    else if (folder.instance === undefined && folder.version === undefined) own = found;
  });
  return { ...(own ? { commits: own } : {}), diagnostics };
}
