import zlib from 'node:zlib';

/**
 * Below this size a compressed copy saves less than a network packet, and costs a file and a stat: nginx's
 * `gzip_min_length` makes the same trade.
 */
export const MIN_PRECOMPRESS_BYTES = 1024;

/**
 * Above this size a file gets no copies either: the two copies of a 410 MB text (llms-full.txt at 100,000 pages,
 * before it was written a doc at a time) took about 40 s of CPU, for a file a few clients fetch whole. A server
 * compresses it as it sends it.
 */
export const MAX_PRECOMPRESS_BYTES = 16 * 1024 * 1024;

/** The encodings a build writes beside a file, by the suffix of the copy; `serve` and nginx's `gzip_static` read them. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof PRECOMPRESSED)[number]['encoding'];

// Which files get copies: a page names its files by the same rule (see cli/page/long-names.ts).
export { isCompressible, isCompressibleType } from '../util/compressible.ts';

/**
 * The compressed copies of a file's bytes, each only when smaller than the original. Levels measured on the
 * 1,000-page bench site (2,202 files, 23.5 MB) under load: brotli quality 5 took 0.9-1.2 s and gave 6.17 MB,
 * quality 6 the same time for 6.15 MB, quality 4 0.5-0.7 s for 6.54 MB (6 % larger), quality 9 over a minute;
 * gzip level 6 took 0.5-0.8 s for 6.60 MB and level 9 0.9-1.1 s for 6.58 MB. Brotli 5 and gzip 6 are the knees.
 */
export function compressedCopies(bytes: Uint8Array): { encoding: Encoding; suffix: string; bytes: Buffer }[] {
  if (bytes.length < MIN_PRECOMPRESS_BYTES || bytes.length > MAX_PRECOMPRESS_BYTES) return [];
  const copies = [
    { ...PRECOMPRESSED[0], bytes: zlib.brotliCompressSync(bytes, brotliOptions(bytes.length)) },
    { ...PRECOMPRESSED[1], bytes: zlib.gzipSync(bytes, GZIP_OPTIONS) },
  ];
  return copies.filter((copy) => copy.bytes.length < bytes.length);
}

const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

/** A stream compressing a file of `size` bytes as its copy would be: for a file sent without one (see COMPRESSED_PER_REQUEST). */
export function compressionStream(encoding: Encoding, size: number): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br' ? zlib.createBrotliCompress(brotliOptions(size)) : zlib.createGzip(GZIP_OPTIONS);
}

/**
 * A file's compressed copies made before the build, by suffix (`.br`, `.gz`): the viewer's, compressed harder once
 * by scripts/build-tool.mjs. A file handed over with them gets exactly these, and none made by the writer.
 */
export type PrebuiltCopies = readonly (readonly [suffix: string, bytes: Uint8Array])[];

/**
 * No copies: for the files a build writes once per route (HTML shells, payloads, Markdown exports), which a server
 * compresses as it sends them (`docsgen serve` does, nginx with `gzip on`). Compressing them twice at build time was
 * over a third of a 10,000-page build's CPU (36 s of user time against 22-28 s without, measured in the same run) and
 * two thirds of its files; each is a few KB, which brotli compresses in well under a millisecond per request.
 *
 * The search index's parts have none either (see isIndexPart): fetched only as a reader searches, a few at a time,
 * they were 8,000 of the 10,000 copies at 30,000 pages. Without them, cold builds in alternated pairs took 1.54-1.62
 * against 1.70-1.80 s at 1,000 pages, 10.4-11.2 against 11.3-12.2 s at 10,000 and 19.0-19.5 against 20.8-21.2 s at
 * 30,000, about 10 % less CPU; a part of 40 KB compresses in about a millisecond as it is sent.
 */
export const COMPRESSED_PER_REQUEST: PrebuiltCopies = [];
