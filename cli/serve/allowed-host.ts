import net from 'node:net';

/** `name`, `name:port`, `[v6]` or `[v6]:port`, as RFC 9110 has the Host header. */
const HOST_HEADER = /^(?:\[[\da-f:.]+\]|[^\s@/\\?#:[\]]+)(?::\d{1,5})?$/i;

/**
 * Whether a request's Host header names this preview server (`serve` or `watch`): an IP address, localhost (or a name under .localhost), or
 * the host it listens on. A page elsewhere that points its own name at 127.0.0.1 (DNS rebinding) would otherwise
 * read the preview, drafts and error lines included. A request without a Host header (HTTP/1.0) cannot come from a
 * browser page, and passes.
 */
export function isAllowedHost(hostHeader: string | undefined, listenHost: string): boolean {
  if (hostHeader === undefined) return true;
  // A Host header is a name or an address and a port, nothing more: `attacker.example@127.0.0.1` would otherwise read
  // as a URL whose user is attacker.example.
  if (!HOST_HEADER.test(hostHeader)) return false;
  let name: string;
  try {
    name = new URL(`http://${hostHeader}`).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return false;
  }
  return (
    net.isIP(name) !== 0 || name === 'localhost' || name.endsWith('.localhost') || name === listenHost.toLowerCase()
  );
}

/** What a request under another name is told. */
export const WRONG_HOST = 'Este servidor de pré-visualização só atende por localhost ou por um endereço IP.';
