import http from 'node:http';

export const BASIC_USER = 'maria.silva';
export const BASIC_PASSWORD = 'senha:secreta ç';
export const CLIENT_ID = 'cliente lavoura';
export const CLIENT_SECRET = 's3gr3do&x';

export interface FakeCredentialsApi {
  url: string;
  /** Every request but preflights, as the server saw it. */
  requests: { method: string; path: string; authorization?: string; body: string }[];
  /** The tokens the token endpoint gave out. */
  issued: string[];
  /** Seconds a token lasts from now on: its `expires_in`, after which the API refuses it. */
  tokenLifetime: number;
  /** Makes the API refuse every token given out so far, as one that rotated its signing keys would. */
  revokeIssued(): void;
  /** While true, the API refuses every token, even one just given out. */
  refuseTokens: boolean;
  stop(): Promise<void>;
}

const decodeBasic = (header: string | undefined) =>
  header?.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8') : undefined;

/**
 * A cross-origin API with the tokens and checks of the api-reference fixture's secured operations: an OAuth 2.0 token
 * endpoint for the client credentials grant (RFC 6749 section 4.4, the client authenticated with HTTP basic over its
 * form-encoded id and secret), an operation that takes HTTP basic and one that takes the tokens it gave out.
 */
export async function startFakeCredentialsApi(): Promise<FakeCredentialsApi> {
  const requests: FakeCredentialsApi['requests'] = [];
  const issued = new Map<string, { scopes: string[]; expiresAt: number; revoked?: boolean }>();
  const settings = { tokenLifetime: 3600, refuseTokens: false };
  const server = http.createServer(async (req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    // No WWW-Authenticate on a 401: the browser would ask for basic credentials itself.
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(value));

    if (req.method === 'POST' && path === '/oauth/token') {
      const form = new URLSearchParams(body);
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
        return json(400, { error: 'invalid_request', error_description: 'Form body expected.' });
      // Each of the id and secret was form-encoded before the two were joined, so neither holds a bare colon.
      const [id, secret] = (decodeBasic(req.headers.authorization) ?? '')
        .split(':')
        .map((part) => decodeURIComponent(part.replace(/\+/g, ' ')));
      if (id !== CLIENT_ID || secret !== CLIENT_SECRET)
        return json(401, { error: 'invalid_client', error_description: 'Client authentication failed.' });
      if (form.get('grant_type') !== 'client_credentials') return json(400, { error: 'unsupported_grant_type' });
      const token = `tok-${issued.size + 1}-${Math.random().toString(36).slice(2)}`;
      const scopes = (form.get('scope') ?? '').split(' ').filter(Boolean);
      issued.set(token, { scopes, expiresAt: Date.now() + settings.tokenLifetime * 1000 });
      return json(200, { access_token: token, token_type: 'Bearer', expires_in: settings.tokenLifetime });
    }
    if (req.method === 'GET' && /^\/v[12]\/seasons\/report$/.test(path)) {
      if (decodeBasic(req.headers.authorization) !== `${BASIC_USER}:${BASIC_PASSWORD}`)
        return json(401, { error: { code: 'unauthenticated', message: 'Usuário ou senha inválidos.' } });
      return json(200, { relatorio: 'Safras 2024/25', usuario: BASIC_USER });
    }
    if (req.method === 'GET' && /^\/v[12]\/seasons\/current$/.test(path)) {
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const grant = issued.get(token);
      if (!grant || grant.revoked || settings.refuseTokens)
        return json(401, { error: { code: 'invalid_token', message: 'Token ausente ou inválido.' } });
      if (Date.now() >= grant.expiresAt)
        return json(401, { error: { code: 'invalid_token', message: 'Token expirado.' } });
      if (!grant.scopes.includes('seasons:read')) return json(403, { error: { code: 'insufficient_scope' } });
      return json(200, { safra: '2024/25', escopos: grant.scopes });
    }
    json(404, { error: { code: 'not_found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get issued() {
      return [...issued.keys()];
    },
    get tokenLifetime() {
      return settings.tokenLifetime;
    },
    set tokenLifetime(seconds) {
      settings.tokenLifetime = seconds;
    },
    revokeIssued: () => {
      for (const grant of issued.values()) grant.revoked = true;
    },
    get refuseTokens() {
      return settings.refuseTokens;
    },
    set refuseTokens(refuse) {
      settings.refuseTokens = refuse;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
