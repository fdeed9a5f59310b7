import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ClientCredentials,
  fetchClientToken,
  readTokenResponse,
  tokenEndpoint,
  tokenRequest,
} from '../../../viewer/api/try-it/oauth-token.ts';

const credentials: ClientCredentials = {
  tokenUrl: '/oauth/token',
  server: 'http://127.0.0.1:8080/v1',
  clientId: 'cliente:1',
  clientSecret: 'se gredo&ç',
  scopes: ['fields:read', 'fields:write'],
};

describe('tokenRequest', () => {
  it('POSTs the client credentials grant as a form, the id and secret form-encoded inside HTTP basic', () => {
    const init = tokenRequest(credentials);
    const headers = init.headers as Record<string, string>;
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    const basic = Buffer.from(headers.Authorization!.replace(/^Basic /, ''), 'base64').toString();
    expect(basic).toBe('cliente%3A1:se+gredo%26%C3%A7');
    expect([...new URLSearchParams(String(init.body))]).toEqual([
      ['grant_type', 'client_credentials'],
      ['scope', 'fields:read fields:write'],
    ]);
    expect(String(tokenRequest({ ...credentials, scopes: [] }).body)).toBe('grant_type=client_credentials');
  });
});

describe('tokenEndpoint', () => {
  it("resolves a relative token URL against the server's, as OpenAPI does", () => {
    expect(tokenEndpoint('/oauth/token', 'http://127.0.0.1:8080/v1')).toBe('http://127.0.0.1:8080/oauth/token');
    expect(tokenEndpoint('https://auth.example.com/t', 'http://x')).toBe('https://auth.example.com/t');
    expect(tokenEndpoint('/oauth/token', '')).toBeUndefined();
  });
});

describe('readTokenResponse', () => {
  it('takes the access token and its lifetime', () => {
    expect(readTokenResponse(200, '{"access_token":"abc","token_type":"Bearer","expires_in":3600}')).toEqual({
      kind: 'token',
      accessToken: 'abc',
      expiresIn: 3600,
    });
    expect(readTokenResponse(200, '{"access_token":"abc"}')).toEqual({ kind: 'token', accessToken: 'abc' });
  });

  it("says an OAuth error in Portuguese, with the server's own description", () => {
    expect(readTokenResponse(401, '{"error":"invalid_client","error_description":"Bad secret"}')).toEqual({
      kind: 'error',
      message:
        'O servidor de autorização recusou o pedido (401): o ID ou o segredo do cliente não foram aceitos. Detalhe do servidor: Bad secret',
    });
    expect(readTokenResponse(400, '{"error":"slow_down"}').kind).toBe('error');
    expect(readTokenResponse(400, '{"error":"slow_down"}')).toMatchObject({ message: /erro slow_down\.$/ });
    expect(readTokenResponse(502, '<html>')).toMatchObject({ message: /\(502\): sem código de erro OAuth/ });
    expect(readTokenResponse(200, '{}')).toMatchObject({ kind: 'error', message: /não traz um access_token/ });
  });
});

describe('fetchClientToken', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing to an origin the site policy does not allow', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('location', { href: 'https://docs.example.com/docs/api' });
    const result = await fetchClientToken(credentials, ['https://api.example.com']);
    expect(result).toMatchObject({ kind: 'error', message: /não permite chamadas a http:\/\/127\.0\.0\.1:8080/ });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('explains a request without a response (a network error or CORS)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.stubGlobal('location', { href: 'https://docs.example.com/docs/api' });
    const result = await fetchClientToken(credentials, ['http://127.0.0.1:*']);
    expect(result).toMatchObject({
      kind: 'error',
      message: /não respondeu, ou o navegador bloqueou a resposta \(CORS\)/,
    });
  });

  it('asks the resolved token URL and reads the token', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('{"access_token":"tok","expires_in":60}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('location', { href: 'https://docs.example.com/docs/api' });
    expect(await fetchClientToken(credentials, ['http://127.0.0.1:*'])).toEqual({
      kind: 'token',
      accessToken: 'tok',
      expiresIn: 60,
    });
    expect(fetch.mock.calls[0]![0]).toBe('http://127.0.0.1:8080/oauth/token');
  });
});
