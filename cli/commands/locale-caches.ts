import fs from 'node:fs';
import path from 'node:path';
import { apiDescriptionFolders } from '../api/load-apis.ts';
import { renderedWith, type ReadInputs } from '../output/build-stamp.ts';
import { KeptExports } from '../output/kept-exports.ts';
import { PageCache } from '../pipeline/page-cache.ts';
import { exportLayoutFile, pageCacheFile, searchSnapshotFile } from '../pipeline/page-cache-file.ts';
import { readSnapshotAhead } from '../search/background-index.ts';
import { searchLanguageOf } from '../../format/search/language.ts';
import { randomUUID } from 'node:crypto';
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
  ahead?: SnapshotAhead,
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
    // The default locale's index worker was told this generation ahead (see readLastIndexAhead).
    ...(ahead && !folder ? { generation: ahead.generation } : {}),
  });
}

/** The generation a build told its index worker ahead of its cache of rendered docs (see readLastIndexAhead). */
export interface SnapshotAhead {
  generation: string;
}

/**
 * Has the index worker read the default locale's last search snapshot while the build reads its stamp and inputs
 * (see readSnapshotAhead), under the generation the build's cache of rendered docs then takes; `context` is what
 * the build renders with (see renderedWith). Nothing when there is no snapshot.
 */
export function readLastIndexAhead(loaded: LoadedConfig, outDir: string, context: string): SnapshotAhead | undefined {
  const file = pageCacheFile(loaded.rootDir, outDir, '');
  const cache = file && { file: searchSnapshotFile(file), context, generation: randomUUID() };
  if (!cache || !fs.existsSync(cache.file)) return undefined;
  readSnapshotAhead(searchLanguageOf(loaded.config.locale.htmlLang), cache);
  return { generation: cache.generation };
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
