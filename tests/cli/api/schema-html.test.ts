import { beforeAll, describe, expect, it } from 'vitest';
import { renderSchema, schemaHtml, typeLabel } from '../../../cli/api/openapi/schema-html.ts';
import type { JsonSchema } from '../../../cli/api/openapi/types.ts';
import { apiPtBR } from '../../../format/ui-strings/api/pt-BR.ts';
import {
  attr,
  byClass,
  byId,
  descendants,
  enclosingDetails,
  expectBalanced,
  fixture,
  head,
  type LoadedDocument,
  loadDocument,
  markdown,
  operationSchema,
  render,
  rowIds,
  words,
} from './schema-test-kit.ts';

let loja: LoadedDocument;
let legado: LoadedDocument;
beforeAll(async () => {
  loja = await loadDocument(fixture('loja-3.1.yaml'));
  legado = await loadDocument(fixture('legado-3.0.yaml'));
});

describe('schemaHtml: allOf', () => {
  it('merges three $ref’d parts: every property, required lists unioned, the merge named and described', () => {
    const { root, html } = render(loja.schemas.Pedido!, 'schema', loja);
    expect(words(byClass(root, 'api-schema-type')[0]!)).toBe('Pedido');
    const ids = rowIds(root);
    for (const name of ['id', 'criado_em', 'atualizado_em', 'cliente', 'itens', 'status', 'pagamento'])
      expect(ids).toContain(`s-${name}`);
    for (const name of ['id', 'criado_em', 'cliente', 'itens'])
      expect(head(root, `s-${name}`)).toContain('obrigatório');
    for (const name of ['atualizado_em', 'status']) expect(head(root, `s-${name}`)).not.toContain('obrigatório');
    expect(words(root)).toContain('composto de: Entidade, Auditoria, DadosPedido');
    // The merge's own description, not one of a part's.
    expect(html).toContain('Um pedido da loja.');
    expect(html).not.toContain('Descrição de uma parte');
    expect(head(root, 's-cliente')).toBe('cliente # Cliente obrigatório');
    expect(html).not.toContain('array de any');
  });

  it('a 200 response of an array of an allOf shows the item’s properties, not "array de any"', () => {
    const { root, html } = render(operationSchema(loja, '/pedidos', 'get', '200'), 'response', loja);
    expect(words(byClass(root, 'api-schema-type')[0]!)).toBe('array de Pedido');
    expect(html).toContain('<a href="/api/schemas/Pedido">Pedido</a>');
    expect(head(root, 'resp-200-items-id')).toBe('id # string obrigatório');
    expect(html).toContain('Um pedido da loja.');
  });

  it('merges nested allOfs, and a property two parts both describe', () => {
    const schema: JsonSchema = {
      allOf: [
        { allOf: [{ properties: { a: { type: 'string' } } }, { required: ['a'] }] },
        { properties: { x: { type: 'string' } } },
        { properties: { x: { maxLength: 3 } }, required: ['x'] },
      ],
    };
    const { root } = render(schema, 'schema');
    expect(head(root, 's-a')).toBe('a # string obrigatório');
    expect(head(root, 's-x')).toBe('x # string obrigatório comprimento máximo: 3');
  });

  it('an allOf that only annotates one component is that component (3.0 nullable $ref)', () => {
    const { root } = render(legado.schemas.Leitura!, 'schema', legado);
    expect(head(root, 's-sensor')).toBe('sensor # Sensor pode ser nulo');
    expect(rowIds(root)).toContain('s-sensor-serie');
  });
});

describe('schemaHtml: oneOf and anyOf', () => {
  it('shows a oneOf as labelled choices, each with the discriminator values that select it', () => {
    const { root } = render(loja.schemas.Pagamento!, 'schema', loja);
    expect(words(byClass(root, 'api-schema-choice-kind')[0]!)).toBe('um de (discriminador: tipo):');
    const variants = byClass(root, 'api-schema-variant');
    expect(variants.map((v) => attr(v, 'id'))).toEqual(['s-Pix', 's-Cartao', 's-Boleto-bancário']);
    const summaries = variants.map((v) => words(descendants(v).find((d) => d.tagName === 'summary')!));
    expect(summaries).toEqual([
      'Pix quando tipo = pix',
      'Cartao quando tipo = credito ou debito',
      'Boleto bancário object quando tipo = boleto',
    ]);
    // Each alternative's properties in its own block.
    expect(enclosingDetails(byId(root, 's-Pix-chave'))[0]).toBe(descendants(variants[0]!)[0]);
    expect(rowIds(root)).toContain('s-Boleto-bancário-linha_digitavel');
  });

  it('labels unnamed alternatives "opção N", and an anyOf "qualquer um de"', () => {
    const { root } = render(loja.schemas.DadosPedido!, 'schema', loja);
    expect(head(root, 's-janela')).toBe('janela # qualquer um de: string (date), string (date-time)');
    const variants = byClass(byId(root, 's-janela'), 'api-schema-variant');
    expect(variants.map(words)).toEqual(['opção 1 string (date)', 'opção 2 string (date-time)']);
  });

  it('shows a oneOf of a schema and null as that schema, which may be null', () => {
    const { root } = render(loja.schemas.DadosPedido!, 'schema', loja);
    expect(head(root, 's-localizacao')).toBe('localizacao # Endereco pode ser nulo');
    expect(rowIds(root)).toContain('s-localizacao-rua');
    expect(words(byId(root, 's-localizacao'))).toContain('Onde entregar, quando se sabe.');
  });
});

