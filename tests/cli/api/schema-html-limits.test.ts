import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SCHEMA_MAX_LEVEL,
  SCHEMA_NODE_BUDGET,
  type SchemaMode,
  schemaIdPart,
} from '../../../cli/api/openapi/schema-html.ts';
import type { JsonSchema } from '../../../cli/api/openapi/types.ts';
import { repoRoot } from '../../helpers/temp-project.ts';
import {
  attr,
  byClass,
  byId,
  descendants,
  expectBalanced,
  fixture,
  head,
  type LoadedDocument,
  loadDocument,
  operationSchema,
  render,
  rowIds,
  words,
} from './schema-test-kit.ts';

let loja: LoadedDocument;
beforeAll(async () => {
  loja = await loadDocument(fixture('loja-3.1.yaml'));
});

/** The href of the link in the row's recursion note. */
function cycleLink(root: ReturnType<typeof render>['root'], rowId: string): string | undefined {
  const note = byClass(byId(root, rowId), 'api-schema-cycle')[0];
  const link = note && descendants(note).find((d) => d.tagName === 'a');
  return link && attr(link, 'href');
}

describe('schemaHtml: shared components', () => {
  it('shows a named component in full once, and links its later uses to it; a small one is repeated', () => {
    const prop = { type: 'string' };
    const user: JsonSchema = { type: 'object', properties: { login: prop, id: prop, url: prop, name: prop } };
    const small: JsonSchema = { type: 'object', properties: { a: prop } };
    const schema: JsonSchema = {
      type: 'object',
      properties: { owner: user, organization: user, first: small, second: small },
    };
    const names = new Map<object, string>([
      [user, 'User'],
      [small, 'Small'],
    ]);
    const { root, html } = render(schema, 'response', undefined, { schemaNames: names, idPrefix: 'r' });
    expect(rowIds(root)).toEqual([
      'r-owner',
      'r-owner-login',
      'r-owner-id',
      'r-owner-url',
      'r-owner-name',
      'r-organization',
      'r-first',
      'r-first-a',
      'r-second',
      'r-second-a',
    ]);
    const note = byClass(byId(root, 'r-organization'), 'api-schema-same')[0]!;
    expect(words(note)).toBe('Mesma estrutura de User, mostrada acima.');
    expect(attr(descendants(note).find((d) => d.tagName === 'a')!, 'href')).toBe('#r-owner');
    expectBalanced(html);
  });
});

describe('schemaHtml: recursion', () => {
  it('shows a recursive Tree once, its children as a link back to it', () => {
    // swagger-parser leaves a $ref into a recursive schema as written: the response is { $ref: Tree }.
    const schema = operationSchema(loja, '/arvores', 'get', '200');
    expect(schema.$ref).toBe('#/components/schemas/Tree');
    const { root, html } = render(schema, 'response', loja, { idPrefix: 'arv' });
    expect(rowIds(root)).toEqual(['arv-name', 'arv-children']);
    expect(head(root, 'arv-children')).toBe('children # array de Tree');
    expect(words(byId(root, 'arv-children'))).toContain('Recursivo: mesma estrutura de Tree.');
    expect(cycleLink(root, 'arv-children')).toBe('#arv');
    expect(attr(byClass(root, 'api-schema')[0]!, 'id')).toBe('arv');
    expectBalanced(html);
  });

  it('stops a two-way recursion A → B → A at the second A, linking to the first', () => {
    const { root } = render(loja.schemas.A!, 'schema', loja);
    expect(rowIds(root)).toEqual(['s-b', 's-b-label', 's-b-a']);
    expect(head(root, 's-b-a')).toBe('a # A');
    expect(cycleLink(root, 's-b-a')).toBe('#s');
    // Inside another schema, the link goes to the row that expanded A.
    const pedido = render(loja.schemas.DadosPedido!, 'schema', loja).root;
    expect(cycleLink(pedido, 's-a-b-a')).toBe('#s-a');
  });

  it('stops a cyclic object graph (a recursion dereferenced in place) without names', () => {
    const tree: JsonSchema = { type: 'object', properties: { name: { type: 'string' } } };
    tree.properties!.children = { type: 'array', items: tree };
    tree.properties!.parent = tree;
    const { root } = render(tree, 'schema');
    expect(rowIds(root)).toEqual(['s-name', 's-children', 's-parent']);
    expect(words(byId(root, 's-parent'))).toContain('Recursivo: mesma estrutura do objeto acima.');
    expect(cycleLink(root, 's-children')).toBe('#s');
  });

  it('without names, a $ref left by the loader shows its name and is not expanded', () => {
    const { root } = render(operationSchema(loja, '/arvores', 'get', '200'), 'response', undefined, {
      schemaHref: undefined,
    });
    expect(words(byClass(root, 'api-schema-type')[0]!)).toBe('Tree');
    expect(rowIds(root)).toEqual([]);
  });
});

