import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';

export interface RawResponse {
  status: number;
  body: string;
  raw: Buffer;
  headers: IncomingHttpHeaders;
}

/**
 * A request to `origin` sent as written (fetch() would resolve dot segments and decode the body), identity-encoded
 * unless `headers` say otherwise, with the bytes received.
 */
export function rawRequest(
  origin: string,
  requestPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${origin}/`,
      { method, path: requestPath, headers: { 'accept-encoding': 'identity', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, body: raw.toString(), raw, headers: res.headers });
        });
      },
    );
    req.on('error', reject).end();
  });
}
