import { describe, expect, it } from 'vitest';
import { jsonProblem } from '../../../viewer/api/json-problem.ts';

describe('jsonProblem', () => {
  it('has nothing to say about JSON', () => {
    for (const text of ['{}', '[]', '{"a": [1, 2, {"b": null}]}', '"texto"', '  42  '])
      expect(jsonProblem(text), text).toBeUndefined();
  });

  it('says where and why, in Portuguese, for the usual mistakes', () => {
    expect(jsonProblem('{"a": 1,}')).toBe(
      'JSON inválido na linha 1, coluna 8: vírgula depois do último item, que JSON não aceita.',
    );
    expect(jsonProblem('{a: 1}')).toBe(
      'JSON inválido na linha 1, coluna 2: esperava o nome de uma propriedade, entre aspas duplas, e não "a".',
    );
    expect(jsonProblem('{"a" 1}')).toBe(
      'JSON inválido na linha 1, coluna 6: esperava ":" depois do nome da propriedade.',
    );
    expect(jsonProblem('{\n  "a": 1\n  "b": 2\n}')).toBe(
      'JSON inválido na linha 3, coluna 3: esperava "," entre os itens.',
    );
    expect(jsonProblem('{"a": 1} {"b": 2}')).toBe(
      'JSON inválido na linha 1, coluna 10: há conteúdo depois do fim do JSON.',
    );
    expect(jsonProblem('{"a": 1} x')).toBe('JSON inválido na linha 1, coluna 10: não esperava "x".');
    expect(jsonProblem('{"a": 1 // nota\n}')).toBe('JSON inválido na linha 1, coluna 9: JSON não aceita comentários.');
  });

  it('counts lines and columns from 1', () => {
    expect(jsonProblem('\n\n   @')).toMatch(/^JSON inválido na linha 3, coluna 4: /);
  });

  it('asks for a value in an empty text', () => {
    expect(jsonProblem('')).toBe('JSON inválido na linha 1, coluna 1: esperava um valor.');
  });
});
