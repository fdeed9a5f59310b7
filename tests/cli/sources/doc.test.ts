import { describe, expect, it } from 'vitest';
import { leadingHeading, parseDoc } from '../../../cli/sources/doc.ts';

describe('parseDoc', () => {
  it('takes the title from front matter first, then from a leading # heading, then from the file name', () => {
    expect(parseDoc('f.md', 'a/f.md', '---\ntitle: Da front matter\n---\n# Do corpo\n', '/docs').doc.title).toBe(
      'Da front matter',
    );
    expect(parseDoc('f.md', 'a/f.md', '\n# Do **corpo** com `código` {#id}\n\nTexto', '/docs').doc.title).toBe(
      'Do corpo com código',
    );
    expect(parseDoc('f.md', 'a/f.md', 'Texto\n\n# Depois', '/docs').doc.title).toBe('f');
  });

  it('keeps a "#" that ends a word, and reads escapes and entities as markdown-it does', () => {
    expect(leadingHeading('# Usando C#')).toBe('Usando C#');
    expect(leadingHeading('# Fechado ##')).toBe('Fechado');
    expect(leadingHeading('# A \\* B &amp; C')).toBe('A * B & C');
    expect(leadingHeading('# \\*não é ênfase\\* mas *esta é*')).toBe('*não é ênfase* mas esta é');
  });

  it('reads a heading as plain text, links included', () => {
    expect(leadingHeading('# Veja [a API](./api.md)')).toBe('Veja a API');
    expect(leadingHeading('## Não é h1')).toBeUndefined();
  });

  it('resolves a slug as Docusaurus does, relative to the folder and never above the docs root', () => {
    const route = (slug: string) => parseDoc('f.md', 'guide/deep/f.md', `---\nslug: ${slug}\n---\n`, '/docs').doc.route;
    expect(route('outro')).toBe('/docs/guide/deep/outro');
    expect(route('../irmao')).toBe('/docs/guide/irmao');
    expect(route('/raiz')).toBe('/docs/raiz');
    expect(route('../../../../../escapou')).toBe('/docs/escapou');
    expect(route('/a/./b/../c/')).toBe('/docs/a/c');
    expect(route('/')).toBe('/docs');
  });

  it('rejects an id of "." or "..", which would name a folder above the page', () => {
    for (const id of ['.', '..']) {
      const { diagnostics } = parseDoc('f.md', 'guide/f.md', `---\nid: "${id}"\n---\n`, '/docs');
      expect(diagnostics.map((d) => `${d.line}: ${d.message}`)).toEqual([
        `2: front matter: id: expected a single path segment without "/" or spaces, other than "." or "..", got "${id}"`,
      ]);
    }
  });

  it('counts front matter lines so body lines map to file lines', () => {
    expect(parseDoc('f.md', 'f.md', '---\ntitle: T\ndescription: D\n---\ntexto', '/docs').doc.bodyLineOffset).toBe(4);
  });
});
