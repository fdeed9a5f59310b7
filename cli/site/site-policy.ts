import type { DocsConfig as Config } from '../sources/config/types.ts';
import type { SitePolicy } from '../../format/site-format.ts';
import { serverUrls } from '../../format/try-it/server-url.ts';
import type { ApiDescriptions } from '../api/embed-renderer.ts';
import type { ApiSpec } from '../api/openapi/types.ts';

/**
 * The origin of an absolute http(s) URL, or undefined for a relative one
 * (the site's own origin needs no entry) and for a templated host such as
 * "https://{region}.api.example.com", which no source expression can name:
 * the config's `contentSecurityPolicy.connectSrc` covers those.
 */
function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    const parsed = new URL(url);
    return /[{}]/.test(url.slice(0, url.indexOf(parsed.host) + parsed.host.length)) ? undefined : parsed.origin;
  } catch {
    return undefined;
  }
}

/** The origins "Testar" calls for a description: each server at each value its variables list, and token URLs. */
export function specOrigins(spec: ApiSpec): string[] {
  const urls = spec.servers.flatMap((server) => serverUrls(server));
  // An absolute token URL of a client credentials flow: "Testar" asks it for a token.
  for (const scheme of Object.values(spec.securitySchemes)) urls.push(scheme.flows?.clientCredentials?.tokenUrl ?? '');
  return urls.flatMap((url) => originOf(url) ?? []);
}

/**
 * What the reader's browser may reach besides the site: the gate's provider, every OpenAPI server at each value its
 * variables list, and every client credentials token URL (for "Testar"),
 * every GraphQL explorer's endpoint (found while rendering pages), the config's additions, and the iframe hosts.
 * Sorted, so that the same content gives the same HTML.
 */
export function sitePolicy(config: Config, apis: ApiDescriptions, pageOrigins: Iterable<string>): SitePolicy {
  const connect = new Set<string>(config.contentSecurityPolicy.connectSrc);
  if (config.gate) connect.add(new URL(config.gate.providerUrl).origin);
  for (const spec of apis.openapi.values()) for (const origin of specOrigins(spec)) connect.add(origin);
  for (const origin of pageOrigins) connect.add(origin);
  const frameSrc =
    config.markdown.rawHtml === 'trusted'
      ? ['https:']
      : config.markdown.iframeHosts.map((host) => `https://${host.toLowerCase()}`);
  return { connectSrc: [...connect].sort(), frameSrc: [...new Set(frameSrc)].sort() };
}
