import { describe, expect, it } from 'vitest';
import { queryTerms } from '../../../format/search/terms.ts';
import { matcherFor, splitByTerms, type TextPart } from '../../../viewer/search/mark-terms.ts';

const marked = (parts: TextPart[]) => parts.filter((p) => p.match).map((p) => p.text);
const joined = (parts: TextPart[]) => parts.map((p) => p.text).join('');

describe('matcherFor', () => {
  it('matches a word through the same folding and stemming as the index', () => {
    const matches = matcherFor(queryTerms('autenticação', 'pt'), 'pt');
    for (const word of ['autenticação', 'Autenticação', 'AUTENTICACAO', 'autenticar'])
      expect(matches(word), word).toBe(true);
    expect(matches('autor')).toBe(false);
  });

  it('matches an identifier whole and through its parts', () => {
    expect(matcherFor(queryTerms('X-Api-Key', 'pt'), 'pt')('x-api-key')).toBe(true);
    expect(matcherFor(queryTerms('api', 'pt'), 'pt')('X-Api-Key')).toBe(true);
    expect(matcherFor(queryTerms('size', 'pt'), 'pt')('page_size')).toBe(true);
  });

  it('matches nothing without terms', () => {
    expect(matcherFor([], 'pt')('autenticação')).toBe(false);
  });
});

describe('splitByTerms', () => {
  const matches = matcherFor(queryTerms('autenticação', 'pt'), 'pt');

  it('cuts a text into plain runs and matching words, in order, losing nothing', () => {
    const text = 'Autenticação: use a autenticacao e autenticar.';
    const parts = splitByTerms(text, matches);
    expect(parts).toEqual([
      { text: 'Autenticação', match: true },
      { text: ': use a ', match: false },
      { text: 'autenticacao', match: true },
      { text: ' e ', match: false },
      { text: 'autenticar', match: true },
      { text: '.', match: false },
    ]);
    expect(joined(parts)).toBe(text);
  });

  it('marks whole words only, never part of a longer one', () => {
    const apiMatch = (word: string) => word === 'api';
    expect(marked(splitByTerms('api apis rapid api.', apiMatch))).toEqual(['api', 'api']);
  });

  it('gives one plain run without a match, and nothing for an empty text', () => {
    expect(splitByTerms('nada aqui', matches)).toEqual([{ text: 'nada aqui', match: false }]);
    expect(splitByTerms('', matches)).toEqual([]);
  });

  it('puts adjacent matches side by side with the text between them', () => {
    const every = () => true;
    expect(splitByTerms('a b', every)).toEqual([
      { text: 'a', match: true },
      { text: ' ', match: false },
      { text: 'b', match: true },
    ]);
  });

  it('keeps markup-like text as plain text, for the caller to render as text', () => {
    const parts = splitByTerms('<b>api</b>', (word) => word === 'api');
    expect(joined(parts)).toBe('<b>api</b>');
    expect(marked(parts)).toEqual(['api']);
  });
});
