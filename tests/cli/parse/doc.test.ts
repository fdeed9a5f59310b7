import { describe, expect, it } from 'vitest';
import { leadingHeading, parseDoc } from '../../../cli/parse/doc.ts';

describe('parseDoc', () => {
  it('takes the title from front matter first, then from a leading # heading, then from the file name', () => {
    expect(parseDoc('f.md', 'a/f.md', '---\ntitle: Da front matter\n---\n# Do corpo\n').doc.title).toBe('Da front matter');
    expect(parseDoc('f.md', 'a/f.md', '\n# Do **corpo** com `código` {#id}\n\nTexto').doc.title).toBe('Do corpo com código');
    expect(parseDoc('f.md', 'a/f.md', 'Texto\n\n# Depois').doc.title).toBe('f');
  });

  it('reads a heading as plain text, links included', () => {
    expect(leadingHeading('# Veja [a API](./api.md)')).toBe('Veja a API');
    expect(leadingHeading('## Não é h1')).toBeUndefined();
  });

  it('counts front matter lines so body lines map to file lines', () => {
    expect(parseDoc('f.md', 'f.md', '---\ntitle: T\ndescription: D\n---\ntexto').doc.bodyLineOffset).toBe(4);
  });
});
