import { islandGlobals } from '../island-globals.ts';

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

const hasProtocol = (url: string) => /^(?:\w*:|\/\/)/.test(url);

/** Docusaurus 3.8.1's rule (packages/docusaurus/src/client/exports/useBaseUrl.ts): a site path gets the base URL. */
export function addBaseUrl(
  url: string,
  { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {},
): string {
  const { baseUrl, url: siteUrl } = islandGlobals().context.siteConfig;
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const withBase = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteUrl + withBase : withBase;
}

export function useBaseUrlUtils(): { withBaseUrl: typeof addBaseUrl } {
  return { withBaseUrl: addBaseUrl };
}

/** `@docusaurus/useBaseUrl` for islands. */
export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return addBaseUrl(url, options);
}
