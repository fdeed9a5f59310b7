import { describe, expect, it } from 'vitest';
import { changesData, isProductionServer } from '../../../viewer/api/try-it/production-server.ts';

const servers = [
  { url: 'https://api.example.com', description: 'Produção' },
  { url: 'https://api.hml.example.com', description: 'Homologação' },
];

describe('isProductionServer', () => {
  it('goes by the declared description', () => {
    expect(isProductionServer('https://api.example.com', servers)).toBe(true);
    expect(isProductionServer('https://api.hml.example.com', servers)).toBe(false);
  });

  it('takes the first server for production when no description says which is which', () => {
    const bare = [{ url: 'https://a.example.com' }, { url: 'https://b.example.com' }];
    expect(isProductionServer('https://a.example.com', bare)).toBe(true);
    expect(isProductionServer('https://b.example.com', bare)).toBe(false);
  });

  it('takes a typed address for production unless it is local', () => {
    expect(isProductionServer('https://api.outra.example.com', servers)).toBe(true);
    expect(isProductionServer('http://127.0.0.1:8080', servers)).toBe(false);
    expect(isProductionServer('http://localhost:3000', servers)).toBe(false);
  });
});

describe('isProductionServer, for a server with variables', () => {
  const templated = [
    { url: 'https://api.example.com/v1', description: 'Produção', template: 'https://api.example.com/{versao}' },
    {
      url: 'https://cliente.hml.example.com',
      description: 'Homologação',
      template: 'https://{tenant}.hml.example.com',
    },
  ];

  it('goes by the server the URL was built from, whatever its variables', () => {
    expect(isProductionServer('https://api.example.com/v2', templated, templated[0])).toBe(true);
    expect(isProductionServer('https://outro.hml.example.com', templated, templated[1])).toBe(false);
    // Not a URL the description lists: without the server it came from, it would be a typed address.
    expect(isProductionServer('https://outro.hml.example.com', templated)).toBe(true);
  });
});

describe('changesData', () => {
  it('is false only for reading methods', () => {
    expect(['GET', 'head', 'OPTIONS'].map(changesData)).toEqual([false, false, false]);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map(changesData)).toEqual([true, true, true, true]);
  });
});
