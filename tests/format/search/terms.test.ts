import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { foldAccents, queryTerms, termsOfWord, tokenize } from '../../../format/search/terms.ts';
import { repoRoot } from '../../helpers/temp-project.ts';

describe('search terms', () => {
  it('brings accents, case, typing without accents and the verb to one term', () => {
    const forms = ['autenticação', 'Autenticação', 'AUTENTICAÇÃO', 'autenticacao', 'autenticar'];
    expect(new Set(forms.flatMap(termsOfWord))).toEqual(new Set(['autentic']));
  });

  it('joins an "-ão" singular and its plurals, with or without accents', () => {
    expect(new Set(['talhão', 'talhões', 'talhao', 'talhoes'].flatMap(termsOfWord)).size).toBe(1);
    expect(new Set(['requisição', 'requisições', 'requisicoes'].flatMap(termsOfWord)).size).toBe(1);
  });

  it('drops stop words and one-letter words', () => {
    expect(queryTerms('como obter a chave de API')).toEqual(['obter', 'chav', 'api']);
    expect(queryTerms('o e de')).toEqual([]);
  });

  it('keeps identifiers whole and also yields their parts', () => {
    expect(tokenize('use X-Api-Key e page_size.')).toEqual(['use', 'X-Api-Key', 'e', 'page_size']);
    expect(termsOfWord('page_size')).toEqual(expect.arrayContaining(['pag', 'siz']));
    expect(termsOfWord('map-exporter')[0]).toBe('map-export');
    expect(termsOfWord('401')).toEqual(['401']);
  });

  it('gives nearly every accented word of the portal the same term when typed without accents', () => {
    const words = new Set<string>();
    for (const file of fg.sync('content/docs/**/*.md', { cwd: repoRoot })) {
      for (const word of fs.readFileSync(path.join(repoRoot, file), 'utf8').match(/\p{L}+/gu) ?? [])
        words.add(word.toLowerCase());
    }
    const accented = [...words].filter((w) => foldAccents(w) !== w && termsOfWord(w).length);
    const differing = accented.filter((w) => termsOfWord(w).join() !== termsOfWord(foldAccents(w)).join());
    expect(accented.length).toBeGreaterThan(300);
    expect(differing.length / accented.length).toBeLessThan(0.02);
  });
});
