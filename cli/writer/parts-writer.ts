import path from 'node:path';
import type { PartsDestination, PartsWritten } from '../search/parts-destination.ts';
import type { SplitFile } from '../search/split-index.ts';
import { COMPRESSED_PER_REQUEST } from './precompress.ts';
import { siteFileWriter } from './write-over.ts';

/**
 * Writes the search index's parts into the site from the index worker, as the writer threads write any other file
 * (see PartsDestination): with no compressed copies, since a server compresses a part as it sends it. In a patch, a
 * part named by its content that the site holds already is left there, as the main thread's keep does for the parts
 * it is handed (see StagedSite.keep); the others are written unless their bytes are the ones the site has.
 */
export function partsWriter({ siteDir, prefix, intoEmptyFolder, record, inPlace }: PartsDestination): {
  write(file: SplitFile): void;
  written(): PartsWritten;
} {
  const files = siteFileWriter({
    intoEmptyFolder,
    ...(record || inPlace ? { previous: { root: siteDir, hashes: {} } } : {}),
  });
  const parts: PartsWritten['parts'] = [];
  return {
    write: ({ path: file, json, revalidated }) => {
      const rel = prefix + file;
      const bytes = Buffer.byteLength(json);
      const before = inPlace && Object.hasOwn(inPlace, rel) ? inPlace[rel] : undefined;
      if (before !== undefined && !revalidated) {
        parts.push({ path: file, bytes, kept: true });
        return;
      }
      files.write(path.join(siteDir, rel), json, COMPRESSED_PER_REQUEST, before);
      parts.push(revalidated ? { path: file, bytes, revalidated } : { path: file, bytes });
    },
    written: () => ({
      parts,
      hashes: files.outputHashes(),
      bytes: files.bytesWritten(),
      written: files.filesWritten(),
    }),
  };
}
