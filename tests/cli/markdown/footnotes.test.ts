import { describe, expect, it } from 'vitest';
import { footnoteId } from '../../../cli/markdown/plugins/footnotes.ts';
import { renderDoc } from '../../../cli/markdown/render-doc.ts';
import { identity } from '../../helpers/identity-resolvers.ts';

const render = (body: string) => renderDoc({ body, bodyLineOffset: 0 }, identity);

describe('footnotes', () => {
  it('renders GFM footnotes with the ids Docusaurus gives them, a hidden heading and named back links', () => {
    const { html } = render('Texto[^nota] e outro[^2], de novo[^nota].\n\n[^nota]: A nota.\n[^2]: Outra.\n');
    expect(html).toContain(
      '<sup><a href="#user-content-fn-nota" id="user-content-fnref-nota" data-footnote-ref aria-describedby="footnote-label">1</a></sup>',
    );
    expect(html).toContain('<a href="#user-content-fn-nota" id="user-content-fnref-nota-2"');
    expect(html).toContain('<h2 class="visually-hidden" id="footnote-label">Notas de rodapé</h2>');
    expect(html).toMatch(
      /<li id="user-content-fn-nota"><p>A nota\. <a href="#user-content-fnref-nota" data-footnote-backref aria-label="Voltar à referência 1" class="data-footnote-backref">/,
    );
    expect(html).toContain('aria-label="Voltar à referência 1-2"');
    expect(html).toContain('<li id="user-content-fn-2">');
  });

  it('does not take a note for a link definition, and checks links inside notes', () => {
    const { links, html } = render(
      'Texto[^1].\n\n[^1]: /docs/nada\n\nVeja [a](/docs/outra)[^2].\n\n[^2]: Ver [b](/docs/b).\n',
    );
    expect(links.map((l) => l.href)).toEqual(['/docs/outra', '/docs/b']);
    expect(html).not.toContain('href="/docs/nada"');
  });

  it('counts note ids among the page anchors', () => {
    expect([...render('Texto[^x].\n\n[^x]: Nota.\n').anchors]).toEqual(
      expect.arrayContaining(['user-content-fn-x', 'user-content-fnref-x', 'footnote-label']),
    );
  });

  it('names ids from labels as remark-gfm does: lower case, collapsed spaces, URL punctuation kept, the rest encoded', () => {
    expect(footnoteId('Nota  Longa')).toBe('nota%20longa');
    expect(footnoteId('a/b:c')).toBe('a/b:c');
    expect(footnoteId('observação')).toBe('observa%C3%A7%C3%A3o');
    const { html } = render('Texto[^a&b].\n\n[^a&b]: Nota.\n');
    expect(html).toContain('<li id="user-content-fn-a&amp;b">');
  });
});
