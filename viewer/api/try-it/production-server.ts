/** Words in a server's description that say it is the production one ("Produção", "production", "prod"). */
const PRODUCTION = /produ[cç][aã]o|production|\bprod\b/i;
/** Words that say a server is not ("homologação", "sandbox", "staging", "teste", "local"). */
const NOT_PRODUCTION = /homolog|sandbox|staging|teste|test\b|dev\b|desenvolvimento|local/i;

/**
 * Whether a request to `url` would reach the API's production data: a declared server described as production, or,
 * when no server says which it is, the first one the description lists (the one readers are sent to by default).
 * An address the reader typed is production unless it is a local or private one. `declared` is the server the URL was
 * built from, when its variables make the URL differ from the one listed.
 */
export function isProductionServer(
  url: string,
  servers: readonly { url: string; description?: string }[],
  declared = servers.find((s) => s.url === url),
): boolean {
  if (declared) {
    if (declared.description && PRODUCTION.test(declared.description)) return true;
    if (declared.description && NOT_PRODUCTION.test(declared.description)) return false;
    const described = servers.some(
      (s) => s.description && (PRODUCTION.test(s.description) || NOT_PRODUCTION.test(s.description)),
    );
    return !described && servers[0] === declared;
  }
  return !/^https?:\/\/(localhost|127\.|10\.|192\.168\.|\[::1\])/i.test(url);
}

/** Whether a method changes data: anything but GET, HEAD and OPTIONS. */
export function changesData(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}
