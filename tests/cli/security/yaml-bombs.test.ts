import { describe, expect, it } from 'vitest';
import { parseAuthors } from '../../../cli/sources/posts/authors.ts';
import { parseCategory } from '../../../cli/sources/category.ts';
import { parseFrontMatter } from '../../../cli/sources/front-matter.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';

/** `width` lists of `width` aliases, `depth` levels deep: width^depth values from a few lines. */
function bomb(width: number, depth: number, uses: string[]): string {
  const lines = [`a0: &a0 [${Array(width).fill('"x"').join(', ')}]`];
  for (let i = 1; i < depth; i++)
    lines.push(
      `a${i}: &a${i} [${Array(width)
        .fill(`*a${i - 1}`)
        .join(', ')}]`,
    );
  return [...lines, ...uses.map((key) => `${key}: *a${depth - 1}`)].join('\n');
}

const MESSAGE = 'its YAML aliases (*name) expand to more than 10,000 values';

describe('YAML alias bombs', () => {
  it('in front matter, on keys docsgen knows, end in one short error at the first alias', { timeout: 10_000 }, () => {
    for (const [width, depth] of [
      [9, 9],
      [10, 10],
    ] as const) {
      const source = `---\n${bomb(width, depth, ['title', 'tags', 'keywords', 'description'])}\n---\n# Página\n`;
      const { diagnostics } = parseFrontMatter('docs/a.md', source);
      expect(diagnostics.map(formatDiagnostic)).toEqual([
        `docs/a.md:3:10: front matter: ${MESSAGE}; repeat a value with an alias, never a list of aliases of lists`,
      ]);
    }
  });

  it('in a _category_.yml and in authors.yml, end in one error too', { timeout: 10_000 }, () => {
    const category = parseCategory('docs/x/_category_.yml', 'x/_category_.yml', bomb(10, 10, ['label']));
    expect(category.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringContaining(`docs/x/_category_.yml:2:10: invalid category file: ${MESSAGE}`),
    ]);
    const authors = parseAuthors('blog/authors.yml', bomb(10, 10, ['ana']));
    expect(authors.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringContaining(`blog/authors.yml:2:10: invalid authors file: ${MESSAGE}`),
    ]);
  });

  it('are not what a front matter of 40,000 plain keys is: refused for its size, at its first line', () => {
    const keys = Array.from({ length: 40_000 }, (_, i) => `chave${i}: valor ${i}`).join('\n');
    const { diagnostics } = parseFrontMatter('docs/a.md', `---\n${keys}\n---\n# Página\n`);
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'docs/a.md:1:1: front matter: it holds 40,000 values, more than the 10,000 docsgen reads in one; keep data that large in a file of its own',
    ]);
    // One alias among them does not make them a bomb either.
    const category = parseCategory('docs/x/_category_.yml', 'x/_category_.yml', `label: &l X\nposition: *l\n${keys}\n`);
    expect(category.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringContaining('docs/x/_category_.yml:1:1: invalid category file: it holds 40,002 values'),
    ]);
  });

  it('leave a file that uses aliases sensibly alone', () => {
    const { diagnostics, data } = parseFrontMatter('docs/a.md', '---\ntags: &t [api, rest]\nkeywords: *t\n---\n');
    expect(diagnostics).toEqual([]);
    expect(data.keywords).toEqual(['api', 'rest']);
  });
});
