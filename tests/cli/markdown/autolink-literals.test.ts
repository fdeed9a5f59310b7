import { describe, expect, it } from 'vitest';
import { renderDoc } from '../../../cli/markdown/render-doc.ts';
import { identity } from '../../helpers/identity-resolvers.ts';

const render = (body: string, mdx = false) => renderDoc({ body, bodyLineOffset: 0, mdx }, identity).html;

describe('literal autolinks, as GFM (remark-gfm in Docusaurus) makes them', () => {
  it('links an address starting with www. to http://, whatever its case, without its trailing punctuation', () => {
    expect(render('Veja www.example.com e WWW.Exemplo.com.br/caminho?x=1.')).toBe(
      '<p>Veja <a href="http://www.example.com">www.example.com</a> e ' +
        '<a href="http://WWW.Exemplo.com.br/caminho?x=1">WWW.Exemplo.com.br/caminho?x=1</a>.</p>\n',
    );
    expect(render('Em (www.example.com/a_(b)), www.exemplo.com.br:8080/a#b!')).toBe(
      '<p>Em (<a href="http://www.example.com/a_(b)">www.example.com/a_(b)</a>), ' +
        '<a href="http://www.exemplo.com.br:8080/a#b">www.exemplo.com.br:8080/a#b</a>!</p>\n',
    );
    expect(render('*www.example.com*')).toBe('<p><em><a href="http://www.example.com">www.example.com</a></em></p>\n');
  });

  it('leaves text what is not a www. address: no dot after www., inside a word, an underscore near the end', () => {
    for (const text of ['Só www.example, www. e wwwx.com.', 'lewww.example.com', 'www.ex_ample.com'])
      expect(render(text)).toBe(`<p>${text}</p>\n`);
  });

  it('leaves bare domains and file names text, and so ftp:// and //host, which GFM does not link', () => {
    for (const text of [
      'README.md, build.sh e exemplo.com',
      'Baixe de ftp://files.example.com/a.zip',
      'Veja //example.com/x',
    ])
      expect(render(text)).toBe(`<p>${text}</p>\n`);
  });

  it('still links http(s) URLs and e-mail addresses, with or without mailto:', () => {
    expect(render('Ver https://a.example.com/x, HTTP://B.example.com, ana@example.com e mailto:bia@example.com.')).toBe(
      '<p>Ver <a href="https://a.example.com/x">https://a.example.com/x</a>, ' +
        '<a href="HTTP://B.example.com">HTTP://B.example.com</a>, ' +
        '<a href="mailto:ana@example.com">ana@example.com</a> e ' +
        '<a href="mailto:bia@example.com">mailto:bia@example.com</a>.</p>\n',
    );
  });

  it('does not link inside code or a link of its own', () => {
    expect(render('`www.example.com` [www.example.com](https://x.example.com)')).toBe(
      '<p><code>www.example.com</code> <a href="https://x.example.com">www.example.com</a></p>\n',
    );
  });

  it('links the same in MDX pages', () => {
    expect(render('Veja www.example.com e //example.com.', true)).toBe(
      '<p>Veja <a href="http://www.example.com">www.example.com</a> e //example.com.</p>\n',
    );
  });
});
