import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../../format/search/query.ts';
import type { SplitSearchEngine } from '../../../format/search/split-query.ts';
import { termsOfWord } from '../../../format/search/terms.ts';
import type { TextPart } from '../../../viewer/search/mark-terms.ts';
import { hitSnippet, SNIPPET_CONTEXT_WORDS, snippetParts } from '../../../viewer/search/snippet.ts';

/** "w0 w1 … w(n-1)": words whose position is their name. */
const numberedWords = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
const is = (target: string) => (word: string) => word === target;
const asText = (parts: TextPart[]) => parts.map((p) => (p.match ? `[${p.text}]` : p.text)).join('');

describe('snippetParts', () => {
  it('shows the words around the first match, with an ellipsis where text was left out', () => {
    expect(asText(snippetParts(numberedWords(30), is('w15')))).toBe(
      '… w7 w8 w9 w10 w11 w12 w13 w14 [w15] w16 w17 w18 w19 w20 w21 w22 w23 …',
    );
  });

  it('takes SNIPPET_CONTEXT_WORDS words on each side by default', () => {
    const parts = snippetParts(numberedWords(100), is('w50'));
    const words = asText(parts).replace(/…/g, '').trim().split(/\s+/);
    expect(words).toHaveLength(2 * SNIPPET_CONTEXT_WORDS + 1);
  });

  it('marks only the matching words, the first and any later ones in the window', () => {
    const parts = snippetParts('alfa beta alfa gama', is('alfa'));
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['alfa', 'alfa']);
  });

  it('leaves out the ellipsis on a side that reaches the end of the text', () => {
    expect(asText(snippetParts(numberedWords(30), is('w2'), 3))).toBe('w0 w1 [w2] w3 w4 w5 …');
    expect(asText(snippetParts(numberedWords(30), is('w28'), 3))).toBe('… w25 w26 w27 [w28] w29');
    expect(asText(snippetParts('w0 w1 w2', is('w1')))).toBe('w0 [w1] w2');
  });

  it('keeps the punctuation after the last word when the window reaches the end', () => {
    expect(asText(snippetParts('a chave expira.', is('chave')))).toBe('a [chave] expira.');
  });

  it('shows the opening words when nothing matches', () => {
    expect(asText(snippetParts(numberedWords(30), () => false, 2))).toBe('w0 w1 w2 w3 w4 …');
    expect(asText(snippetParts('curto', () => false))).toBe('curto');
  });

  it('gives nothing for a text without words', () => {
    expect(snippetParts('', () => true)).toEqual([]);
    expect(snippetParts('  — … ', () => true)).toEqual([]);
  });

  it('with no context, shows the match alone', () => {
    expect(asText(snippetParts('antes alvo depois', is('alvo'), 0))).toBe('… [alvo] …');
  });
});

describe('hitSnippet', () => {
  /** An engine whose only excerpt is `text`, for document 7, and a hit on that document. */
  const engineWith = (text: string) =>
    ({ excerpt: async (id: number) => (id === 7 ? text : '') }) as unknown as SplitSearchEngine;
  const hitOn = (terms: string[]) => ({ id: 7, terms, language: 'pt' }) as unknown as SearchHit;

  it("marks the hit's words in its excerpt, whatever form of them the excerpt uses", async () => {
    const parts = await hitSnippet(
      engineWith('Antes da colheita, confira os talhões.'),
      hitOn(termsOfWord('colheitas', 'pt')),
    );
    expect(asText(parts)).toBe('Antes da [colheita], confira os talhões.');
  });

  it('gives the opening words of an excerpt that does not quote the hit', async () => {
    const parts = await hitSnippet(engineWith(numberedWords(30)), hitOn(termsOfWord('colheita', 'pt')));
    expect(asText(parts)).toBe(`${numberedWords(2 * SNIPPET_CONTEXT_WORDS + 1)} …`);
  });
});
