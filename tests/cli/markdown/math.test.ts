import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguageNames } from '../../../cli/highlight/language-names.ts';
import { renderDoc } from '../../../cli/markdown/render-doc.ts';
import { type BlockContext, blocksMarkdown } from '../../../cli/markdown-export/blocks.ts';
import { sectionsOfPage } from '../../../cli/search/sections.ts';
import { identity } from '../../helpers/identity-resolvers.ts';

const STYLESHEET = '/media/katex-0123456789/katex.min.css';

/** A page with math on (unless `off`), its body starting on file line 3; its HTML, problems and tokens. */
function page(body: string, { mdx = false, off = false } = {}) {
  const problems: string[] = [];
  const rendered = renderDoc(
    { body, bodyLineOffset: 2, mdx },
    {
      ...identity,
      highlight: (code, lang) => `<code data-lang="${lang}">${code}</code>`,
      ...(off ? {} : { math: { stylesheet: () => STYLESHEET } }),
      report: ({ line, column, message, severity }) => problems.push(`${line}:${column}: ${severity}: ${message}`),
    },
  );
  return { html: rendered.html, problems, tokens: rendered.tokens };
}

/** The TeX KaTeX was given, read back from the MathML annotation it writes. */
function annotations(html: string): string[] {
  return [...html.matchAll(/<annotation encoding="application\/x-tex">([^<]*)<\/annotation>/g)].map((m) => m[1]!);
}

describe('math', () => {
  beforeAll(() => loadLanguageNames());

  it('typesets $…$ inline and links KaTeX’s style sheet once, before the page', () => {
    const { html, problems } = page('A área é $\\pi r^2$ e o volume $V$.\n');
    expect(problems).toEqual([]);
    expect(html.startsWith(`<link rel="stylesheet" href="${STYLESHEET}"><p>A área é <span class="katex">`)).toBe(true);
    expect(html.match(/<link /g)).toHaveLength(1);
    expect(annotations(html)).toEqual(['\\pi r^2', 'V']);
    expect(html).not.toContain('katex-display');
  });

  it('typesets $$ blocks in display mode, and $$…$$ within a line as inline math, as remark-math does', () => {
    const { html } = page('$$\n\\int_0^1 x\\,dx\n= \\frac{1}{2}\n$$\n\nTexto $$a+b$$ fim.\n');
    expect(html).toContain('<span class="katex-display">');
    expect(annotations(html)).toEqual(['\\int_0^1 x\\,dx\n= \\frac{1}{2}', 'a+b']);
    expect(html.match(/katex-display/g)).toHaveLength(1);
  });

  it('reads braces inside math as TeX in MDX, not as expressions', () => {
    const { html, problems } = page('export const n = 2;\n\n$\\frac{a}{b}$ e {n}\n\n$$\n\\sqrt{x}\n$$\n', {
      mdx: true,
    });
    expect(problems).toEqual([]);
    expect(annotations(html)).toEqual(['\\frac{a}{b}', '\\sqrt{x}']);
    expect(html).toContain(' e 2</p>');
  });

  it('typesets a ```math fence in display mode, as remark-math does, and exports it as a $$ block', () => {
    const { html, problems, tokens } = page('Antes\n\n```math\n\\frac{1}{2}\n```\n\n```js\nconst a = 1;\n```\n');
    expect(problems).toEqual([]);
    expect(annotations(html)).toEqual(['\\frac{1}{2}']);
    expect(html.match(/katex-display/g)).toHaveLength(1);
    expect(html).toContain('<code data-lang="js">const a = 1;</code>');
    expect(blocksMarkdown(tokens, { apis: {} as BlockContext['apis'] })).toContain('$$\n\\frac{1}{2}\n$$');
    expect(page('```math\nx^2\n```\n', { off: true }).html).toContain('<code data-lang="math">x^2</code>');
    expect(page('```math\n\\fracc{1}\n```\n').problems).toEqual([
      expect.stringMatching(/^4:1: warning: KaTeX cannot read this math.*\\fracc/),
    ]);
  });

  it('typesets math in list items and table cells', () => {
    const { html } = page('- item $x_1$\n- $$\n  y\n  $$\n\n| a | b |\n| - | - |\n| $z^2$ | c |\n');
    expect(annotations(html)).toEqual(['x_1', 'y', 'z^2']);
    expect(html).toMatch(/<td><span class="katex">/);
  });

  it('leaves an escaped \\$, code spans and a lone dollar as text', () => {
    const { html } = page('Custa \\$5 e `$x$` e US$ 10\n');
    expect(annotations(html)).toEqual([]);
    expect(html).toBe('<p>Custa $5 e <code>$x$</code> e US$ 10</p>\n');
  });

  it('is off by default: a $ is text, as in Docusaurus without remark-math', () => {
    const { html } = page('Preço: $x$ e\n\n$$\ny\n$$\n', { off: true });
    expect(html).toBe('<p>Preço: $x$ e</p>\n<p>$$\ny\n$$</p>\n');
    expect(page('Custa {1+1} $x$\n', { mdx: true, off: true }).html).toBe('<p>Custa 2 $x$</p>\n');
  });

  it('reports what KaTeX cannot read at its file position, and shows it in red', () => {
    const inline = page('Texto\n\nUm $x^{2$ aqui.\n');
    expect(inline.problems).toEqual([
      expect.stringMatching(/^5:9: warning: KaTeX cannot read this math, and the page shows it in red: Expected '}'/),
    ]);
    expect(inline.html).toContain('katex-error');
    const block = page('$$\na\n  \\fracc{1}\n$$\n');
    expect(block.problems).toEqual([
      expect.stringMatching(/^5:3: warning: KaTeX cannot read this math.*Undefined control sequence: \\fracc/),
    ]);
  });

  it('keeps the TeX for search and the Markdown export', () => {
    const { tokens } = page('# Fórmulas\n\nA área $\\pi r^2$.\n\n$$\nE = mc^2\n$$\n');
    const search = sectionsOfPage({
      kind: 'doc',
      title: 'F',
      description: '',
      url: '/f',
      crumbs: [],
      keywords: [],
      tokens,
    });
    expect(search.sections.map((s) => s.text).join(' ')).toBe('A área \\pi r^2. E = mc^2');
    expect(blocksMarkdown(tokens, { apis: {} as BlockContext['apis'] })).toBe('A área $\\pi r^2$.\n\n$$\nE = mc^2\n$$');
  });
});
