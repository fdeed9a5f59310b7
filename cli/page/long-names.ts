import { error, type Diagnostic } from '../core/diagnostics.ts';
import { isCompressible } from '../util/compressible.ts';
import { safeFileStem } from '../util/site-file-names.ts';

/**
 * The longest file name ext4, APFS, NTFS and most other file systems allow, in bytes of UTF-8. A build writing a
 * longer one fails with ENAMETOOLONG, naming a file of the site rather than the source or the link that made it.
 */
const NAME_MAX_BYTES = 255;

/** What a compressed copy adds to a file's name (`.br`, `.gz`; see cli/writer/precompress.ts). */
const COPY_SUFFIX_BYTES = 3;

/** A name of the site over NAME_MAX_BYTES, with its size, among these site paths' segments. */
interface LongName {
  name: string;
  bytes: number;
}

function longestSegment(
  paths: readonly string[],
  extraBytes: (path: string) => number = () => 0,
): LongName | undefined {
  let longest: LongName | undefined;
  for (const sitePath of paths) {
    // UTF-8 takes at most 3 bytes for each UTF-16 unit: a short path holds no long name (the usual case, 10,000 times).
    if (sitePath.length * 3 + extraBytes(sitePath) <= NAME_MAX_BYTES) continue;
    const names = sitePath.split('/');
    names.forEach((name, i) => {
      const bytes = Buffer.byteLength(name) + (i === names.length - 1 ? extraBytes(sitePath) : 0);
      if (bytes > NAME_MAX_BYTES && bytes > (longest?.bytes ?? 0)) longest = { name, bytes };
    });
  }
  return longest;
}

/** "aaaa…aaaa.json": a name short enough to read in a message. */
function shown(name: string): string {
  return name.length <= 48 ? name : `${name.slice(0, 20)}…${name.slice(-24)}`;
}

export interface PageNames {
  route: string;
  /** The name its payload file is made from (a doc's id, "blog/…" for a post, "pages/…" for a page). */
  payloadName: string;
  trailingSlash: boolean | undefined;
  /** The lines of the front matter values the route and the payload name come from (`slug`, `id`); else line 1. */
  routeLine?: number | undefined;
  nameLine?: number | undefined;
}

/**
 * The error for a page whose route or payload name makes a file name of the site longer than NAME_MAX_BYTES: its
 * payload (with a hash of 10 characters in its name), its HTML or its Markdown export. At the front matter value that
 * made the name, or at the top of a file whose own name made it; undefined for any other page.
 */
export function longPageName(file: string, page: PageNames): Diagnostic | undefined {
  const stem = page.route === '/' ? 'index' : page.route.slice(1);
  const byRoute = longestSegment([page.trailingSlash === false ? `${stem}.html` : `${stem}/index.html`, `${stem}.md`]);
  const byName = longestSegment([`data/${safeFileStem(page.payloadName)}.0123456789.json`]);
  const long = byName && byRoute ? (byName.bytes >= byRoute.bytes ? byName : byRoute) : (byName ?? byRoute);
  if (!long) return undefined;
  const line = (long === byName ? page.nameLine : page.routeLine) ?? 1;
  return error(
    'name-too-long',
    file,
    line,
    1,
    `a file of the site for this page would be named "${shown(long.name)}" (${long.bytes} bytes), over the ${NAME_MAX_BYTES} bytes a file name may have; shorten ${line === 1 ? 'the file name (or its slug)' : 'this value'}`,
  );
}

/**
 * The message for a file a page brings (an image, a download) whose published name, `outPath`, is longer than a file
 * name may be, with its compressed copy's suffix when it gets one; undefined for any other.
 */
export function longFileName(href: string, outPath: string): string | undefined {
  const long = longestSegment([outPath], (p) => (isCompressible(p) ? COPY_SUFFIX_BYTES : 0));
  if (!long) return undefined;
  const copy = isCompressible(outPath) ? ', with the ".br" of its compressed copy' : '';
  return `${href} would be published as "${shown(long.name)}" (${long.bytes} bytes${copy}), over the ${NAME_MAX_BYTES} bytes a file name may have; shorten the file's name`;
}
