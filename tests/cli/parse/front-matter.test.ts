import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../cli/parse/front-matter.ts';
import { formatDiagnostic } from '../../../cli/diagnostics.ts';

describe('parseFrontMatter', () => {
  // gray-matter is handed only the front matter block; the body must come out as if it had read the whole file.
  const sources = {
    'a closed block': '---\ntitle: T\n---\n# Corpo\n\n---\n\nmais texto\n',
    'CRLF line breaks': '---\r\ntitle: T\r\n---\r\n# Corpo\r\n',
    'an empty block': '---\n---\nCorpo',
    'text right after the closing delimiter': '---\ntitle: T\n---x\nCorpo',
    'a closing delimiter at the end of the file': '---\ntitle: T\n---',
    'four dashes, a rule rather than front matter': '----\ntexto\n---\nmais',
    'an unclosed block': '---\ntitle: T\n',
    'a byte order mark': '\uFEFF---\ntitle: T\n---\nCorpo',
    'no front matter': '# Só corpo\n---\n',
  };
  for (const [name, source] of Object.entries(sources)) {
    it(`reads a file with ${name} as gray-matter reads it whole`, () => {
      const whole = matter(source, { language: 'yaml' });
      const parsed = parseFrontMatter('f.md', source);
      expect(parsed.body).toBe(whole.content);
      expect(parsed.data).toEqual(whole.data);
    });
  }

  it('maps body lines to file lines across CRLF front matter', () => {
    expect(parseFrontMatter('f.md', '---\r\ntitle: T\r\n---\r\ntexto').bodyLineOffset).toBe(3);
  });

  it('reports a YAML error at its file line and column', () => {
    const [d] = parseFrontMatter('f.md', '---\ntitle: T\ntags: a: b\n---\ncorpo\n').diagnostics;
    expect(d).toMatchObject({ file: 'f.md', line: 3, column: 8 });
    expect(d!.message).toMatch(/^invalid front matter: /);
  });
  it('reports front matter that is a list or a bare value once, not per item or character', () => {
    expect(parseFrontMatter('f.md', '---\n- a\n- b\n---\nx').diagnostics.map(formatDiagnostic)).toEqual(['f.md:2:1: front matter must be keys with values, such as "title: Introdução", got a list']);
    expect(parseFrontMatter('f.md', '---\nsó texto\n---\nx').diagnostics.map(formatDiagnostic)).toEqual(['f.md:2:1: front matter must be keys with values, such as "title: Introdução", got "só texto"']);
  });
});
