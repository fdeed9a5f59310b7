import fs from 'node:fs';
import type { LoadedConfig } from './config/load-config.ts';
import { blogDirOf, docsDirOf, pagesDirOf, staticDirsOf } from './config/site-layout.ts';

/**
 * The folders a build may read and publish files from: the config's folder and the folders it names (the content
 * folder, `docs.path`, `blog.path`, `pages.path`, `staticDirectories`, any of which may lie elsewhere), as real paths, so that a
 * file's real path is compared with them as it is. A link, an image or a symlink that leads anywhere else is an
 * error, never a copied file.
 */
export function projectRoots(loaded: Pick<LoadedConfig, 'rootDir' | 'contentDir' | 'config'>): string[] {
  const named = [
    loaded.rootDir,
    loaded.contentDir,
    docsDirOf(loaded),
    blogDirOf(loaded),
    pagesDirOf(loaded),
    ...staticDirsOf(loaded),
  ];
  return [...new Set(named.map((dir) => (fs.existsSync(dir) ? fs.realpathSync(dir) : dir)))];
}
