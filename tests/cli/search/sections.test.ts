import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguages } from '../../../cli/highlight/highlight.ts';
import { renderDoc } from '../../../cli/markdown/render-doc.ts';
import { sectionsOfPage, type SearchSourcePage } from '../../../cli/search/sections.ts';
import { identity } from '../../helpers/identity-resolvers.ts';

// Fences are highlighted while rendering, and the highlighter starts with the first grammars it loads.
beforeAll(() => loadLanguages([]));

function page(body: string, extra: Partial<SearchSourcePage> = {}): SearchSourcePage {
  return {
    kind: 'doc',
    title: 'Página',
    url: '/docs/p',
    crumbs: ['Guia'],
    keywords: [],
    description: '',
    tokens: renderDoc({ body, bodyLineOffset: 0 }, identity).tokens,
    ...extra,
  };
}

describe('sectionsOfPage', () => {
  it('makes one section of the text before the first heading and one per h2 and h3, with their parents', () => {
    const body =
      'Abertura com **ênfase** e `código`.\n\n## Primeira {#um}\n\nTexto um.\n\n### Detalhe\n\nTexto do detalhe.\n\n#### Fundo\n\nMais fundo.\n\n## Segunda\n\nTexto dois.\n';
    const { sections } = sectionsOfPage(page(body, { description: 'Resumo da página.' }));
    expect(sections).toEqual([
      { heading: '', hash: '', parent: -1, text: 'Resumo da página. Abertura com ênfase e código.', code: '' },
      { heading: 'Primeira', hash: 'um', parent: -1, text: 'Texto um.', code: '' },
      { heading: 'Detalhe', hash: 'detalhe', parent: 1, text: 'Texto do detalhe. Fundo Mais fundo.', code: '' },
      { heading: 'Segunda', hash: 'segunda', parent: -1, text: 'Texto dois.', code: '' },
    ]);
  });

  it('keeps code apart from prose, and reads tables, image text and admonition titles', () => {
    const body =
      '## Uso\n\n| Campo | Tipo |\n|---|---|\n| `farm_id` | texto |\n\n![Mapa de colheita](m.png)\n\n:::tip Comece por homologação\nCuidado.\n:::\n\n```bash\ncurl https://api.example.com\n```\n';
    const [, uso] = sectionsOfPage(page(body)).sections;
    expect(uso!.text).toBe('Campo Tipo farm_id texto Mapa de colheita Comece por homologação Cuidado.');
    expect(uso!.code).toBe('curl https://api.example.com');
  });

  it('reads a bracketed admonition title as the title alone', () => {
    const [, uso] = sectionsOfPage(page('## Uso\n\n:::tip[Comece por `homologação`]\nCuidado.\n:::\n')).sections;
    expect(uso!.text).toBe('Comece por `homologação` Cuidado.');
  });

  it('always gives the page its own section, even when a heading comes first', () => {
    const { sections } = sectionsOfPage(page('## Logo de cara\n\nTexto.\n'));
    expect(sections.map((s) => s.heading)).toEqual(['', 'Logo de cara']);
  });

  it('keeps accented heading ids as the page uses them', () => {
    const { sections } = sectionsOfPage(page('## Configuração da API\n\nx\n'));
    expect(sections[1]!.hash).toBe('configuração-da-api');
  });
});
