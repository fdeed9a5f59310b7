import { stripBase } from '../../format/routes.ts';

/** Percent-encoding layers unwrapped while looking for a target in disguise. */
const MAX_DECODING_LAYERS = 4;

/**
 * "docs/api/intro": a page named from baseUrl, as a relative link on the home
 * page would name it. Only letters, digits and path punctuation before any
 * query, so no scheme, encoding or whitespace can hide in it.
 */
const RELATIVE_PATH = /^[\p{L}\p{N}][\p{L}\p{N}._~/-]*(?:[?#].*)?$/u;

/**
 * Where a validated reader goes next: the `redirectTo` parameter (absolute,
 * or relative to baseUrl) as a site path (without baseUrl, with its query
 * and hash), or "/" whenever it does
 * not resolve to a page of this site. Anything that is, or decodes to, an
 * absolute or protocol-relative URL, a backslash trick or a script or data
 * URL falls back to "/", as does anything outside baseUrl.
 */
export function safeRedirectPath(redirectTo: string | null, baseUrl: string, origin = window.location.origin): string {
  if (!redirectTo) return '/';
  const onSite = redirectTo.startsWith(`${origin}/`) ? redirectTo.slice(origin.length) : redirectTo;
  const candidate = RELATIVE_PATH.test(onSite) ? `${baseUrl}${onSite}` : onSite;
  if (!staysPlainWhenDecoded(candidate)) return '/';
  let url: URL;
  try {
    url = new URL(candidate, `${origin}${baseUrl}`);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  const path = stripBase(url.pathname, baseUrl);
  // Dot segments can turn "/a/../..//host" into a protocol-relative path after resolution.
  if (path === null || !isPlainPath(path)) return '/';
  // A hand-off never forwards another one.
  url.searchParams.delete('token');
  url.searchParams.delete('redirectTo');
  return `${path}${url.search}${url.hash}`;
}

/**
 * Exactly one leading "/", and none of the characters that URL parsers drop
 * or rewrite (backslash, tab, newline, other controls), which could turn a
 * path into another host.
 */
function isPlainPath(value: string): boolean {
  return /^\/(?![/\\])/.test(value) && !/[\\\u0000-\u001f\u007f]/.test(value);
}

function staysPlainWhenDecoded(value: string): boolean {
  let layer = value;
  for (let i = 0; i < MAX_DECODING_LAYERS; i++) {
    if (!isPlainPath(layer)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return false;
    }
    if (decoded === layer) return true;
    layer = decoded;
  }
  return false;
}
