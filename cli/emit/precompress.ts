import zlib from 'node:zlib';
import { lookup } from 'mrmime';

/** Text-like types worth compressing: scripts, styles, JSON payloads and the search index, HTML, SVG, XML, plain text. */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Below this size a compressed copy saves less than a network packet, and costs a file and a stat: nginx's
 * `gzip_min_length` makes the same trade.
 */
export const MIN_PRECOMPRESS_BYTES = 1024;

/** The encodings a build writes beside a file, by the suffix of the copy; `serve` and nginx's `gzip_static` read them. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof PRECOMPRESSED)[number]['encoding'];

export function isCompressibleType(type: string): boolean {
  return COMPRESSIBLE_TYPE.test(type);
}

/** Whether a file of this name gets compressed copies (when it is large enough): its type, from its extension. */
export function isCompressible(file: string): boolean {
  const type = lookup(file);
  return type !== undefined && isCompressibleType(type);
}

/**
 * The compressed copies of a file's bytes, each only when smaller than the original. Levels measured on the
 * 1,000-page bench site (2,202 files, 23.5 MB) under load: brotli quality 5 took 0.9-1.2 s and gave 6.17 MB,
 * quality 6 the same time for 6.15 MB, quality 4 0.5-0.7 s for 6.54 MB (6 % larger), quality 9 over a minute;
 * gzip level 6 took 0.5-0.8 s for 6.60 MB and level 9 0.9-1.1 s for 6.58 MB. Brotli 5 and gzip 6 are the knees.
 */
export function compressedCopies(bytes: Uint8Array): { encoding: Encoding; suffix: string; bytes: Buffer }[] {
  if (bytes.length < MIN_PRECOMPRESS_BYTES) return [];
  const copies = [
    {
      ...PRECOMPRESSED[0],
      bytes: zlib.brotliCompressSync(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    },
    { ...PRECOMPRESSED[1], bytes: zlib.gzipSync(bytes, { level: 6 }) },
  ];
  return copies.filter((copy) => copy.bytes.length < bytes.length);
}

/**
 * A file's compressed copies made before the build, by suffix (`.br`, `.gz`): the viewer's, compressed harder once
 * by scripts/build-tool.mjs. A file handed over with them gets exactly these, and none made by the writer.
 */
export type PrebuiltCopies = readonly (readonly [suffix: string, bytes: Uint8Array])[];
