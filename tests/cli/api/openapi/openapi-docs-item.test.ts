import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openapiDocsOperation } from '../../../../cli/api/openapi/openapi-docs-item.ts';

/** The `api` front matter as docusaurus-plugin-openapi-docs writes it. */
const encode = (item: unknown) => zlib.deflateSync(JSON.stringify(item)).toString('base64');

const ITEM = {
  operationId: 'addPet',
  summary: 'Add a new pet',
  parameters: [{ name: 'X-Trace', in: 'header', schema: { type: 'string' } }],
  requestBody: {
    required: true,
    content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } },
  },
  responses: { '200': { description: 'The pet' } },
  security: [{ chave: [] }],
  method: 'post',
  path: '/pet',
  servers: [{ url: 'https://petstore.example.com/v2' }],
  securitySchemes: { chave: { type: 'apiKey', in: 'header', name: 'X-Chave' } },
  info: { title: 'Petstore', version: '1.0.0' },
  jsonRequestBodyExample: { name: 'Rex' },
  postman: { name: 'Add a new pet' },
};

describe("docusaurus-plugin-openapi-docs's `api` front matter", () => {
  it('is the operation with its method, path, servers and security schemes, its body example the JSON one', () => {
    const decoded = openapiDocsOperation(encode(ITEM), 'docs/add-pet.api.mdx');
    if ('problem' in decoded) throw new Error(decoded.problem);
    const { spec, operation } = decoded;
    expect(spec.title).toBe('Petstore');
    expect(spec.servers.map((s) => s.url)).toEqual(['https://petstore.example.com/v2']);
    expect(spec.apiKeyHeader).toBe('X-Chave');
    expect(operation).toMatchObject({ method: 'POST', path: '/pet', operationId: 'addPet', summary: 'Add a new pet' });
    expect(operation.parameters.map((p) => p.name)).toEqual(['X-Trace']);
    expect(operation.requestBody).toMatchObject({
      required: true,
      mediaType: 'application/json',
      example: { name: 'Rex' },
    });
    expect(operation.responses.map((r) => r.status)).toEqual(['200']);
    expect(operation.security).toEqual([[{ scheme: 'chave', scopes: [] }]]);
  });

  it('says what is wrong with a value that is not such an operation', () => {
    const problem = (api: unknown) => {
      const decoded = openapiDocsOperation(api, 'x.api.mdx');
      return 'problem' in decoded ? decoded.problem : undefined;
    };
    expect(problem(42)).toMatch(/a base64 text\), got number$/);
    expect(problem('não é base64 de zlib')).toMatch(/its zlib data cannot be read/);
    expect(problem(zlib.deflateSync('{ nada').toString('base64'))).toMatch(/its JSON cannot be read/);
    expect(problem(encode({ path: '/pet' }))).toMatch(/has no method and path/);
  });
});
