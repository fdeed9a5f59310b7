import type http from 'node:http';

/**
 * What a client revalidates a file by: a weak ETag from its size and time (as sirv writes it) and its modification
 * date. sirv's own checks match a single exact tag and know no If-Modified-Since or If-Range, so these are ours.
 */
export interface Validators {
  ETag: string;
  'Last-Modified': string;
}

/**
 * Whether the client's copy is current: one of the tags in If-None-Match is this one (weakly compared), or, when
 * there is no If-None-Match (RFC 9110 13.2.2), it was modified no later than If-Modified-Since.
 */
export function notModified(req: http.IncomingMessage, validators: Validators): boolean {
  const tags = req.headers['if-none-match'];
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  if (tags !== undefined)
    return tags.trim() === '*' || tags.split(',').some((tag) => opaque(tag) === opaque(validators.ETag));
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Date.parse(validators['Last-Modified']) <= since;
}

/**
 * The byte range of a `size`-byte file a GET asks for: one range, first-last, first- or -suffix (RFC 9110 14.1.2),
 * clamped to the file; "unsatisfiable" when it starts past the end. None (the whole file) for anything else: several
 * ranges, a range whose last byte comes before its first, another unit, or an If-Range naming another version of the
 * file (a weak ETag never matches it, a date must be the Last-Modified).
 */
export function requestedRange(
  req: http.IncomingMessage,
  size: number,
  validators: Validators,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const header = req.headers.range;
  if (req.method !== 'GET' || header === undefined) return undefined;
  const ifRange = req.headers['if-range'];
  if (ifRange !== undefined && Date.parse(String(ifRange)) !== Date.parse(validators['Last-Modified']))
    return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header);
  if (!match || (!match[1] && !match[2])) return undefined;
  if (!match[1]) {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : Number.POSITIVE_INFINITY;
  if (end < start) return undefined;
  return start >= size ? 'unsatisfiable' : { start, end: Math.min(end, size - 1) };
}
