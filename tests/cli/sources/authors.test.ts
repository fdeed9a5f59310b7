import { describe, expect, it } from 'vitest';
import { parseAuthors } from '../../../cli/sources/posts/authors.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';

const read = (source: string) => parseAuthors('content/blog/authors.yml', source);
const errors = (source: string) => read(source).diagnostics.map(formatDiagnostic);

describe('blog/authors.yml', () => {
  it('reads authors by key, as the site format names their fields', () => {
    const { authors, diagnostics } = read('ana:\n  name: Ana Souza\n  title: Editora\n  image_url: /img/ana.png\n');
    expect(diagnostics).toEqual([]);
    expect(authors.get('ana')).toEqual({ name: 'Ana Souza', title: 'Editora', imageUrl: '/img/ana.png' });
  });

  it("reads Docusaurus 3.5's socials, and links an author without a url to the first profile", () => {
    const { authors, diagnostics } = read(
      'cp:\n  name: Christoph\n  socials:\n    github: cpojer\n    x: cpojer\n' +
        'hr:\n  name: Héctor\n  url: https://hr.example\n  socials:\n    x: hectorramos\n' +
        'jo:\n  name: Jo\n  socials:\n    site: https://jo.example/\n    x: jo\n' +
        'mi:\n  name: Mi\n  socials:\n    myspace: mi\n',
    );
    expect(diagnostics).toEqual([]);
    expect(authors.get('cp')?.url).toBe('https://github.com/cpojer');
    expect(authors.get('hr')?.url).toBe('https://hr.example');
    expect(authors.get('jo')?.url).toBe('https://jo.example/');
    expect(authors.get('mi')?.url).toBeUndefined();
    expect(errors('a:\n  name: A\n  socials:\n    x: [1]\n')).toEqual([
      'content/blog/authors.yml:4:8: a.socials.x: expected a string, got [1]',
    ]);
  });

  it('reports an unknown key at the key, with the key meant', () => {
    expect(errors('ana:\n  name: Ana\n  imagem_url: /img/ana.png\n')).toEqual([
      'content/blog/authors.yml:3:3: ana.imagem_url: unknown key (did you mean "image_url"?)',
    ]);
  });

  it('reports a wrong or missing value where it is, and keeps the authors without mistakes', () => {
    const { authors, diagnostics } = read('ana:\n  name: Ana\nbruno:\n  title: Editor\ncarla:\n  name: [Carla]\n');
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'content/blog/authors.yml:4:3: bruno.name: missing required key, expected a non-empty string',
      'content/blog/authors.yml:6:9: carla.name: expected a non-empty string, got ["Carla"]',
    ]);
    expect([...authors.keys()]).toEqual(['ana']);
  });

  it('says what the file must hold when it is not a map of authors', () => {
    expect(errors('- ana\n')).toEqual([
      'content/blog/authors.yml:1:1: expected a map of author keys to { name, title, url, image_url }',
    ]);
    expect(errors('ana: Ana Souza\n')).toEqual([
      'content/blog/authors.yml:1:6: ana: expected an object with "name", got the string "Ana Souza"',
    ]);
  });
});
