import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkQuery } from '../../../../viewer/api/graphql/check-query.ts';
import { queryDiagnostics } from '../../../../viewer/api/graphql/query-diagnostics.ts';

const sdl = fs.readFileSync(new URL('../../../fixtures/api/content/graphql/registry.graphql', import.meta.url), 'utf8');

/** Each diagnostic as the text it marks and its message. */
function marked(query: string) {
  return queryDiagnostics(sdl, query).map(({ from, to, message }) => [query.slice(from, to), message]);
}

describe('queryDiagnostics', () => {
  it('has nothing to mark in a valid query', () => {
    expect(queryDiagnostics(sdl, 'query { farms(first: 2) { totalCount edges { node { id name } } } }')).toEqual([]);
  });

  it("marks an unknown field's name, not its selection, with the check's sentence", () => {
    expect(marked('{ farms { edges { node { nome status } } } }')).toEqual([
      ['nome', 'O tipo "Farm" não tem o campo "nome". Você quis dizer "name"?'],
    ]);
    expect(marked('{ farm(id: "1") { owner { name } } }')).toEqual([
      ['owner', 'O tipo "Farm" não tem o campo "owner".'],
    ]);
  });

  it('marks an argument, a value and a missing selection where they are', () => {
    expect(marked('{ farms(frist: 1) { totalCount } }')).toEqual([
      ['frist', 'O campo "Query.farms" não tem o argumento "frist". Você quis dizer "first"?'],
    ]);
    expect(marked('{ farms(first: 1.5) { totalCount } }')).toEqual([['1.5', 'O valor 1.5 não é do tipo "Int".']]);
    expect(marked('{ farm(id: "1") }')).toEqual([
      ['farm', 'O campo "farm" é do tipo "Farm": escolha os seus subcampos, como em "farm { ... }".'],
    ]);
  });

  it('marks the word at a syntax error, and the very end when the query stops short', () => {
    expect(marked('{ farms(first: ) { totalCount } }')).toEqual([[')', 'Erro de sintaxe: não esperava ")".']]);
    expect(marked('{ farms { totalCount } } }')).toEqual([['}', 'Erro de sintaxe: não esperava "}".']]);
    const cut = 'query {\n  farms {';
    expect(queryDiagnostics(sdl, cut)).toEqual([
      {
        from: cut.length,
        to: cut.length,
        message: 'Erro de sintaxe: esperava um nome, mas encontrou o fim da consulta.',
      },
    ]);
  });

  it('finds what the check before a run finds', () => {
    for (const query of ['{ farms { nome } }', '{ farm }', 'query ($x: Int) { farms { totalCount } }', '{'])
      expect(queryDiagnostics(sdl, query).length, query).toBe(checkQuery(sdl, query).length);
  });
});
