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
  it('in front matter, on keys docsgen knows, end in one short error at the alias that crosses the budget', {
    timeout: 10_000,
  }, () => {
    // 9^9: a0 … a3 hold 8,303 values, and a4's first alias of a3 (line 6) adds 7,381 more.
    // 10^10: a0 … a2 hold 1,234, and a3's eighth alias of a2 (line 5, column 45) takes them past 10,000.
    for (const [width, depth, at] of [
      [9, 9, '6:10'],
      [10, 10, '5:45'],
    ] as const) {
      const source = `---\n${bomb(width, depth, ['title', 'tags', 'keywords', 'description'])}\n---\n# Página\n`;
      const { diagnostics } = parseFrontMatter('docs/a.md', source);
      expect(diagnostics.map(formatDiagnostic)).toEqual([
        `docs/a.md:${at}: front matter: ${MESSAGE}; repeat a value with an alias, never a list of aliases of lists`,
      ]);
    }
  });

  it('are reported at the alias that crosses the budget, not at an earlier one that does no harm', () => {
    const source = `---\ntags: &t [api, rest]\nkeywords: *t\n${bomb(10, 10, ['description'])}\n---\n`;
    const { diagnostics } = parseFrontMatter('docs/a.md', source);
    expect(diagnostics.map(formatDiagnostic)).toEqual([expect.stringMatching(/^docs\/a\.md:7:45: front matter: /)]);
  });

  it('in a _category_.yml and in authors.yml, end in one error too', { timeout: 10_000 }, () => {
    const category = parseCategory('docs/x/_category_.yml', 'x/_category_.yml', bomb(10, 10, ['label']));
    expect(category.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringContaining(`docs/x/_category_.yml:4:45: invalid category file: ${MESSAGE}`),
    ]);
    const authors = parseAuthors('blog/authors.yml', bomb(10, 10, ['ana']));
    expect(authors.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringContaining(`blog/authors.yml:4:45: invalid authors file: ${MESSAGE}`),
    ]);
  });

  it('are not what a front matter of 40,000 plain keys is: refused for its size, at the value past the limit', () => {
    const keys = Array.from({ length: 40_000 }, (_, i) => `chave${i}: valor ${i}`).join('\n');
    const { diagnostics } = parseFrontMatter('docs/a.md', `---\n${keys}\n---\n# Página\n`);
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'docs/a.md:10001:12: front matter: it holds more than 10,000 values, more than docsgen reads from one file; split it',
    ]);
    // One alias among them does not make them a bomb either.
    const category = parseCategory('docs/x/_category_.yml', 'x/_category_.yml', `label: &l X\nposition: *l\n${keys}\n`);
    expect(category.diagnostics.map(formatDiagnostic)).toEqual([
      'docs/x/_category_.yml:10000:12: invalid category file: it holds more than 10,000 values, more than docsgen reads from one file; split it',
    ]);
  });

  it('leave a file that uses aliases sensibly alone', () => {
    const { diagnostics, data } = parseFrontMatter('docs/a.md', '---\ntags: &t [api, rest]\nkeywords: *t\n---\n');
    expect(diagnostics).toEqual([]);
    expect(data.keywords).toEqual(['api', 'rest']);
  });
});