describe('schemaHtml: null, read-only and write-only', () => {
  it('says "pode ser nulo" for 3.1 type arrays and 3.0 nullable', () => {
    const pedido = render(loja.schemas.Pedido!, 'schema', loja).root;
    expect(head(pedido, 's-atualizado_em')).toBe('atualizado_em # string (date-time) pode ser nulo');
    expect(head(pedido, 's-prioridade')).toBe('prioridade # integer pode ser nulo');
    const leitura = render(legado.schemas.Leitura!, 'schema', legado).root;
    expect(head(leitura, 's-unidade')).toBe('unidade # string pode ser nulo');
    expect(words(byId(leitura, 's-unidade'))).toContain('valores: mm, cm, null');
  });

  it('leaves readOnly properties out of a request and writeOnly ones out of a response', () => {
    const request = render(operationSchema(loja, '/pedidos', 'post', 'body'), 'request', loja, { idPrefix: 'req' });
    const requestIds = rowIds(request.root);
    expect(requestIds).not.toContain('req-id');
    expect(requestIds).not.toContain('req-criado_em');
    expect(requestIds).toContain('req-senha');
    expect(requestIds).toContain('req-pagamento-Cartao-numero');
    expect(requestIds).not.toContain('req-pagamento-Cartao-final');
    const response = rowIds(render(loja.schemas.Pedido!, 'response', loja, { idPrefix: 'r' }).root);
    expect(response).toContain('r-id');
    expect(response).not.toContain('r-senha');
    expect(response).not.toContain('r-pagamento-Cartao-numero');
    expect(response).toContain('r-pagamento-Cartao-final');
    expect(request.html + response.join()).not.toMatch(/somente (leitura|escrita)/);
  });

  it('marks both in a schema’s own view', () => {
    const { root } = render(loja.schemas.Pedido!, 'schema', loja);
    expect(head(root, 's-id')).toBe('id # string obrigatório somente leitura');
    expect(head(root, 's-senha')).toBe('senha # string somente escrita comprimento mínimo: 8 comprimento máximo: 64');
  });
});

describe('schemaHtml: facts', () => {
  let root: ReturnType<typeof render>['root'];
  beforeAll(() => {
    root = render(loja.schemas.DadosPedido!, 'schema', loja).root;
  });
  const line = (id: string) => words(byId(root, id));

  it('names additional properties and shows the properties of structured ones', () => {
    expect(line('s-metadados')).toContain('propriedades adicionais: string');
    expect(line('s-extras')).toContain('propriedades adicionais: any');
    expect(line('s-enderecos_por_nome')).toContain('propriedades adicionais: Endereco');
    expect(rowIds(root)).toContain('s-enderecos_por_nome-additionalProperties-rua');
  });

  it('lists enum values with the default, and cuts a long enum with a count', () => {
    expect(line('s-status')).toContain('valores: aberto, pago, enviado');
    expect(line('s-status')).toContain('padrão: aberto');
    const uf = byId(root, 's-uf');
    expect(words(uf)).toContain('valores: AC, AL, AP, AM, BA, CE, DF, ES, GO, MA mais 17 valores');
    const more = byClass(uf, 'api-schema-enum-more')[0]!;
    expect(more.tagName).toBe('details');
    expect(words(more)).toContain('TO');
  });

  it('shows every constraint, pattern, const, examples and deprecation as text', () => {
    expect(head(root, 's-desconto')).toBe('desconto # number mínimo: 0 máximo (exclusivo): 100 múltiplo de: 0.5');
    expect(head(root, 's-tags')).toBe('tags # array de string máximo de itens: 10 itens únicos');
    expect(line('s-tags')).toContain('cada item: comprimento máximo: 20');
    expect(head(root, 's-itens')).toBe('itens # array de Item obrigatório mínimo de itens: 1');
    expect(head(root, 's-cupom')).toBe('cupom # string obsoleto');
    expect(line('s-cupom')).toContain('padrão (regex): ^[A-Z]{4}$');
    expect(head(root, 's-canal')).toBe('canal # string');
    expect(line('s-canal')).toContain('valor fixo: web');
    expect(line('s-prioridade')).toContain('exemplos: 1, 2');
    const leitura = render(legado.schemas.Leitura!, 'schema', legado).root;
    expect(head(leitura, 's-valor')).toBe('valor # number obrigatório mínimo: 0 máximo: 10');
    expect(words(byId(leitura, 's-valor'))).toContain('exemplo: 2.5');
    const bounds = { type: 'object', properties: { v: { minimum: 0, exclusiveMinimum: true, maximum: 1 } } };
    expect(head(render(bounds, 'schema').root, 's-v')).toBe('v # any mínimo (exclusivo): 0 máximo: 1');
  });

  it('renders descriptions as block Markdown with the callback given', () => {
    const notas = byId(root, 's-notas');
    const list = descendants(notas).find((d) => d.tagName === 'ul');
    expect(
      list &&
        descendants(list)
          .filter((d) => d.tagName === 'li')
          .map(words),
    ).toEqual(['a primeira', 'a segunda']);
    expect(words(notas)).not.toContain('*');
    const html = schemaHtml(
      { description: 'x' },
      {
        mode: 'schema',
        idPrefix: 'p',
        markdown: (t) => `<p>[${t}]</p>`,
        strings: apiPtBR,
      },
    );
    expect(html).toContain('<p>[x]</p>');
  });
});

