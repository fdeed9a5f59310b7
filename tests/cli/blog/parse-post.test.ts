import { describe, expect, it } from 'vitest';
import { parseBlogPost } from '../../../cli/blog/parse-post.ts';
import { formatDiagnostic } from '../../../cli/util/diagnostics.ts';

const known = new Map([['ana', { name: 'Ana Souza' }]]);
const parse = (frontMatter: string) => parseBlogPost('post.md', '2024-01-02-ola.md', `---\n${frontMatter}\n---\n\nTexto.\n`, known, { route: '/blog', folder: 'blog' });

describe('parseBlogPost', () => {
  it('takes authors by key or inline, as Docusaurus does', () => {
    const { post, diagnostics } = parse('authors:\n  - ana\n  - name: Bruno\n    url: https://bruno.example.com');
    expect(diagnostics).toEqual([]);
    expect(post!.authors).toEqual([{ name: 'Ana Souza' }, { name: 'Bruno', url: 'https://bruno.example.com' }]);
    expect(parse('authors: ana').post!.authors).toEqual([{ name: 'Ana Souza' }]);
  });

  it('checks an inline author as authors.yml is checked, at the key or value at fault', () => {
    expect(parse('authors:\n  - ana\n  - name: Bruno\n    titel: Editor').diagnostics.map(formatDiagnostic)).toEqual([
      'post.md:5:5: front matter: authors[1].titel: unknown key (did you mean "title"?)',
    ]);
    expect(parse('authors: [{ title: Editor }]').diagnostics.map(formatDiagnostic)).toEqual([
      'post.md:2:11: front matter: authors[0].name: missing required key, expected a non-empty string',
    ]);
  });

  it('says what authors may be when they are neither a key nor a list', () => {
    expect(parse('authors: 5').diagnostics.map(formatDiagnostic)).toEqual([
      'post.md:2:10: front matter: authors: expected an author key from authors.yml, or a list of keys and { name, title, url } objects, got the number 5',
    ]);
  });

  it('suggests a blog key for a typo of one, not a doc key', () => {
    expect(parse('autors: ana').diagnostics.map(formatDiagnostic)).toEqual(['post.md:2:1: warning: front matter: autors: unknown key (did you mean "authors"?); ignored, as in Docusaurus']);
  });
});
