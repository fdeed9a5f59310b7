import { describe, expect, it } from 'vitest';
import type { TryItOperation, TryItParameter, TryItServer } from '../../../format/site-format.ts';
import { validateServerVariables, validateValues } from '../../../viewer/api/try-it/validate-values.ts';

const param = (name: string, type: TryItParameter['type'], extra: Partial<TryItParameter> = {}): TryItParameter => ({
  name,
  in: 'query',
  required: false,
  type,
  ...extra,
});
const operation = (parameters: TryItParameter[], requestBody?: TryItOperation['requestBody']): TryItOperation => ({
  api: 'fazendas',
  method: 'POST',
  path: '/fazendas',
  servers: [{ url: 'https://api.example.com' }],
  parameters,
  ...(requestBody ? { requestBody } : {}),
});

describe('validateValues, before a Try it request is sent', () => {
  it('asks for required fields only, after trimming', () => {
    const op = operation([param('id', 'string', { in: 'path', required: true }), param('q', 'string')]);
    expect(validateValues(op, { id: '  ' }, undefined)).toEqual({ id: 'Campo obrigatório.' });
    expect(validateValues(op, { id: 'x' }, undefined)).toEqual({});
  });

  it('checks integers, numbers and booleans as typed', () => {
    const op = operation([param('page', 'integer'), param('ratio', 'number'), param('active', 'boolean')]);
    expect(validateValues(op, { page: '1.5', ratio: 'abc', active: 'yes' }, undefined)).toEqual({
      page: 'Informe um número inteiro.',
      ratio: 'Informe um número.',
      active: 'Use true ou false.',
    });
    expect(validateValues(op, { page: '-3', ratio: '2.5e3', active: 'false' }, undefined)).toEqual({});
    expect(validateValues(op, { ratio: 'Infinity' }, undefined)).toEqual({ ratio: 'Informe um número.' });
  });

  it('keeps a value to its enum and its range, bounds included', () => {
    const op = operation([
      param('status', 'string', { enum: ['ativo', 'inativo'] }),
      param('size', 'integer', { minimum: 1, maximum: 100 }),
    ]);
    expect(validateValues(op, { status: 'outro', size: '0' }, undefined)).toEqual({
      status: 'Use um destes valores: ativo, inativo.',
      size: 'O mínimo é 1.',
    });
    expect(validateValues(op, { size: '101' }, undefined)).toEqual({ size: 'O máximo é 100.' });
    expect(validateValues(op, { status: 'ativo', size: '1' }, undefined)).toEqual({});
    expect(validateValues(op, { size: '100' }, undefined)).toEqual({});
  });

  it('requires a required body and checks that any body is JSON, where the reader sees the mistake', () => {
    const required = operation([], { required: true, mediaType: 'application/json' });
    expect(validateValues(required, {}, '   ')).toEqual({ body: 'O corpo da requisição é obrigatório.' });
    expect(validateValues(required, {}, '{"a": 1}')).toEqual({});
    expect(validateValues(required, {}, '\n{"a": 1,}')).toEqual({
      body: 'JSON inválido na linha 2, coluna 8: vírgula depois do último item, que JSON não aceita.',
    });
    const optional = operation([], { required: false, mediaType: 'application/json' });
    expect(validateValues(optional, {}, undefined)).toEqual({});
  });

  it('ignores a body the operation does not take', () => {
    expect(validateValues(operation([]), {}, 'not json')).toEqual({});
  });
});

const server: TryItServer = {
  url: 'https://sa.example.com/v1',
  template: 'https://{regiao}.example.com/{versao}',
  variables: [
    { name: 'regiao', default: 'sa' },
    { name: 'versao', default: 'v1', enum: ['v1', 'v2'] },
  ],
};

describe('validateServerVariables', () => {
  it('reports a variable left empty, and nothing for defaults or a server without variables', () => {
    expect(validateServerVariables(server, {})).toEqual({});
    expect(validateServerVariables(server, { regiao: '  ' })).toEqual({ regiao: 'Campo obrigatório.' });
    expect(validateServerVariables(undefined, { regiao: '' })).toEqual({});
  });
});
