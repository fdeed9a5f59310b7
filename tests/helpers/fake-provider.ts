import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The token the fake provider accepts in "accept" mode; any other token is refused with 401. */
export const GOOD_TOKEN = 'token-valido-3f9a';
export const VALIDATION_PATH = '/users/api/v1/me/ekos/token';

/** 'redirect' sends every validation call to a login page that answers 200, as some providers do for a bad token. */
export type ProviderMode = 'accept' | 'reject' | 'fail' | 'hang' | 'redirect';

export interface ValidationCall {
  method: string;
  authorization?: string;
  origin?: string;
  referer?: string;
  cookie?: string;
}

export interface FakeProvider {
  /** Origin of the provider, e.g. "http://127.0.0.1:40123". */
  url: string;
  /** The main application's page, on the provider's origin. */
  mainAppUrl: string;
  mode: ProviderMode;
  /** Answer with CORS headers, as a real cross-origin provider must. */
  cors: boolean;
  /** Origins that CORS answers allow (the docs servers). */
  allowedOrigins: Set<string>;
  /** GET validation calls, in order (preflights are not counted). */
  calls: ValidationCall[];
  /** Visits of the main application's page. */
  mainAppVisits: number;
  /** Answers the calls held in "hang" mode as "accept" mode would. */
  release(): void;
  reset(): void;
  close(): Promise<void>;
}

/**
 * A stand-in for the platform's token provider, on 127.0.0.1 and its own
 * port, so calls from the docs are really cross-origin: it validates
 * `Authorization: Bearer` tokens at the spec's path, answers CORS preflights
 * for that header with credentials, and serves the main application's page.
 */
export async function startFakeProvider(): Promise<FakeProvider> {
  /** Held calls, each with how "accept" mode would answer it. */
  const hanging = new Map<http.ServerResponse, () => void>();
  const provider: FakeProvider = {
    url: '',
    mainAppUrl: '',
    mode: 'accept',
    cors: true,
    allowedOrigins: new Set(),
    calls: [],
    mainAppVisits: 0,
    release() {
      for (const accept of hanging.values()) accept();
      hanging.clear();
    },
    reset() {
      provider.mode = 'accept';
      provider.cors = true;
      provider.calls = [];
      provider.mainAppVisits = 0;
      for (const res of hanging.keys()) res.destroy();
      hanging.clear();
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };

  const corsHeaders = (req: http.IncomingMessage): http.OutgoingHttpHeaders => {
    const origin = req.headers.origin;
    if (!provider.cors || !origin || !provider.allowedOrigins.has(origin)) return {};
    return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' };
  };

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://provider').pathname;
    if (path === '/app') {
      provider.mainAppVisits++;
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Set-Cookie': 'platform_session=s1; Path=/; SameSite=Lax',
      });
      res.end(
        '<!doctype html><html lang="pt-BR"><title>Aplicação principal</title><h1>Aplicação principal</h1></html>',
      );
      return;
    }
    if (path === '/login') {
      res
        .writeHead(200, { ...corsHeaders(req), 'Content-Type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>Entrar</title>');
      return;
    }
    if (path !== VALIDATION_PATH) {
      res.writeHead(404).end();
      return;
    }
    if (req.method === 'OPTIONS') {
      const allowed = corsHeaders(req);
      res.writeHead(204, {
        ...allowed,
        ...(allowed['Access-Control-Allow-Origin']
          ? {
              'Access-Control-Allow-Methods': 'GET',
              'Access-Control-Allow-Headers': 'Authorization',
              'Access-Control-Max-Age': '0',
            }
          : {}),
      });
      res.end();
      return;
    }
    const h = req.headers;
    provider.calls.push({
      method: req.method ?? '',
      authorization: h.authorization,
      origin: h.origin,
      referer: h.referer,
      cookie: h.cookie,
    });
    const headers = { ...corsHeaders(req), 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };
    const accept = () => {
      const ok = h.authorization === `Bearer ${GOOD_TOKEN}`;
      res.writeHead(ok ? 200 : 401, headers).end(ok ? '{"id":"u1"}' : '{"error":"invalid token"}');
    };
    switch (provider.mode) {
      case 'hang':
        hanging.set(res, accept);
        return;
      case 'fail':
        res.writeHead(500, headers).end('{"error":"internal"}');
        return;
      case 'reject':
        res.writeHead(401, headers).end('{"error":"invalid token"}');
        return;
      case 'redirect':
        res.writeHead(302, { ...headers, Location: '/login' }).end();
        return;
      case 'accept':
        accept();
    }
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.mainAppUrl = `${provider.url}/app`;
  return provider;
}
