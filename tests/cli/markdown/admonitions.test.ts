import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguages } from '../../../cli/highlight/highlight.ts';
import { renderDoc } from '../../../cli/markdown/render-doc.ts';
import { identity, reportedProblems } from '../../helpers/identity-resolvers.ts';

beforeAll(() => loadLanguages(['md']));

const html = (body: string) => renderDoc({ body, bodyLineOffset: 0 }, identity).html;
/** The HTML of a page that warns, as a build without --strict publishes it. */
const htmlDespiteWarnings = (body: string) =>
  renderDoc({ body, bodyLineOffset: 0 }, { ...identity, report: () => {} }).html;

/** The problems a page reports, with its body starting on file line 3. */
const errors = (body: string) => reportedProblems(body, 2);

describe('admonitions', () => {
  it.each([
    ['note', 'note', 'Nota'],
    ['tip', 'tip', 'Dica'],
    ['info', 'info', 'Informação'],
    ['warning', 'warning', 'Aviso'],
    ['danger', 'danger', 'Perigo'],
    // Docusaurus 3's other default keywords, with the look its theme gives them.
    ['caution', 'warning', 'Cuidado'],
    ['important', 'info', 'Importante'],
    ['success', 'tip', 'Sucesso'],
    ['secondary', 'note', 'Observação'],
  ])(':::%s looks like :::%s, with its default pt-BR title', (kind, look, title) => {
    const out = html(`:::${kind}\nCorpo.\n:::`);
    expect(out).toContain(`class="admonition admonition-${look}"`);
    expect(out).toContain(`<p class="admonition-title">${title}</p>`);
    expect(out).toContain('<p>Corpo.</p>');
  });

  it.each([
    ['note', 'note'],
    ['tip', 'tip'],
    ['caution', 'caution'],
    ['important', 'info'],
    ['secondary', 'note'],
  ])(':::%s of a site in English is titled "%s", as Docusaurus titles it (the theme shows capitals)', (kind, title) => {
    const out = renderDoc(
      { body: `:::${kind}\nBody.\n:::`, bodyLineOffset: 0 },
      { ...identity, uiLanguage: 'en' },
    ).html;
    expect(out).toContain(`<p class="admonition-title">${title}</p>`);
  });

  it('takes a custom title, escaped', () => {
    expect(html(':::tip Token <b>expira</b>\nx\n:::')).toContain(
      '<p class="admonition-title">Token &lt;b&gt;expira&lt;/b&gt;</p>',
    );
  });

  it('takes a title in brackets, as Docusaurus 3 writes it, with emphasis and code', () => {
    expect(html(':::danger[Não apague o talhão]\nx\n:::')).toContain(
      '<p class="admonition-title">Não apague o talhão</p>',
    );
    expect(html(':::info[Use `page_size` **com cuidado**]\nx\n:::')).toContain(
      '<p class="admonition-title">Use <code>page_size</code> <strong>com cuidado</strong></p>',
    );
    expect(html(':::note[Veja [x]]\nx\n:::')).toContain('<p class="admonition-title">Veja [x]</p>');
    expect(html(':::note[Use \\] aqui]\nx\n:::')).toContain('<p class="admonition-title">Use ] aqui</p>');
    expect(html(':::tip Título **forte**\nx\n:::')).toContain(
      '<p class="admonition-title">Título <strong>forte</strong></p>',
    );
  });

  const TEXT = '; the line is shown as text, as Docusaurus shows it';

  it('warns about an unknown type at its name, suggesting the kind it looks like', () => {
    expect(errors('Texto.\n\n:::warnign\nCuidado.\n:::\n')).toEqual([
      `5:4: unknown admonition type :::warnign (did you mean :::warning?)${TEXT}`,
    ]);
    expect(errors('> :::Note[Título]\n> x\n> :::')).toEqual([
      `3:6: unknown admonition type :::Note (did you mean :::note?)${TEXT}`,
    ]);
    expect(errors(':::openap registry\n:::')).toEqual([
      `3:4: unknown admonition type :::openap (did you mean :::openapi?)${TEXT}`,
    ]);
    expect(errors(':::constructor\nx\n:::')).toEqual([
      expect.stringMatching(/^3:4: unknown admonition type :::constructor; expected one of /),
    ]);
    expect(errors(':::cuidado\nx\n:::')).toEqual([
      `3:4: unknown admonition type :::cuidado; expected one of :::note, :::tip, :::info, :::warning, :::danger, :::caution, :::important, :::success, :::secondary${TEXT}`,
    ]);
    // Written with a space, as writers do: Docusaurus reads no directive there at all.
    expect(errors('::: Exemplo\nx\n:::')).toEqual([
      expect.stringMatching(/^3:5: unknown admonition type :::Exemplo; expected one of /),
    ]);
  });

  it('shows an unknown type as text, as Docusaurus does, and reports it once even inside a paragraph', () => {
    expect(htmlDespiteWarnings(':::tipo\nConteúdo.\n:::')).toBe('<p>:::tipo\nConteúdo.\n:::</p>\n');
    expect(htmlDespiteWarnings('Antes.\n:::tipo\nDepois.')).toBe('<p>Antes.\n:::tipo\nDepois.</p>\n');
    expect(errors('Antes.\n:::tipo\nDepois.')).toHaveLength(1);
    const warnings: string[] = [];
    renderDoc(
      { body: ':::tipo\nx\n:::', bodyLineOffset: 0 },
      { ...identity, report: (p) => warnings.push(p.severity) },
    );
    expect(warnings).toEqual(['warning']);
  });

  it('closes an admonition never closed at the end of the page, as Docusaurus does, with a warning at its opening line', () => {
    expect(errors('Antes.\n\n:::warning[Atenção]\nCuidado.\n\n## Depois\n')).toEqual([
      '5:1: the admonition opened here is never closed, so it runs to the end of the page; add a line ":::" after its content',
    ]);
    expect(htmlDespiteWarnings('Antes.\n\n:::warning[Atenção]\nCuidado.\n\n## Depois\n')).toMatch(
      /<div class="admonition-body">\n<p>Cuidado\.<\/p>\n<h2[^>]*>Depois .*<\/h2>\n<\/div><\/div>\n$/,
    );
    expect(errors('- item\n\n  ::::tip\n  x\n:::\n')).toEqual([
      '5:3: the admonition opened here is never closed, so it runs to the end of the page; add a line "::::" after its content',
    ]);
    const severities: string[] = [];
    renderDoc({ body: ':::note\nx', bodyLineOffset: 0 }, { ...identity, report: (p) => severities.push(p.severity) });
    expect(severities).toEqual(['warning']);
  });

  it('nests an admonition in one opened with more colons, as Docusaurus does', () => {
    const body = '::::note[Fora]\nA.\n\n:::tip[Dentro]\nB.\n:::\n\nC.\n::::\n\nDepois.';
    expect(errors(body)).toEqual([]);
    expect(html(body)).toMatch(
      /<p class="admonition-title">Fora<\/p><div class="admonition-body">\n<p>A\.<\/p>\n<div class="admonition admonition-tip" role="note"><p class="admonition-title">Dentro<\/p><div class="admonition-body">\n<p>B\.<\/p>\n<\/div><\/div>\n<p>C\.<\/p>\n<\/div><\/div>\n<p>Depois\.<\/p>/,
    );
  });

  it('says how to nest when the outer admonition has as few colons as the inner one, which its closing line then closes', () => {
    expect(errors(':::note\nA.\n:::tip\nB.\n:::\n:::\n')).toEqual([
      '5:1: the admonition opened here is never closed, so the ":::" on line 7 closes it with the :::note of line 3 around it; to nest admonitions, give the outer one more colons ("::::note" and "::::")',
    ]);
  });

  it('reads `:::` lines in fenced code as code, inside an admonition too', () => {
    expect(errors('```md\n:::warnign\nx\n```\n\n~~~\n:::tip\n~~~\n')).toEqual([]);
    const body = ':::tip\nUse:\n\n````md\n```\n:::\n```\n````\n\nFim.\n:::\n\nDepois.';
    expect(errors(body)).toEqual([]);
    expect(html(body)).toMatch(/<\/div>\n<p>Fim\.<\/p>\n<\/div><\/div>\n<p>Depois\.<\/p>/);
  });

  it('leaves inline code, indented code and lines that name no kind alone', () => {
    expect(errors('`:::warnign`\n\n    :::warnign\n\n::: \n\n:::tip.\n')).toEqual([]);
  });
});
