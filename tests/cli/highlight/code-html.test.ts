import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import {
  createCssVariablesTheme,
  createHighlighterCore,
  type HighlighterCore,
  type ShikiTransformer,
} from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenClasses } from '../../../cli/highlight/code-html.ts';
import { highlightBlock, loadLanguages, MAX_TOKENIZED_LINE } from '../../../cli/highlight/highlight.ts';

const LANGUAGES = [
  'json',
  'bash',
  'typescript',
  'javascript',
  'python',
  'graphql',
  'http',
  'yaml',
  'html',
  'markdown',
  'diff',
  'text',
];

/** What shiki's own codeToHtml gives with the same theme and the class mapping as transformers: the reference. */
let shiki: HighlighterCore;
function reference(code: string, lang: string, lines: ReadonlySet<number>): string {
  const classes: ShikiTransformer = {
    pre(node) {
      delete node.properties.style;
    },
    span(node) {
      const style = String(node.properties.style ?? '');
      delete node.properties.style;
      for (const c of tokenClasses(style)) this.addClassToHast(node, c);
    },
    line(node, line) {
      if (lines.has(line)) this.addClassToHast(node, 'highlighted');
    },
  };
  return shiki.codeToHtml(code, {
    lang,
    theme: 'docsgen',
    transformers: [classes],
    tokenizeTimeLimit: 0,
    tokenizeMaxLineLength: MAX_TOKENIZED_LINE,
  });
}

beforeAll(async () => {
  await loadLanguages(LANGUAGES);
  shiki = await createHighlighterCore({
    themes: [createCssVariablesTheme({ name: 'docsgen', variablePrefix: '--code-', fontStyle: true })],
    langs: LANGUAGES.filter((l) => l !== 'text').map((l) => bundledLanguages[l as keyof typeof bundledLanguages]),
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
});

describe('the HTML of a highlighted block', () => {
  const samples: [string, string, number[]][] = [
    ['html', '<p class="a">Talhão &amp; safra</p>\n\n\t<br/>  ', []],
    ['markdown', '# Título\n\n*itálico*, **negrito**, ~~riscado~~ e [link](https://example.com) <x> & y\n', [2, 3]],
    ['typescript', 'const área: number = a < b && c > d ? 1 : 2;\n   \n// comentário\n', [1]],
    ['diff', '- antes\n+ depois\n  igual', [2]],
    ['bash', 'curl -X GET "https://api.example.com/v1?a=1&b=2" \\\n  -H "Authorization: Bearer $TOKEN"', []],
    ['json', '', []],
    ['text', 'texto <puro> & simples\n', [1]],
  ];

  it.each(samples)('is what shiki itself writes, for %s', (lang, code, lines) => {
    expect(highlightBlock(code, lang, new Set(lines))).toBe(reference(code, lang, new Set(lines)));
  });

  it("is what shiki itself writes, for every code block of the portal's content", () => {
    const files = fg.sync('**/*.md', { cwd: path.resolve('content'), absolute: true });
    const blocks = files.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)\n```$/gm)].map(
        (m) => [m[1]!, m[2]!] as const,
      ),
    );
    expect(blocks.length).toBeGreaterThan(50);
    for (const [lang, code] of blocks) {
      const known = LANGUAGES.includes(lang) ? lang : 'text';
      expect(highlightBlock(code, known, new Set()), `${lang} block: ${code.slice(0, 60)}`).toBe(
        reference(code, known, new Set()),
      );
    }
  });

  it('leaves a line of 1,000 characters or more plain, and highlights the lines around it', () => {
    const key = 'A'.repeat(MAX_TOKENIZED_LINE);
    const html = highlightBlock(`const a = 1;\nconst key = "${key}";\nconst b = "x";`, 'typescript', new Set());
    const lines = html.split('\n');
    expect(lines[1]).toBe(`<span class="line"><span>const key = "${key}";</span></span>`);
    expect(lines[0]).toContain('<span class="t-keyword">const</span>');
    expect(lines[2]).toContain('<span class="t-string-expression"> "x"</span>');
  });
});
