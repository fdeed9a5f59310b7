import type http from 'node:http';
import type { Socket } from 'node:net';

/**
 * What a preview server answers when Node cannot read a request: a request line or headers past Node's 16 KB limit
 * (HPE_HEADER_OVERFLOW) gets a 431 whose page leaves the address at once for the same path without its query.
 * The platform's hand-off is the case that matters: `/?token=…&redirectTo=…` with a very long `redirectTo` would
 * otherwise leave the token in the address bar and in the tab's history, on Node's bare 431. `location.replace`
 * takes the address's own history entry, so Back does not bring it back either. Anything else gets the bare 400
 * (408 for a request too slow) that Node would send.
 */
export function answerUnreadableRequests(server: http.Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    if (error.code === 'HPE_HEADER_OVERFLOW') return socket.end(TOO_LONG);
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
  });
}

const PAGE = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Endereço longo demais</title>
<script>location.replace(location.pathname + location.hash)</script></head>
<body><p>Este endereço é longo demais para o servidor. Abrindo a página sem os parâmetros…</p></body></html>`;

const TOO_LONG = [
  'HTTP/1.1 431 Request Header Fields Too Large',
  'Content-Type: text/html; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(PAGE)}`,
  'Cache-Control: no-store',
  'X-Content-Type-Options: nosniff',
  "Content-Security-Policy: frame-ancestors 'self'",
  'Referrer-Policy: no-referrer',
  'Connection: close',
  '',
  PAGE,
].join('\r\n');
