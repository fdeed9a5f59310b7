import { describe, expect, it } from 'vitest';
import { renderDoc } from '../../../cli/markdown/render-doc.ts';
import { identity, reportedProblems } from '../../helpers/identity-resolvers.ts';

const render = (body: string) => renderDoc({ body, bodyLineOffset: 0 }, identity);
const ids = (body: string) => render(body).headings.map((h) => h.id);

describe('heading ids (github-slugger, as Docusaurus)', () => {
  it('keeps accents and lowercases', () => {
    expect(ids('## Configuração da API')).toEqual(['configuração-da-api']);
  });

  it('drops punctuation and keeps hyphens and underscores', () => {
    expect(ids("## What's new? (v2.0)")).toEqual(['whats-new-v20']);
    expect(ids('## snake_case and kebab-case')).toEqual(['snake_case-and-kebab-case']);
  });

  it('suffixes duplicates with -1 and -2', () => {
    expect(ids('## Exemplo\n\n## Exemplo\n\n## Exemplo')).toEqual(['exemplo', 'exemplo-1', 'exemplo-2']);
  });

  it('lets an explicit {#id} win and strips it from the text', () => {
    const out = render('## Códigos de erro {#codigos-de-erro}');
    expect(out.headings).toEqual([{ id: 'codigos-de-erro', text: 'Códigos de erro', level: 2 }]);
    expect(out.html).toContain('<h2 id="codigos-de-erro">Códigos de erro <a');
    expect(out.html).not.toContain('{#');
  });

  it('reports an explicit id set twice on a page, at the second one', () => {
    expect(reportedProblems('## Um {#mesmo}\n\nTexto.\n\n## Dois {#mesmo}\n', 3)).toEqual([
      '8:9: heading id #mesmo is already set at line 4; ids must be unique on a page',
    ]);
  });

  it('counts the alt text of an image in the heading, as Docusaurus does', () => {
    expect(ids('## ![logo](https://example.com/l.png) Logo title')).toEqual(['logo-logo-title']);
  });

  it('uses the text of inline code, not its backticks', () => {
    expect(ids('## O campo `area_ha`')).toEqual(['o-campo-area_ha']);
  });

  it('collects ids from raw HTML as anchors', () => {
    expect([...render('<a id="topo"></a>\n\n## Seção').anchors]).toEqual(['seção', 'topo']);
  });

  it('counts the title among the ids, as Docusaurus does, so that saved links to duplicates land where they did', () => {
    const out = render('# Instalar\n\n## Instalar\n\n## Instalar');
    expect(out.headings.map((h) => h.id)).toEqual(['instalar-1', 'instalar-2']);
    expect([...out.anchors].sort()).toEqual(['instalar', 'instalar-1', 'instalar-2']);
  });

  it('removes a leading # heading from the body: the viewer shows the title', () => {
    expect(render('# Título da página\n\nTexto.').html).toBe('<p>Texto.</p>\n');
    expect(render('Texto.\n\n# Outro título').html).toContain('<h1');
  });
});
