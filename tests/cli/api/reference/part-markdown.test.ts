import { describe, expect, it } from 'vitest';
import { type OpenApiDocument, toSpec } from '../../../../cli/api/openapi/to-spec.ts';
import { referencePartMarkdown } from '../../../../cli/api/reference/part-markdown.ts';
import { apiPtBR } from '../../../../format/ui-strings/api/pt-BR.ts';

const base = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', description: 'Identificador.' } },
};
const doc = {
  openapi: '3.0.3',
  info: { title: 'Fazendas', version: '1' },
  paths: {
    '/fazendas/{id}': {
      get: {
        operationId: 'getFazenda',
        responses: {
          '200': {
            description: 'A fazenda',
            content: {
              'application/json': {
                schema: { allOf: [base, { type: 'object', properties: { nome: { type: 'string' } } }] },
              },
            },
          },
        },
      },
    },
  },
  components: { schemas: { Base: base } },
} as unknown as OpenApiDocument;

describe('referencePartMarkdown', () => {
  it("lists the properties of a schema composed with allOf, each part's", () => {
    const spec = toSpec('fazendas', 'content/openapi/fazendas.yaml', doc);
    const markdown = referencePartMarkdown(spec, ['response', 'GET', '/fazendas/{id}', '200'], apiPtBR);
    expect(markdown).toContain('- `id` (integer, obrigatório): Identificador.');
    expect(markdown).toContain('- `nome` (string)');
  });
});
