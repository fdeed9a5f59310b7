import type { TryItOperation } from '../../../format/site-format.ts';
import type { RequestValues } from '../../../format/try-it/code-samples.ts';

/** What the environment of a sample holds: values a shell or a string literal could mangle. */
export const ENV = {
  API_TOKEN: `tok$(id)'"\`en;$HOME`,
  API_KEY: 'key with spaces #1 ${x}',
  // ASCII: requests sends a str username and password as Latin-1.
  API_USERNAME: `usu'ario "x" $HOME`,
  API_PASSWORD: `se:nha$(id)'"\`#{x} \${y}`,
};

/** The `Authorization` of HTTP basic authentication, as a server receives it. */
const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/** A string with everything each language escapes its own way. */
export const TRICKY = `aspas "duplas", 'simples', barra \\ e \\n escrita\nnova linha\tcom tab $HOME \`id\` #{x} #@y #$z \${y} %s {{z}} \\u0041 """ '''`;

/** What a server should receive from a case's sample. */
export interface Expected {
  method: string;
  /** The path as sent, after the case's server prefix. */
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  /** The Content-Type's media type, before any parameter. */
  contentType?: string;
  body?: { json: unknown } | { form: [string, string][] } | { multipart: [string, string][] } | { text: string };
}

export interface SampleCase {
  name: string;
  op: Omit<TryItOperation, 'servers' | 'api'>;
  values: Omit<RequestValues, 'server'>;
  expected: Expected;
}

const JSON_BODY = {
  name: 'Fazenda São João',
  nota: TRICKY,
  emoji: '🐄 ç ã õ',
  separadores: 'a\u2028b\u2029c\u0085d\ufeffe',
  controle: '\u0001\u001f\u007f',
  vazio: '',
  lista: [1, 2.5, -3, true, false, null, 'x'],
  aninhado: { 'chave com espaço': { 'com "aspas"': [] }, vazio: {} },
  __proto__: null,
};
// A key JavaScript's object literals would read as the prototype: the sample must still send it as a property.
Object.defineProperty(JSON_BODY, '__proto__', { value: { a: 1 }, enumerable: true });

const TEXT_BODY = `linha 1\r\nlinha 2 ${TRICKY}\n\n`;

