import { describe, expect, it } from 'vitest';
import { toSpec } from '../../../../cli/api/openapi/to-spec.ts';
import { tryItOperation } from '../../../../cli/api/openapi/render-operation.ts';
import { tryItAuth } from '../../../../cli/api/openapi/try-it-auth.ts';
import type { ApiOperation, ApiSecurityScheme } from '../../../../cli/api/openapi/types.ts';

const SCHEMES: Record<string, ApiSecurityScheme> = {
  bearer: { type: 'http', scheme: 'bearer' },
  key: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
  basic: { type: 'http', scheme: 'Basic' },
  machine: {
    type: 'oauth2',
    flows: {
      clientCredentials: {
        tokenUrl: 'https://auth.example.com/token',
        scopes: { 'fields:read': 'Ler talhões.', 'fields:write': 'Alterar talhões.' },
      },
    },
  },
  browser: { type: 'oauth2', flows: { authorizationCode: { authorizationUrl: 'https://a', tokenUrl: 'https://t' } } },
  oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://auth.example.com/.well-known/openid-configuration' },
};

const operation = (security: ApiOperation['security']) => ({ security }) as ApiOperation;
const requirement = (...schemes: [string, string[]?][]) => schemes.map(([scheme, scopes = []]) => ({ scheme, scopes }));

describe('tryItAuth', () => {
  it('asks for a username and password when the first way to pass is HTTP basic, whatever the case of "basic"', () => {
    expect(tryItAuth(operation([requirement(['basic'])]), SCHEMES)).toEqual({ type: 'basic' });
    expect(tryItAuth(operation([requirement(['basic'], ['key'])]), SCHEMES)).toEqual({ type: 'basic' });
  });

  it("gives client credentials' token URL, every scope the flow declares and those the operation needs", () => {
    expect(tryItAuth(operation([requirement(['machine', ['fields:write']])]), SCHEMES)).toEqual({
      type: 'oauth2',
      tokenUrl: 'https://auth.example.com/token',
      scopes: [
        { name: 'fields:read', description: 'Ler talhões.' },
        { name: 'fields:write', description: 'Alterar talhões.' },
      ],
      required: ['fields:write'],
    });
  });

  it('keeps the stored token when the first way the panel can fill needs only it or the API key, or nothing', () => {
    expect(tryItAuth(operation([requirement(['bearer']), requirement(['basic'])]), SCHEMES)).toBeUndefined();
    expect(tryItAuth(operation([requirement(['key'])]), SCHEMES)).toBeUndefined();
    expect(tryItAuth(operation([[]]), SCHEMES)).toBeUndefined();
    expect(tryItAuth(operation([]), SCHEMES)).toBeUndefined();
  });

  it('passes over ways it cannot fill (other OAuth flows, OpenID Connect, unknown schemes) to the next one', () => {
    const ways = [requirement(['browser']), requirement(['oidc']), requirement(['nowhere']), requirement(['basic'])];
    expect(tryItAuth(operation(ways), SCHEMES)).toEqual({ type: 'basic' });
    expect(tryItAuth(operation([requirement(['basic'], ['oidc'])]), SCHEMES)).toBeUndefined();
  });
});

describe('server variables', () => {
  const spec = toSpec('lavoura', 'lavoura.yaml', {
    openapi: '3.0.3',
    info: { title: 'Lavouras' },
    servers: [
      {
        url: 'https://{regiao}.example.com:{porta}/{versao}',
        description: 'Produção',
        variables: {
          versao: { default: 'v1', enum: ['v1', 'v2'], description: 'A **versão**.' },
          regiao: { default: 'sa' },
          porta: { default: '443' },
        },
      },
      { url: 'https://sandbox.example.com' },
    ],
  });

  it('gives the URL at its defaults, and the template with each variable in the order the template names them', () => {
    expect(spec.servers[1]).toEqual({ url: 'https://sandbox.example.com' });
    expect(spec.servers[0]).toEqual({
      url: 'https://sa.example.com:443/v1',
      description: 'Produção',
      template: 'https://{regiao}.example.com:{porta}/{versao}',
      variables: [
        { name: 'regiao', default: 'sa' },
        { name: 'porta', default: '443' },
        { name: 'versao', default: 'v1', enum: ['v1', 'v2'], description: 'A **versão**.' },
      ],
    });
  });

  it('hands "Testar" the variables with their descriptions as plain text', () => {
    const op = { method: 'GET', path: '/x', parameters: [], security: [] } as unknown as ApiOperation;
    expect(tryItOperation(spec, op).servers[0]!.variables![2]).toEqual({
      name: 'versao',
      default: 'v1',
      enum: ['v1', 'v2'],
      description: 'A versão.',
    });
  });
});
