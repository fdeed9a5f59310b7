import { describe, expect, it } from 'vitest';
import { createExcerpt } from '../../../cli/sources/excerpt.ts';

describe("createExcerpt, as Docusaurus takes a doc's description from its text", () => {
  it('takes the first line of text after the title, without its Markdown', () => {
    expect(createExcerpt('# Título\n\nUse o **painel** e o [mapa](./mapa.md) com `curl`.\n\nDepois.')).toBe(
      'Use o painel e o mapa com curl.',
    );
    expect(createExcerpt('Título\n======\n\nPrimeira linha.\nSegunda linha.')).toBe('Primeira linha.');
  });

  it("passes over code blocks, imports, admonition openings, HTML comments and images' markup", () => {
    expect(createExcerpt('```bash\ncurl x\n```\n\n:::tip\nDica ![alt](a.png) aqui.\n:::')).toBe('Dica alt aqui.');
    expect(createExcerpt("import X from 'y';\n\n<!-- nota -->\n> Citação")).toBe('Citação');
    expect(createExcerpt('## Seção {#secao}\n')).toBe('Seção');
  });

  it('gives nothing for a page without text', () => {
    expect(createExcerpt('# Só o título\n')).toBeUndefined();
    expect(createExcerpt('')).toBeUndefined();
  });
});