describe('schemaHtml: size limits', () => {
  it('renders at most the node budget of a 2000-property schema, then links to its page', () => {
    const properties = Object.fromEntries(
      Array.from({ length: 2000 }, (_, i) => [`campo_${i}`, { type: 'string', description: 'Um campo.' }]),
    );
    const big: JsonSchema = { type: 'object', properties };
    const names = new Map<object, string>([[big, 'Grande']]);
    const { root, html } = render({ type: 'array', items: big }, 'response', undefined, { schemaNames: names });
    expect(rowIds(root)).toHaveLength(SCHEMA_NODE_BUDGET);
    const more = byClass(root, 'api-schema-more');
    expect(more.map(words)).toEqual([
      `Mais ${2000 - SCHEMA_NODE_BUDGET} propriedades não mostradas aqui: veja Grande.`,
    ]);
    expect(html).toContain('veja <a href="/api/schemas/Grande">Grande</a>');
    expect(html.length).toBeLessThan(150_000);
  });

  it('keeps to the budget across a wide, deep fan-out (10 objects of 10 objects, four levels)', () => {
    const level = (depth: number): JsonSchema =>
      depth === 0
        ? { type: 'string' }
        : {
            type: 'object',
            properties: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p${i}`, level(depth - 1)])),
          };
    const { root, html } = render(level(4), 'schema');
    expect(rowIds(root).length).toBeLessThanOrEqual(SCHEMA_NODE_BUDGET);
    expect(byClass(root, 'api-schema-more').length).toBeGreaterThan(0);
    expect(html.length).toBeLessThan(150_000);
    expectBalanced(html);
  });

  it('cuts nesting past the deepest level shown, pointing to the schema page', () => {
    let deep: JsonSchema = { type: 'string' };
    for (let i = 0; i < SCHEMA_MAX_LEVEL + 4; i++) deep = { type: 'object', properties: { n: deep } };
    const names = new Map<object, string>([[deep, 'Profundo']]);
    const { root } = render(deep, 'schema', undefined, { schemaNames: names });
    const ids = rowIds(root);
    expect(ids.at(-1)).toBe(`s${'-n'.repeat(SCHEMA_MAX_LEVEL)}`);
    const cut = byClass(root, 'api-schema-cut');
    expect(cut.map(words)).toEqual(['Aninhamento profundo demais para mostrar aqui: veja Profundo.']);
  });
});

/** Every request body, response and component schema of a document, with the mode each is shown in. */
function everySchema(loaded: LoadedDocument): [JsonSchema, SchemaMode][] {
  const out: [JsonSchema, SchemaMode][] = [];
  const schemasOf = (media: { content?: Record<string, { schema?: JsonSchema }> } | undefined) =>
    Object.values(media?.content ?? {}).flatMap((c) => (c.schema ? [c.schema] : []));
  for (const item of Object.values(loaded.doc.paths ?? {}))
    for (const op of Object.values(item)) {
      if (!op || typeof op !== 'object') continue;
      for (const s of schemasOf(op.requestBody)) out.push([s, 'request']);
      for (const r of Object.values(op.responses ?? {})) for (const s of schemasOf(r)) out.push([s, 'response']);
    }
  for (const s of Object.values(loaded.schemas)) out.push([s, 'schema']);
  return out;
}

describe('schemaHtml on real descriptions', () => {
  const specs = [
    'tests/fixtures/api/content/openapi/fazendas.yaml',
    ...fs
      .readdirSync(path.join(repoRoot, 'content/openapi'))
      .filter((f) => /\.ya?ml$/.test(f))
      .map((f) => `content/openapi/${f}`),
  ];

  it.each(specs)(
    '%s: every schema renders whole, bounded, with unique ids and no "any" for a composition',
    async (spec) => {
      const loaded = await loadDocument(spec);
      const all = everySchema(loaded);
      expect(all.length).toBeGreaterThan(0);
      for (const [schema, mode] of all) {
        const { html, root } = render(schema, mode, loaded);
        expectBalanced(html);
        const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
        expect(new Set(ids).size).toBe(ids.length);
        expect(html).not.toContain('array de any');
        expect(html.length).toBeLessThan(150_000);
        // A composed schema is described: its line names a type, never "any".
        if (schema.allOf || schema.$ref) expect(words(byClass(root, 'api-schema-type')[0]!)).not.toBe('any');
      }
    },
  );
});

describe('schemaIdPart', () => {
  it('gives the part as it was sanitized before the shortcut for plain names', () => {
    const sanitized = (s: string) => s.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || '_';
    const parts = ['owner', '_links', 'a--b', 'node_id', '-x-', 'a b', 'ação', '$ref', '', '-', '200', 'x-', 'é'];
    for (const part of parts) expect(schemaIdPart(part), part).toBe(sanitized(part));
  });
});
