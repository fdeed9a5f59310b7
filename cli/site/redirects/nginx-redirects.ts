/** The nginx include of a site's redirects, written with every build (empty without redirects) so that it always exists. */
export const NGINX_REDIRECTS_FILE = 'nginx-redirects.conf';

/** A path as nginx compares it: percent-decoded, except where the encoding is not UTF-8. */
export function decodePath(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}

/** A string nginx reads as written: quoted, its quotes and backslashes escaped. */
const quoted = (s: string) => `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/**
 * `location = <from> { return 301 <to>; }` for every redirect, as the nginx example in docs/pages/deploy/nginx.md includes it: real 301s,
 * which browsers follow keeping the address's `#hash`. nginx matches locations against the decoded path, with and
 * without a trailing slash here as the redirect page serves both; the target is sent encoded, with the request's
 * query, and "$" (a variable in nginx strings) percent-encoded.
 */
export function nginxRedirects(redirects: readonly { from: string; href: string }[]): string {
  const lines = [
    '# Written by docsgen build from the "redirects" of docs.config.json: include it in the server block.',
  ];
  for (const { from, href } of redirects) {
    const hashAt = href.indexOf('#');
    const [pathPart, hash] = hashAt === -1 ? [href, ''] : [href.slice(0, hashAt), href.slice(hashAt)];
    const target = encodeURI(decodePath(pathPart)).replace(/\$/g, '%24');
    // A target with a query of its own keeps it alone.
    const args = target.includes('?') ? '' : '$is_args$args';
    const location = `${target}${args}${encodeURI(decodePath(hash)).replace(/\$/g, '%24')}`;
    const path = decodePath(from).replace(/\/+$/, '') || '/';
    for (const variant of new Set([path, path === '/' ? '/' : `${path}/`]))
      lines.push(`location = ${quoted(variant)} { return 301 ${quoted(location)}; }`);
  }
  return `${lines.join('\n')}\n`;
}
