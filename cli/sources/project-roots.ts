import fs from 'node:fs';
import type { LoadedConfig } from './config/load-config.ts';
import { projectRootOf } from './config/project-root.ts';
import { blogDirOf, docsDirOf, pagesDirOf, staticDirsOf } from './config/site-layout.ts';

/**
 * The folders a build may read and publish files from: the project's folder (the config's, or its `projectRoot`) and
 * the folders the config names (the content folder, `docs.path`, `blog.path`, `pages.path`, `staticDirectories`, any
 * of which but the static folders may lie elsewhere), as real paths, so that a file's real path is compared with
 * them as it is. A link, an image or a symlink that leads anywhere else is an error, never a copied file.
 */
export function projectRoots(loaded: Pick<LoadedConfig, 'rootDir' | 'contentDir' | 'config'>): string[] {
  const named = [
    projectRootOf(loaded.rootDir, loaded.config.projectRoot),
    loaded.contentDir,
    docsDirOf(loaded),
    blogDirOf(loaded),
    pagesDirOf(loaded),
    ...staticDirsOf(loaded),
  ];
  return [...new Set(named.map((dir) => (fs.existsSync(dir) ? fs.realpathSync(dir) : dir)))];
}
