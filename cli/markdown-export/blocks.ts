import type { Token } from 'markdown-it';
import { MDX_DOC_CARDS, type DocCardsMeta } from '../mdx/components/doc-card-list.ts';
import { MDX_HTML } from '../mdx/element-tokens.ts';
import { MDX_API_OPERATION } from '../mdx/components/openapi-theme.ts';
import { admonitionTitle, defaultAdmonitionTitle } from '../markdown/plugins/admonitions.ts';
import { EMBED_KINDS, type EmbedKind } from '../core/render-env.ts';
import { embedMarkdown, type EmbedSources } from '../api/markdown-embeds.ts';
import { exportMetaOf, inlineMarkdown, sectionTitle } from '../markdown/markdown-inline.ts';
import { MATH_BLOCK } from '../markdown/plugins/math.ts';
import { markHtmlUrls } from '../markdown/site-url.ts';
import { tokenTree, type BlockNode } from './token-tree.ts';
import type { CategoryCard } from '../../format/site-format.ts';

/** What a page's Markdown needs besides its tokens. */
export interface BlockContext extends EmbedSources {
  /** The links of a DocCardList: the cards given, else those of the category whose page the doc is. */
  docCards?: (cards: readonly CategoryCard[] | undefined) => string;
  /** The operation a kept page of docusaurus-plugin-openapi-docs draws from its front matter, as Markdown. */
  apiOperation?: () => string;
}

const EMBEDS = new Set<string>(EMBED_KINDS);

/** A page's block tokens as Markdown, one blank line between blocks. */
export function blocksMarkdown(tokens: readonly Token[], ctx: BlockContext): string {
  return joinBlocks(tokenTree(tokens), ctx, '\n\n');
}

/**
 * Blocks side by side. A section title that MDX marked as spanning tokens (a `<summary>` element's content) is
 * gathered from the blocks between its marks into one bold line.
 */
function joinBlocks(nodes: readonly BlockNode[], ctx: BlockContext, separator: string): string {
  const blocks: string[] = [];
  let title: string[] | undefined;
  for (const node of nodes) {
    const meta = node.token.type === MDX_HTML ? exportMetaOf(node.token) : undefined;
    if (meta?.titleStart) {
      title = [];
      continue;
    }
    if (meta?.titleEnd && title) {
      blocks.push(sectionTitle(title.join(' ')));
      title = undefined;
      continue;
    }
    const text = blockMarkdown(node, ctx);
    if (text) (title ?? blocks).push(text);
  }
  if (title?.length) blocks.push(sectionTitle(title.join(' ')));
  return blocks.join(separator);
}

function blockMarkdown(node: BlockNode, ctx: BlockContext): string {
  const { token, children } = node;
  switch (token.type) {
    case 'paragraph_open':
      return children.map((child) => blockMarkdown(child, ctx)).join('');
    case 'inline':
      return inlineMarkdown(token.children ?? []);
    case 'heading_open':
      return `${'#'.repeat(Number(token.tag.slice(1)))} ${children
        .map((child) => blockMarkdown(child, ctx))
        .join('')
        .replace(/\s*\n\s*/g, ' ')
        .trim()}`;
    case 'bullet_list_open':
    case 'ordered_list_open':
      return listMarkdown(node, ctx);
    case 'blockquote_open':
      return quote(joinBlocks(children, ctx, '\n\n'));
    case 'table_open':
      return tableMarkdown(node);
    case 'container_admonition_open':
      return admonitionMarkdown(node, ctx);
    case 'footnote_block_open':
      return children.map((note) => footnoteMarkdown(note, ctx)).join('\n\n');
    case 'fence':
    case 'code_block':
      return codeFence(token);
    case MATH_BLOCK:
      return `${token.markup}\n${token.content}\n${token.markup}`;
    case 'hr':
      return '---';
    case 'html_block':
      // A comment (`<!-- truncate -->`) says nothing to a reader.
      return /^\s*<!--[\s\S]*?-->\s*$/.test(token.content) ? '' : markHtmlUrls(token.content.trimEnd());
    case MDX_HTML: {
      const title = exportMetaOf(token)?.title;
      return title ? sectionTitle(title) : '';
    }
    case MDX_DOC_CARDS:
      return ctx.docCards?.((token.meta as DocCardsMeta).cards) ?? '';
    case MDX_API_OPERATION:
      return ctx.apiOperation?.() ?? '';
    default: {
      const embed = /^container_(.+)_open$/.exec(token.type)?.[1];
      if (embed && EMBEDS.has(embed))
        return embedMarkdown(embed as EmbedKind, token.info.trim().split(/\s+/).slice(1), firstFence(children), ctx);
      return token.type.endsWith('_open') ? joinBlocks(children, ctx, '\n\n') : '';
    }
  }
}

