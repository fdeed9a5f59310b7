import { contentHash } from './content-hash.ts';

/**
 * A JSON file of the site named by its content (`<stem>.<hash>.json`, cached for good), or by its stem alone when
 * `stable` (watch mode, served with no-cache, so a rebuild serves it at the same address).
 */
export function siteJsonFileName(stem: string, json: string, stable: boolean): string {
  return stable ? `${stem}.json` : `${stem}.${contentHash(json)}.json`;
}

/**
 * The file of a page's payload, docs and listings (blog posts, tag pages) alike: named by a hash of its text in a
 * build, so that readers may cache it for good; `data/<name>.json` with `stable` (watch mode, which serves with
 * no-cache), so that editing a page leaves the manifest unchanged.
 */
export function payloadFileName(name: string, json: string, stable: boolean): string {
  return siteJsonFileName(`data/${safeFileStem(name)}`, json, stable);
}

/** Names safeFileStem keeps as they are, as most are: letters, digits, `-`, `_`, `.`, `/`, no segment `.` or `..`. */
const PLAIN_STEM = /^(?!\.\.?(?:\/|$))(?:[\p{L}\p{N}\-_.]|\/(?!\.\.?(?:\/|$)))*$/u;

/**
 * A page's name as a file path that needs no escaping in a URL and cannot leave data/: letters (accented ones
 * included), digits, "-", "_", "." and "/" stay; any other character becomes "~" and its UTF-8 bytes in hex, "~"
 * itself included, so that two names never share a file; a "." or ".." segment is escaped whole. A Docusaurus id such
 * as `what-is-receipt?` is `what-is-receipt~3f`, where its "?" would have cut the viewer's request short.
 */
export function safeFileStem(name: string): string {
  if (PLAIN_STEM.test(name)) return name;
  const escape = (text: string) =>
    [...Buffer.from(text)].map((byte) => `~${byte.toString(16).padStart(2, '0')}`).join('');
  return name
    .split('/')
    .map((segment) =>
      segment === '.' || segment === '..' ? escape(segment) : segment.replace(/[^\p{L}\p{N}\-_.]/gu, escape),
    )
    .join('/');
}
