import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { foldAccents, queryTerms, termsOfWord, tokenize } from '../../../format/search/terms.ts';
import { searchLanguageOf } from '../../../format/search/language.ts';
import { repoRoot } from '../../helpers/temp-project.ts';

const pt = (word: string) => termsOfWord(word, 'pt');
const en = (word: string) => termsOfWord(word, 'en');

describe('search terms', () => {
  it('brings accents, case, typing without accents and the verb to one term', () => {
    const forms = ['autenticação', 'Autenticação', 'AUTENTICAÇÃO', 'autenticacao', 'autenticar'];
    expect(new Set(forms.flatMap(pt))).toEqual(new Set(['autentic']));
  });

  it('joins an "-ão" singular and its plurals, with or without accents', () => {
    expect(new Set(['talhão', 'talhões', 'talhao', 'talhoes'].flatMap(pt)).size).toBe(1);
    expect(new Set(['requisição', 'requisições', 'requisicoes'].flatMap(pt)).size).toBe(1);
  });

  it('drops stop words and one-letter words', () => {
    expect(queryTerms('como obter a chave de API', 'pt')).toEqual(['obter', 'chav', 'api']);
    expect(queryTerms('o e de', 'pt')).toEqual([]);
  });

  it('keeps identifiers whole and also yields their parts', () => {
    expect(tokenize('use X-Api-Key e page_size.')).toEqual(['use', 'X-Api-Key', 'e', 'page_size']);
    expect(termsOfWord('page_size', 'pt')).toEqual(expect.arrayContaining(['pag', 'siz']));
    expect(termsOfWord('map-exporter', 'pt')[0]).toBe('map-export');
    expect(termsOfWord('401', 'pt')).toEqual(['401']);
  });

  it('gives nearly every accented word of the portal the same term when typed without accents', () => {
    const words = new Set<string>();
    for (const file of fg.sync('content/docs/**/*.md', { cwd: repoRoot })) {
      for (const word of fs.readFileSync(path.join(repoRoot, file), 'utf8').match(/\p{L}+/gu) ?? [])
        words.add(word.toLowerCase());
    }
    const accented = [...words].filter((w) => foldAccents(w) !== w && termsOfWord(w, 'pt').length);
    const differing = accented.filter((w) => termsOfWord(w, 'pt').join() !== termsOfWord(foldAccents(w), 'pt').join());
    expect(accented.length).toBeGreaterThan(300);
    expect(differing.length / accented.length).toBeLessThan(0.02);
  });
});

describe('search terms of an English index', () => {
  it('brings the forms of an English word to one term, with Porter stemming', () => {
    expect(new Set(['configure', 'configured', 'configuring', 'configuration', 'Configurations'].flatMap(en))).toEqual(
      new Set(['configur']),
    );
    expect(new Set(['page', 'pages', 'Paging'].flatMap(en))).toEqual(new Set(['page']));
    // The Portuguese stemmer keeps these apart: an English site needs its own.
    expect(new Set(['configured', 'configuration'].flatMap(pt)).size).toBe(2);
  });

  it('drops English stop words, not Portuguese ones', () => {
    expect(queryTerms('how to get the API key', 'en')).toEqual(['get', 'api', 'kei']);
    expect(queryTerms('como obter a chave', 'en')).toEqual(['como', 'obter', 'chave']);
  });

  it('keeps identifiers and numbers as the Portuguese index does', () => {
    expect(en('page_size')).toEqual(expect.arrayContaining(['page', 'size']));
    expect(en('401')).toEqual(['401']);
  });

  it("takes an index's language from its locale's HTML language", () => {
    expect(['en', 'en-US', 'EN-gb'].map(searchLanguageOf)).toEqual(['en', 'en', 'en']);
    expect(['pt-BR', 'pt', 'fr'].map(searchLanguageOf)).toEqual(['pt', 'pt', 'pt']);
  });
});
