import { describe, expect, it } from 'vitest';
import type { TryItServer } from '../../../format/site-format.ts';
import { serverUrl, serverUrls } from '../../../format/try-it/server-url.ts';

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

describe('serverUrls', () => {
  it('lists the URL at each listed value, the rest at their defaults, up to a limit', () => {
    expect(serverUrls(server)).toEqual(['https://sa.example.com/v1/{outra}', 'https://sa.example.com/v2/{outra}']);
    const regions = { ...server, variables: [{ name: 'regiao', default: 'sa', enum: ['sa', 'us', 'eu'] }] };
    expect(serverUrls(regions, 2)).toEqual([
      'https://sa.example.com/{versao}/{outra}',
      'https://us.example.com/{versao}/{outra}',
    ]);
    expect(serverUrls({ url: 'https://api.example.com' })).toEqual(['https://api.example.com']);
  });
});