export const CASES: SampleCase[] = [
  {
    name: 'json',
    op: {
      method: 'POST',
      path: '/v1/farms/{farm_id}/notes',
      apiKeyHeader: 'X-Api-Key',
      parameters: [
        { name: 'farm_id', in: 'path', required: true, type: 'string', example: 'São João/1' },
        { name: 'q', in: 'query', required: true, type: 'string', example: 'a b&c=d ã' },
        { name: 'page', in: 'query', required: false, type: 'integer' },
        { name: 'X-Request-Id', in: 'header', required: true, type: 'string', example: 'req-1' },
        { name: 'X-Optional', in: 'header', required: false, type: 'string', example: 'no' },
      ],
      requestBody: { required: true, mediaType: 'application/json', example: JSON.stringify(JSON_BODY, null, 2) },
    },
    values: {
      params: {},
      body: JSON.stringify(JSON_BODY, null, 2),
      auth: 'env',
      token: 'NOT-SENT',
      apiKey: 'NOT-SENT',
    },
    expected: {
      method: 'POST',
      path: '/v1/farms/S%C3%A3o%20Jo%C3%A3o%2F1/notes',
      query: [['q', 'a b&c=d ã']],
      headers: { authorization: `Bearer ${ENV.API_TOKEN}`, 'x-api-key': ENV.API_KEY, 'x-request-id': 'req-1' },
      contentType: 'application/json',
      body: { json: JSON.parse(JSON.stringify(JSON_BODY)) },
    },
  },
  {
    name: 'form',
    op: {
      method: 'PUT',
      path: '/v1/farms/{id}',
      apiKeyHeader: 'X-Api-Key',
      parameters: [{ name: 'id', in: 'path', required: true, type: 'integer' }],
      requestBody: { required: true, mediaType: 'application/x-www-form-urlencoded' },
    },
    // Testar's values: the reader's token as typed, no API key (read from the environment), the path parameter given.
    values: {
      params: { id: '42' },
      body: JSON.stringify({
        nome: 'Fazenda São João & Cia = 100% + "x"',
        tags: ['a b', 'c'],
        area: 10.5,
        ativo: true,
      }),
      auth: 'literal',
      token: `lit'eral"$(id)\`x\`#{y}\${z}`,
      apiKey: '',
    },
    expected: {
      method: 'PUT',
      path: '/v1/farms/42',
      query: [],
      headers: { authorization: `Bearer lit'eral"$(id)\`x\`#{y}\${z}`, 'x-api-key': ENV.API_KEY },
      contentType: 'application/x-www-form-urlencoded',
      body: {
        form: [
          ['nome', 'Fazenda São João & Cia = 100% + "x"'],
          ['tags', 'a b'],
          ['tags', 'c'],
          ['area', '10.5'],
          ['ativo', 'true'],
        ],
      },
    },
  },
  {
    name: 'multipart',
    op: {
      method: 'POST',
      path: '/v1/uploads',
      parameters: [],
      requestBody: { required: true, mediaType: 'multipart/form-data' },
    },
    values: {
      params: {},
      body: JSON.stringify({ descricao: `Relatório "anual" 'x'\nlinha 2 \\ $y`, tags: ['x', 'y'], meta: { a: 1 } }),
      auth: 'env',
      token: '',
      apiKey: '',
    },
    expected: {
      method: 'POST',
      path: '/v1/uploads',
      query: [],
      headers: { authorization: `Bearer ${ENV.API_TOKEN}` },
      contentType: 'multipart/form-data',
      body: {
        multipart: [
          ['descricao', `Relatório "anual" 'x'\nlinha 2 \\ $y`],
          ['tags', 'x'],
          ['tags', 'y'],
          ['meta', '{"a":1}'],
        ],
      },
    },
  },
  {
    name: 'get',
    op: {
      method: 'GET',
      path: '/v1/farms',
      parameters: [
        { name: 'page', in: 'query', required: false, type: 'integer' },
        { name: 'busca', in: 'query', required: false, type: 'string' },
        { name: 'sid', in: 'cookie', required: true, type: 'string', example: 'abc 1' },
      ],
    },
    values: { params: { page: '2', busca: 'São \'Paulo\' & "Rio"' }, auth: 'env', token: '', apiKey: '' },
    expected: {
      method: 'GET',
      path: '/v1/farms',
      query: [
        ['page', '2'],
        ['busca', 'São \'Paulo\' & "Rio"'],
      ],
      headers: { authorization: `Bearer ${ENV.API_TOKEN}`, cookie: 'sid=abc%201' },
    },
  },
  {
    name: 'text',
    op: {
      method: 'PATCH',
      path: '/v1/notes',
      parameters: [],
      requestBody: { required: true, mediaType: 'text/plain; charset=utf-8' },
    },
    // The compiler gives a body as JSON text, so a text example arrives as a JSON string.
    values: { params: {}, body: JSON.stringify(TEXT_BODY), auth: 'env', token: '', apiKey: '' },
    expected: {
      method: 'PATCH',
      path: '/v1/notes',
      query: [],
      headers: { authorization: `Bearer ${ENV.API_TOKEN}` },
      contentType: 'text/plain',
      body: { text: TEXT_BODY },
    },
  },
  {
    name: 'basic',
    op: { method: 'GET', path: '/v1/reports', auth: { type: 'basic' }, parameters: [] },
    values: { params: {}, auth: 'env', token: 'NOT-SENT', apiKey: '', username: 'NOT-SENT', password: 'NOT-SENT' },
    expected: {
      method: 'GET',
      path: '/v1/reports',
      query: [],
      headers: { authorization: basic(ENV.API_USERNAME, ENV.API_PASSWORD) },
    },
  },
  {
    name: 'basic-literal',
    // Testar's values: the username and password as typed.
    op: { method: 'DELETE', path: '/v1/reports/1', auth: { type: 'basic' }, parameters: [] },
    values: { params: {}, auth: 'literal', token: '', apiKey: '', username: `m'aria "$x"`, password: `p:a's"s$(id)\`` },
    expected: {
      method: 'DELETE',
      path: '/v1/reports/1',
      query: [],
      headers: { authorization: basic(`m'aria "$x"`, `p:a's"s$(id)\``) },
    },
  },
];

/** The case's operation with a server of its own, so that each run's request is told apart by its path. */
export function caseOperation(c: SampleCase, server: string): [TryItOperation, RequestValues] {
  return [
    { api: 'fazendas', servers: [{ url: server }], ...c.op },
    { server, ...c.values },
  ];
}
