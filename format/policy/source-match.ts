/**
 * Whether a URL matches one CSP source expression of the kinds the site
 * policy holds: a scheme ("https:"), or scheme://host[:port] where the host
 * may start with "*." and the port may be "*". It follows CSP Level 3's
 * matching closely enough to predict the browser's verdict for the
 * expressions docsgen writes, so the viewer can explain a refusal before the
 * browser silently blocks the request.
 */
export function sourceMatches(url: URL, source: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:$/i.test(source))
    return url.protocol === source.toLowerCase() || (source === 'http:' && url.protocol === 'https:');
  const m = /^([a-z][a-z0-9+.-]*):\/\/(\*\.)?([^:/]+)(?::(\d+|\*))?\/?$/i.exec(source);
  if (!m) return false;
  const [, scheme = '', wildcard, host = '', port] = m;
  const schemeOk =
    url.protocol === `${scheme.toLowerCase()}:` || (scheme.toLowerCase() === 'http' && url.protocol === 'https:');
  if (!schemeOk) return false;
  const hostname = url.hostname.toLowerCase();
  const wanted = host.toLowerCase();
  if (wildcard ? !hostname.endsWith(`.${wanted}`) : hostname !== wanted) return false;
  if (port === '*') return true;
  const actual = url.port || defaultPort(url.protocol);
  return port
    ? actual === port
    : actual === defaultPort(`${scheme.toLowerCase()}:`) || (scheme.toLowerCase() === 'http' && actual === '443');
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' || protocol === 'wss:' ? '443' : protocol === 'http:' || protocol === 'ws:' ? '80' : '';
}

/** Whether the browser would let the page at `pageUrl` fetch `target` under the site's connect-src. */
export function connectAllowed(target: string, pageUrl: string, connectSrc: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(target, pageUrl);
  } catch {
    return false;
  }
  if (url.origin === new URL(pageUrl).origin) return true;
  return connectSrc.some((source) => sourceMatches(url, source));
}
