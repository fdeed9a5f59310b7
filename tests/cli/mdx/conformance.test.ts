import fs from 'node:fs';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import fg from 'fast-glob';
import matter from 'gray-matter';
import markdownIt, { type Token } from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { mdx } from '../../../cli/mdx/mdx-markdown.ts';
import { MDX_ESM, MDX_EXPRESSION, MDX_TAG, type ExpressionMeta, type TagMeta } from '../../../cli/mdx/syntax-tokens.ts';
import { repoRoot } from '../../helpers/temp-project.ts';

type Kind = 'esm' | 'jsx' | 'expression';

/** What the reference parser (@mdx-js/mdx) reads as MDX syntax in a page body: each construct's kind and first line. */
function referenceSyntax(body: string): string[] {
  const tree = createProcessor({ format: 'mdx' }).parse(body);
  const found: string[] = [];
  const kinds: Record<string, Kind> = {
    mdxjsEsm: 'esm',
    mdxJsxFlowElement: 'jsx',
    mdxJsxTextElement: 'jsx',
    mdxFlowExpression: 'expression',
    mdxTextExpression: 'expression',
  };
  const walk = (node: { type: string; position?: { start: { line: number } }; children?: unknown[] }) => {
    const kind = kinds[node.type];
    if (kind) found.push(`${kind}@${node.position!.start.line}`);
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  walk(tree as unknown as Parameters<typeof walk>[0]);
  return found.sort();
}

const lineAt = (source: string, offset: number) => source.slice(0, offset).split('\n').length - 1;

/** The same, as docsgen's MDX reader tokenizes the body (before any component is resolved). */
function docsgenSyntax(body: string): string[] {
  const md = markdownIt({ html: true });
  mdx(md);
  md.core.ruler.disable(['mdx_prepare', 'mdx_partials']);
  const found: string[] = [];
  const visit = (token: Token, firstLine: number) => {
    if (token.type === MDX_ESM) found.push(`esm@${firstLine + 1}`);
    else if (token.type === MDX_TAG) {
      const { tag, source } = token.meta as TagMeta;
      if (!tag.closing) found.push(`jsx@${firstLine + lineAt(source, tag.start) + 1}`);
    } else if (token.type === MDX_EXPRESSION) {
      const { expression, source } = token.meta as ExpressionMeta;
      found.push(`expression@${firstLine + lineAt(source, expression.start) + 1}`);
    }
  };
  for (const token of md.parse(body, {})) {
    if (token.type === 'inline') for (const child of token.children ?? []) visit(child, token.map![0]);
    else visit(token, token.type === MDX_ESM ? token.map![0] : 0);
  }
  return found.sort();
}

const pages = fg.sync('tests/fixtures/**/*.mdx', { cwd: repoRoot }).sort();

/** Each page's body and what the reference parser reads in it; none for a page it refuses (an error fixture). */
const compared = pages.map((page) => {
  const body = matter(fs.readFileSync(path.join(repoRoot, page), 'utf8')).content;
  try {
    return { page, body, reference: referenceSyntax(body) };
  } catch {
    return { page, body, reference: undefined };
  }
});

describe('MDX syntax as @mdx-js/mdx reads it', () => {
  it('compares every MDX fixture the reference parser reads, with their ESM, JSX and expressions', () => {
    const read = compared.filter((c) => c.reference !== undefined);
    expect(read.length).toBeGreaterThan(12);
    const kinds = new Set(read.flatMap((c) => c.reference!.map((item) => item.split('@')[0])));
    expect([...kinds].sort()).toEqual(['esm', 'expression', 'jsx']);
  });

  for (const { page, body, reference } of compared)
    if (reference)
      it(`reads ${page} as the reference parser does: the same ESM, JSX and expressions, on the same lines`, () => {
        expect(docsgenSyntax(body)).toEqual(reference);
      });
});
