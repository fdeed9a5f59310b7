import type { MarkdownIt } from 'markdown-it';
import { MDX_TOC_INLINE } from './built-ins.ts';
import type { RenderEnv } from '../core/render-env.ts';
import { docCardsHtml, MDX_DOC_CARDS, type DocCardsMeta } from './components/doc-card-list.ts';
import { MDX_API_OPERATION } from './components/openapi-theme.ts';
import { MDX_DROPPED, MDX_HTML } from './element-tokens.ts';
import { esmBlock } from './esm-block.ts';
import { flowBlock } from './flow-block.ts';
import type { MdxContext } from './mdx-context.ts';
import { includePartials } from './partials.ts';
import { MDX_PARTIAL, prepareMdx } from './prepare.ts';
import { textJsx } from './text-inline.ts';
import { MDX_COMMENT } from './syntax-tokens.ts';
import { renderTocInline, type TocHeading } from './toc-inline.ts';

/**
 * Turns a Markdown pipeline into MDX's: ESM, JSX and expressions are syntax, and what MDX leaves out of Markdown is
 * off (raw HTML, which is JSX there; indented code; `<https://…>` autolinks).
 */
export function mdx(md: MarkdownIt): void {
  md.disable(['html_block', 'html_inline', 'code', 'autolink']);
  md.block.ruler.before('fence', 'mdx_esm', esmBlock);
  md.block.ruler.before('fence', 'mdx_flow', flowBlock, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  md.inline.ruler.before('text', 'mdx_text', textJsx);
  md.core.ruler.after('inline', 'mdx_prepare', prepareMdx);
  md.core.ruler.push('mdx_partials', includePartials);
  md.renderer.rules[MDX_HTML] = (tokens, idx) => tokens[idx]!.content;
  md.renderer.rules[MDX_DROPPED] = () => '';
  md.renderer.rules[MDX_COMMENT] = (tokens, idx) =>
    /^<!--\s*truncate\s*-->$/.test(tokens[idx]!.content) ? `<!-- truncate -->${tokens[idx]!.block ? '\n' : ''}` : '';
  md.renderer.rules[MDX_PARTIAL] = () => '';
  md.renderer.rules[MDX_TOC_INLINE] = (tokens, idx, _options, env) =>
    renderTocInline(
      (env as { headings?: TocHeading[] }).headings ?? [],
      tokens[idx]!.meta as { min: number; max: number; className?: string },
    );
  md.renderer.rules[MDX_DOC_CARDS] = (tokens, idx, _options, env) => {
    const meta = tokens[idx]!.meta as DocCardsMeta;
    return docCardsHtml(meta.cards ?? (env as { mdx?: MdxContext }).mdx?.docCards?.() ?? [], meta);
  };
  md.renderer.rules[MDX_API_OPERATION] = (_tokens, _idx, _options, env) => {
    const operation = (env as { mdx?: MdxContext }).mdx?.apiOperation?.();
    if (!operation) return '';
    const { htmlIds, connectOrigins } = env as RenderEnv;
    htmlIds.push(...operation.anchors);
    connectOrigins.push(...operation.connectOrigins);
    return operation.html;
  };
}