/** A list: each item's blocks after its marker, continuation lines indented under the marker's text. */
function listMarkdown(node: BlockNode, ctx: BlockContext): string {
  const ordered = node.token.type === 'ordered_list_open';
  let number = Number(node.token.attrGet('start') ?? 1);
  const items = node.children.filter((child) => child.token.type === 'list_item_open');
  const tight = items.every((item) =>
    item.children.every((child) => child.token.type !== 'paragraph_open' || child.token.hidden),
  );
  return items
    .map((item) => {
      const marker = ordered ? `${number++}${item.token.markup || '.'} ` : `${item.token.markup || '-'} `;
      const body = joinBlocks(item.children, ctx, tight ? '\n' : '\n\n');
      return `${marker}${indent(body, ' '.repeat(marker.length))}`;
    })
    .join(tight ? '\n' : '\n\n');
}

/** Every line but the first with `pad` in front, blank lines left blank. */
function indent(text: string, pad: string): string {
  return text
    .split('\n')
    .map((line, i) => (i === 0 || line === '' ? line : `${pad}${line}`))
    .join('\n');
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/** An admonition as a blockquote that opens with its title: "Dica", or "Dica: the title it was given". */
function admonitionMarkdown(node: BlockNode, ctx: BlockContext): string {
  const { kind } = node.token.meta as { kind: string };
  const custom = admonitionTitle(node.token.info, kind);
  // The theme shows titles in capitals; the export, with a capital first letter (English titles are lower case).
  const title = defaultAdmonitionTitle(kind, ctx.uiLanguage);
  const label = title.charAt(0).toUpperCase() + title.slice(1);
  const body = joinBlocks(node.children, ctx, '\n\n');
  return quote(
    [`**${custom && custom !== label ? `${label}: ${custom}` : label}**`, body].filter(Boolean).join('\n\n'),
  );
}

function footnoteMarkdown(note: BlockNode, ctx: BlockContext): string {
  const meta = note.token.meta as { id: number; label?: string };
  const body = joinBlocks(note.children, ctx, '\n\n');
  return `[^${meta.label ?? meta.id + 1}]: ${indent(body, '    ')}`;
}

/** A GFM table; a cell's pipes are escaped, as GFM asks even inside code. */
function tableMarkdown(node: BlockNode): string {
  const rows: { cells: string[]; aligns: string[] }[] = [];
  const walk = (nodes: readonly BlockNode[]) => {
    for (const child of nodes) {
      if (child.token.type === 'tr_open') {
        const cells = child.children.filter((cell) => cell.token.type === 'th_open' || cell.token.type === 'td_open');
        rows.push({
          cells: cells.map((cell) =>
            inlineMarkdown(cell.children[0]?.token.children ?? [])
              .replace(/\|/g, '\\|')
              .replace(/\n/g, ' '),
          ),
          aligns: cells.map((cell) => /text-align:\s*(\w+)/.exec(String(cell.token.attrGet('style') ?? ''))?.[1] ?? ''),
        });
      } else walk(child.children);
    }
  };
  walk(node.children);
  const [head, ...body] = rows;
  if (!head) return '';
  const rule = head.aligns.map((align) =>
    align === 'center' ? ':---:' : align === 'right' ? '---:' : align === 'left' ? ':---' : '---',
  );
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head.cells), line(rule), ...body.map((row) => line(head.cells.map((_, i) => row.cells[i] ?? '')))].join(
    '\n',
  );
}

/** A code block fenced with more backticks than it holds, with its language and title. */
export function codeFence(token: Token): string {
  const fence = (token.meta as { fence?: { lang: string; title?: string } } | null)?.fence;
  const lang = fence?.lang ?? token.info.trim().split(/\s+/)[0] ?? '';
  const info = [lang, fence?.title ? `title="${fence.title}"` : ''].filter(Boolean).join(' ');
  return fenced(token.content, info);
}

/** Code between backtick fences longer than any backtick run at the start of one of its lines. */
export function fenced(code: string, info: string): string {
  const longest = Math.max(2, ...(code.match(/^\s*`+/gm) ?? []).map((run) => run.trim().length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${info}\n${code.replace(/\n$/, '')}\n${marks}`;
}

function firstFence(nodes: readonly BlockNode[]): string | undefined {
  return nodes.find((child) => child.token.type === 'fence')?.token.content;
}
