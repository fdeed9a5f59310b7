import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildSchema, graphql } from 'graphql';
import { repoRoot } from './temp-project.ts';

export const VALID_TOKEN = 'token-valido-de-teste-123456';
export const API_KEY = 'agk_test_chave';

const farms = [
  { id: 'farm_01', name: 'Fazenda Boa Vista', area_ha: 1520.5, status: 'ACTIVE' },
  { id: 'farm_02', name: 'Fazenda Santa Helena', area_ha: 860, status: 'ACTIVE' },
];

export interface FakePlatform {
  url: string;
  /** Every request received, as "METHOD /path?query". */
  requests: string[];
  stop(): Promise<void>;
}

/**
 * A local stand-in for the platform's API (the API is outside this project):
 * a few operations of the test OpenAPI document and the GraphQL schema, with
 * bearer-token checks and the CORS headers a real cross-origin API sends.
 */
export async function startFakePlatform(): Promise<FakePlatform> {
  const schema = buildSchema(
    fs.readFileSync(path.join(repoRoot, 'tests/fixtures/api/content/graphql/registry.graphql'), 'utf8'),
  );
  const root = {
    farm: ({ id }: { id: string }) => farms.find((f) => f.id === id) ?? null,
    farms: ({ first }: { first: number }) => ({
      totalCount: farms.length,
      edges: farms.slice(0, first).map((f) => ({ node: { ...f, areaHa: f.area_ha }, cursor: f.id })),
    }),
  };
  const requests: string[] = [];
  const server = http.createServer(async (req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Api-Key',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Expose-Headers': 'X-Request-Id',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const json = (status: number, body: unknown) =>
      res
        .writeHead(status, { ...cors, 'Content-Type': 'application/json', 'X-Request-Id': 'req_123' })
        .end(JSON.stringify(body));
    if (req.headers.authorization !== `Bearer ${VALID_TOKEN}`) {
      return json(401, {
        error: { code: 'unauthenticated', message: 'Token ausente ou inválido.', details: [], request_id: 'req_123' },
      });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : undefined;
    if (req.method === 'POST' && url.pathname === '/graphql') {
      if (req.headers['x-api-key'] !== API_KEY)
        return json(403, {
          errors: [{ message: 'Chave de API ausente ou inválida.', extensions: { code: 'invalid_api_key' } }],
        });
      return json(200, await graphql({ schema, source: body.query, rootValue: root, variableValues: body.variables }));
    }
    if (req.method === 'GET' && url.pathname === '/v1/farms')
      return json(200, { data: farms.filter((f) => !url.searchParams.get('state') || f.id === 'farm_01') });
    if (req.method === 'POST' && url.pathname === '/v1/farms') return json(201, { id: 'farm_03', ...body });
    const one = /^\/v1\/farms\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const farm = farms.find((f) => f.id === one[1]);
      return farm
        ? json(200, farm)
        : json(404, {
            error: { code: 'not_found', message: 'Fazenda não encontrada.', details: [], request_id: 'req_123' },
          });
    }
    json(404, { error: { code: 'not_found', message: 'Rota desconhecida.', details: [], request_id: 'req_123' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
