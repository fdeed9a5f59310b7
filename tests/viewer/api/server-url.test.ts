import { describe, expect, it } from 'vitest';
import type { TryItServer } from '../../../format/site-format.ts';
import { serverUrl } from '../../../viewer/api/try-it/server-url.ts';
import { validateServerVariables } from '../../../viewer/api/try-it/validate-values.ts';

const server: TryItServer = {
  url: 'https://sa.example.com/v1',
  template: 'https://{regiao}.example.com/{versao}/{outra}',
  variables: [
    { name: 'regiao', default: 'sa' },
    { name: 'versao', default: 'v1', enum: ['v1', 'v2'] },
  ],
};

describe('serverUrl', () => {
  it('puts the values given, the defaults for the rest, and leaves a name the description does not declare', () => {
    expect(serverUrl(server, {})).toBe('https://sa.example.com/v1/{outra}');
    expect(serverUrl(server, { versao: 'v2', regiao: ' us ' })).toBe('https://us.example.com/v2/{outra}');
  });

  it('is the listed URL for a server without variables', () => {
    expect(serverUrl({ url: 'https://api.example.com' }, { x: 'y' })).toBe('https://api.example.com');
  });
});

describe('validateServerVariables', () => {
  it('reports a variable left empty, and nothing for defaults or a server without variables', () => {
    expect(validateServerVariables(server, {})).toEqual({});
    expect(validateServerVariables(server, { regiao: '  ' })).toEqual({ regiao: 'Campo obrigatório.' });
    expect(validateServerVariables(undefined, { regiao: '' })).toEqual({});
  });
});
