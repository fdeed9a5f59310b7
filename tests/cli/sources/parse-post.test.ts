import { describe, expect, it } from 'vitest';
import { parseBlogPost } from '../../../cli/sources/posts/parse-post.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';

const known = new Map([['ana', { name: 'Ana Souza' }]]);
const parse = (frontMatter: string) =>
  parseBlogPost('post.md', '2024-01-02-ola.md', `---\n${frontMatter}\n---\n\nTexto.\n`, known, {
    route: '/blog',
    folder: 'blog',
  });

describe('parseBlogPost', () => {
  it('takes authors by key or inline, as Docusaurus does', () => {
    const { post, diagnostics } = parse('authors:\n  - ana\n  - name: Bruno\n    url: https://bruno.example.com');
    expect(diagnostics).toEqual([]);
    expect(post!.authors).toEqual([{ name: 'Ana Souza' }, { name: 'Bruno', url: 'https://bruno.example.com' }]);
    expect(parse('authors: ana').post!.authors).toEqual([{ name: 'Ana Souza' }]);
  });

  it('checks an inline author, warning of an unknown key as Docusaurus tolerates it', () => {
    expect(parse('authors:\n  - ana\n  - name: Bruno\n    titel: Editor').diagnostics.map(formatDiagnostic)).toEqual([
      'post.md:5:5: warning: front matter: authors[1].titel: unknown key (did you mean "title"?)',
    ]);
    expect(parse('authors: [{ title: Editor }]').diagnostics.map(formatDiagnostic)).toEqual([
      'post.md:2:11: front matter: authors[0]: expected an object with "key", "name" or "image_url"',
    ]);
  });

  it('says what authors may be when they are neither a key, an object nor a list', () => {
    expect(parse('authors: 5').diagnostics.map(formatDiagnostic)).toEqual([
      'post.md:2:10: front matter: authors: expected an author key from authors.yml, an author object, or a list of them, got the number 5',
    ]);
  });

  it('warns of an unknown key, suggesting a blog key for a typo of one, and builds the post without it', () => {
    const { post, diagnostics } = parse('autors: ana\ntitle: Olá');
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'post.md:2:1: warning: front matter: autors: unknown key (did you mean "authors"?); ignored, as in Docusaurus',
    ]);
    expect(post!.title).toBe('Olá');
  });

  it('takes a single author object, a key with overrides, and the legacy author keys', () => {
    expect(parse('authors:\n  name: Carla\n  image_url: /img/carla.png').post!.authors).toEqual([
      { name: 'Carla', imageUrl: '/img/carla.png' },
    ]);
    expect(parse('authors:\n  - key: ana\n    title: Convidada').post!.authors).toEqual([
      { name: 'Ana Souza', title: 'Convidada' },
    ]);
    expect(
      parse(
        'author: Davi\nauthor_title: Agrônomo\nauthorURL: https://davi.example.com\nauthor_image_url: https://davi.example.com/d.png',
      ).post!.authors,
    ).toEqual([
      { name: 'Davi', title: 'Agrônomo', url: 'https://davi.example.com', imageUrl: 'https://davi.example.com/d.png' },
    ]);
    expect(parse('authors:\n  - key: zeca').diagnostics.map(formatDiagnostic)).toEqual([
      'post.md:3:10: front matter: author "zeca" is not in blog/authors.yml (known: ana)',
    ]);
    expect(parse('authors: ana\nauthor: Davi').diagnostics.map(formatDiagnostic)).toEqual([
      'post.md:2:1: front matter: write the authors in "authors" only, not also in "author", "author_title", "author_url" or "author_image_url"',
    ]);
  });

  it('accepts every key Docusaurus 3.8 reads in a post', () => {
    const keys = [
      'id: ola',
      'title: Olá',
      'title_meta: Olá | Blog',
      'description: Uma visita',
      'slug: /ola',
      'date: 2024-01-02',
      'tags: [a]',
      'keywords: [b]',
      'draft: false',
      'unlisted: false',
      'image: /img/capa.png',
      'sidebar_label: Olá',
      'hide_table_of_contents: true',
      'toc_min_heading_level: 2',
      'toc_max_heading_level: 4',
      'last_update:\n  date: 2024-02-03\n  author: Ana',
      'authors: ana',
      'authorTitle: x',
      'authorImageURL: https://x.example/y.png',
    ];
    expect(
      parse(keys.join('\n'))
        .diagnostics.filter((d) => !d.message.includes('"authors" only'))
        .map(formatDiagnostic),
    ).toEqual([]);
  });

  it("takes MDX's truncate marker as the HTML one, on the same line", () => {
    const { post } = parseBlogPost(
      'post.md',
      '2024-01-02-ola.md',
      '---\ntitle: T\n---\nAntes.\n\n  {/* truncate */}\n\nDepois.\n',
      known,
      { route: '/blog', folder: 'blog' },
    );
    expect(post!.body).toBe('Antes.\n\n  <!-- truncate -->\n\nDepois.\n');
  });
});