describe('schemaHtml: ids and nesting', () => {
  it('gives each row a stable, sanitized, unique id with an anchor link', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { nome: { type: 'string' }, 'a b': { type: 'string' }, 'a-b': { type: 'string' }, '<x>': {} },
    };
    const { root, html } = render(schema, 'response', undefined, { idPrefix: 'resp 200' });
    expect(rowIds(root)).toEqual(['resp-200-nome', 'resp-200-a-b', 'resp-200-a-b-2', 'resp-200-x']);
    const anchor = byClass(byId(root, 'resp-200-a-b-2'), 'api-prop-anchor')[0]!;
    expect(attr(anchor, 'href')).toBe('#resp-200-a-b-2');
    expect(attr(anchor, 'aria-label')).toBe('Link para a-b');
    expect(html).toContain('<code class="api-schema-name">&lt;x&gt;</code>');
  });

  it('lists every id it writes, so that a link to a row at any depth is checked like any anchor', () => {
    const schema = operationSchema(loja, '/pedidos', 'get', '200');
    const { html } = render(schema, 'response', loja);
    const rendered = renderSchema(schema, {
      mode: 'response',
      idPrefix: 'resp-200',
      schemaNames: loja.names,
      markdown,
      strings: apiPtBR,
    });
    expect(rendered.ids).toEqual([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    expect(rendered.ids).toContain('resp-200-items-cliente-endereco-geo-lat');
    expect(renderSchema(undefined, { mode: 'response', idPrefix: 'x', markdown, strings: apiPtBR })).toEqual({
      html: '',
      ids: [],
    });
  });

  it('opens the first two levels and collapses deeper objects in <details>', () => {
    const { root } = render(operationSchema(loja, '/pedidos', 'get', '200'), 'response', loja);
    const openness = (id: string) => enclosingDetails(byId(root, id)).map((d) => attr(d, 'open') !== undefined);
    expect(openness('resp-200-items-cliente')).toEqual([]);
    expect(openness('resp-200-items-cliente-endereco')).toEqual([true]);
    expect(openness('resp-200-items-cliente-endereco-geo')).toEqual([false, true]);
    expect(openness('resp-200-items-cliente-endereco-geo-lat')).toEqual([false, false, true]);
    const summary = enclosingDetails(byId(root, 'resp-200-items-cliente-endereco'))[0]!.childNodes[0]!;
    expect(words(summary as typeof root)).toBe('2 propriedades');
  });

  it('writes lists, no headings or tables, every element closed', () => {
    for (const [schema, mode] of [
      [loja.schemas.Pedido!, 'schema'],
      [operationSchema(loja, '/pedidos', 'get', '200'), 'response'],
      [operationSchema(loja, '/pedidos', 'post', 'body'), 'request'],
      [legado.schemas.Leitura!, 'schema'],
    ] as const) {
      const { html } = render(schema, mode, schema === legado.schemas.Leitura ? legado : loja);
      expect(html).not.toMatch(/<(h[1-6]|table)[\s>]/);
      expectBalanced(html);
    }
  });
});

describe('typeLabel', () => {
  it('says a type in a few words, with component names', () => {
    expect(typeLabel({ type: 'string', format: 'date-time' }, apiPtBR)).toBe('string (date-time)');
    expect(typeLabel(operationSchema(loja, '/pedidos', 'get', '200'), apiPtBR, loja.names)).toBe('array de Pedido');
    expect(typeLabel({ type: ['integer', 'null'] }, apiPtBR)).toBe('integer | null');
    expect(typeLabel({ type: 'integer', nullable: true }, apiPtBR)).toBe('integer | null');
    expect(typeLabel({ oneOf: [loja.schemas.Pix!, loja.schemas.Cartao!] }, apiPtBR, loja.names)).toBe(
      'um de: Pix, Cartao',
    );
    expect(typeLabel({ anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] }, apiPtBR)).toBe(
      'qualquer um de: string, array de string',
    );
    expect(typeLabel({ allOf: [{ properties: { a: {} } }, { properties: { b: {} } }] }, apiPtBR)).toBe('object');
    expect(typeLabel({ type: 'array', items: { type: ['string', 'null'] } }, apiPtBR)).toBe('array de (string | null)');
    expect(typeLabel({ oneOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] }, apiPtBR)).toBe(
      'um de: string, integer | null',
    );
    expect(typeLabel(undefined, apiPtBR)).toBe('—');
  });
});
