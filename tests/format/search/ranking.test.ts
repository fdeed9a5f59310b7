import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../cli/search/build-index.ts';
import { MAX_PREFIX_EXPANSIONS } from '../../../format/search/engine-options.ts';
import type { SplitSearchEngine } from '../../../format/search/split-query.ts';
import type { PageSections, SearchSection } from '../../../cli/search/sections.ts';
import { engineOfBuilt } from '../../cli/search/search-site.ts';

const section = (heading: string, text: string, code = ''): SearchSection => ({
  heading,
  hash: heading ? heading.toLowerCase().replace(/\s+/g, '-') : '',
  parent: -1,
  text,
  code,
});
const page = (title: string, url: string, sections: SearchSection[]): PageSections => ({
  kind: 'doc',
  title,
  url,
  crumbs: [],
  keywords: [],
  sections: [section('', ''), ...sections],
});

function engineOf(pages: PageSections[]): SplitSearchEngine {
  return engineOfBuilt(buildSearchIndex(pages, { version: 'current', locale: 'pt-BR', language: 'pt' }));
}

const titles = async (engine: SplitSearchEngine, query: string) =>
  (await engine.search(query, { limit: 10 })).map((h) => h.title);

describe('ranking', async () => {
  it('puts a title match before a heading match before a text match before a code match', async () => {
    const engine = engineOf([
      page('Colheita', '/docs/a', [section('Outro assunto', 'nada')]),
      page('Plantio', '/docs/b', [section('Antes da colheita', 'nada')]),
      page('Adubação', '/docs/c', [section('Resumo', 'A colheita começa em março, colheita colheita.')]),
      page('Irrigação', '/docs/d', [section('Exemplo', 'nada', 'colheita = true')]),
    ]);
    expect(await titles(engine, 'colheita')).toEqual(['Colheita', 'Antes da colheita', 'Resumo', 'Exemplo']);
  });

  it('leaves out sections that match only through their page title, but uses it as context', async () => {
    const engine = engineOf([
      page('Colheita', '/docs/a', [section('Outro assunto', 'a plantadeira'), section('Calibrar', 'a colhedora')]),
    ]);
    expect(await titles(engine, 'colheita')).toEqual(['Colheita']);
    expect(await titles(engine, 'colheita plantadeira')).toEqual(['Outro assunto', 'Colheita']);
  });

  it('puts an exact match before a prefix match', async () => {
    const engine = engineOf([
      page('Página A', '/docs/a', [section('Prefixo', 'as plantadeiras novas')]),
      page('Página C', '/docs/c', [section('Exato', 'a planta do talhão')]),
    ]);
    expect(await titles(engine, 'planta')).toEqual(['Exato', 'Prefixo']);
  });

  it('forgives a typo in a word the index does not know, and ranks those matches by field too', async () => {
    const engine = engineOf([
      page('Reformulação', '/docs/a', [section('Histórico', 'nada')]),
      page('Guia', '/docs/b', [section('Implementos', 'a reformulação muda o sensor'), section('Outro', 'o censor')]),
    ]);
    expect(await titles(engine, 'refromulação')).toEqual(['Reformulação', 'Implementos']);
    // A word the index knows is taken as typed: "censor" is one letter away, not a typo of it.
    expect(await titles(engine, 'sensor')).toEqual(['Implementos']);
  });

  it('puts sections that match more of the query first', async () => {
    const engine = engineOf([
      page('Safra', '/docs/a', [section('Datas', 'início e fim')]),
      page('Guia', '/docs/b', [section('Encerrar', 'encerrar a safra no fim do ciclo')]),
    ]);
    expect((await titles(engine, 'encerrar safra'))[0]).toBe('Encerrar');
  });

  it('returns hits with the page, the hash target, the breadcrumb and the matched terms', async () => {
    const engine = engineOf([
      { ...page('API de mapas', '/docs/map', [section('Listar camadas', 'camadas NDVI')]), crumbs: ['APIs'] },
    ]);
    const [hit] = await engine.search('ndvi', { limit: 8 });
    expect(hit).toMatchObject({
      title: 'Listar camadas',
      url: '/docs/map#listar-camadas',
      hash: 'listar-camadas',
      breadcrumb: ['APIs', 'API de mapas'],
      terms: ['ndvi'],
    });
  });

  it('keeps only pages under a path when asked, and never more than the limit', async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      page(`Safra ${i}`, `/docs/${i < 10 ? 'api' : i < 20 ? 'apigraphql' : 'guia'}/${i}`, []),
    );
    const engine = engineOf(many);
    expect(await engine.search('safra', { limit: 50 })).toHaveLength(30);
    expect(await engine.search('safra', { limit: 8 })).toHaveLength(8);
    const underApi = await engine.search('safra', { limit: 50, under: '/docs/api' });
    expect(underApi).toHaveLength(10);
    expect(underApi.every((h) => h.url.startsWith('/docs/api/'))).toBe(true);
  });

  it('takes a word being typed as typed when too many index terms start with it', async () => {
    const codes = Array.from({ length: MAX_PREFIX_EXPANSIONS + 100 }, (_, i) => `lote${i}`);
    const engine = engineOf([page('Códigos', '/docs/a', [section('Lista', codes.join(' '))])]);
    expect(await titles(engine, 'lote')).toEqual([]);
    expect(await titles(engine, 'lote59')).toEqual(['Lista']);
  });

  it('finds nothing for a word no page has, nor for stop words alone', async () => {
    const engine = engineOf([page('Safra', '/docs/a', [])]);
    expect(await engine.search('xylofone', { limit: 8 })).toEqual([]);
    expect(await engine.search('de para com', { limit: 8 })).toEqual([]);
  });
});
