import fs from 'node:fs';
import path from 'node:path';
import { apiDescriptionFolders } from '../api/load-apis.ts';
import { renderedWith, type ReadInputs } from '../output/build-stamp.ts';
import { KeptExports } from '../output/kept-exports.ts';
import { PageCache } from '../pipeline/page-cache.ts';
import { exportLayoutFile, pageCacheFile } from '../pipeline/page-cache-file.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';

/**
 * The cache of a locale's rendered docs, for a build that keeps a stamp (see PageCache); its payloads are read back
 * from the site in place, in the locale's folder.
 */
export function pageCacheOf(
  loaded: LoadedConfig,
  inputs: ReadInputs,
  outDir: string,
  keepInSite: (rel: string, size: number) => boolean,
  onNote: ((line: string) => void) | undefined,
): PageCache | undefined {
  const folder = localeFolder(loaded);
  const file = pageCacheFile(loaded.rootDir, outDir, folder);
  if (!file) return undefined;
  // Joined by hand: a payload's name is a plain relative path, and path.join's normalizing took a tenth of a reused
  // doc's checks.
  const siteFolder = path.join(outDir, folder);
  const inSite = (payload: string) => `${siteFolder}${path.sep}${payload}`;
  return new PageCache({
    file,
    build: renderedWith(inputs),
    hashes: inputs.hashes,
    apiFolders: apiDescriptionFolders(loaded.contentDir),
    readPayload: (payload) => {
      try {
        return fs.readFileSync(inSite(payload), 'utf8');
      } catch {
        return undefined;
      }
    },
    statPayload: (payload) => {
      const stat = fs.statSync(inSite(payload), { throwIfNoEntry: false });
      return stat?.isFile() ? [stat.size, stat.mtimeMs] : undefined;
    },
    keepPayload: (payload, size) => keepInSite(folder ? path.posix.join(folder, payload) : payload, size),
    ...(onNote ? { onNote } : {}),
  });
}

/** The folder of the site a locale's files go in: a translation's path, "" for the default locale. */
export const localeFolder = (loaded: LoadedConfig) => (loaded.i18n?.translation ? loaded.config.locale.path : '');

/** The Markdown exports of a locale's last build, beside its cache of rendered docs (see KeptExports). */
export function keptExportsOf(
  loaded: LoadedConfig,
  inputs: ReadInputs,
  outDir: string,
  pageCache: PageCache,
): KeptExports {
  const folder = localeFolder(loaded);
  return new KeptExports({
    file: exportLayoutFile(pageCacheFile(loaded.rootDir, outDir, folder)!),
    context: renderedWith(inputs),
    siteDir: path.join(outDir, folder),
    reused: (page) => pageCache.reusedMarkdown.has(page),
    cacheWritten: () => pageCache.indexWritten,
  });
}
