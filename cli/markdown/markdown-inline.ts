import type { Token } from 'markdown-it';
import { MDX_DROPPED, MDX_HTML } from '../mdx/element-tokens.ts';
import { MATH_INLINE } from './plugins/math.ts';
import { markHtmlUrls, urlMarker } from './site-url.ts';

/** What an exported section's title is: set by MDX components on the tokens of their markup (see built-ins.ts). */
export interface ExportMeta {
  /** A title of its own: a tab's label, a details' summary given as a prop. */
  title?: string;
  /** The tokens up to the one marked `titleEnd` are the section's title (a `<summary>` element's content). */
  titleStart?: true;
  titleEnd?: true;
}

export function exportMetaOf(token: Token): ExportMeta | undefined {
  return (token.meta as { markdownExport?: ExportMeta } | null)?.markdownExport;
}

/** A section title as the export writes it: its own bold line. */
export function sectionTitle(text: string): string {
  return `**${text.replace(/\s+/g, ' ').trim()}**`;
}

/** Characters Markdown could read as syntax anywhere in text. `_` only where it could open or close emphasis. */
const INLINE_SPECIAL = /[\\`*[\]]|<(?=[A-Za-z/!?])|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;
const MAYBE_SPECIAL = /[\\`*[\]<_]/;
/** What starts a block when it opens a line: a heading, a quote, a list item, a thematic break, a table row, a fence. */
const LINE_START_SPECIAL = /^(#{1,6}(?=\s|$)|>|[-+](?=\s)|\d{1,9}(?=[.)]\s)|=+\s*$|\||~~~|:::)/;

/** Text as Markdown reads it back as the same text. */
export function escapeText(text: string, atLineStart: boolean): string {
  // Most text holds none of them: the Unicode-aware expression is not run over it.
  const escaped = MAYBE_SPECIAL.test(text) ? text.replace(INLINE_SPECIAL, (c) => `\\${c}`) : text;
  return atLineStart
    ? escaped.replace(LINE_START_SPECIAL, (m) => (/^\d/.test(m) ? m : `\\${m}`)).replace(/^(\d{1,9})(?=[.)]\s)/, '$1\\')
    : escaped;
}

/** Inline code with a backtick run longer than any inside it, padded when it starts or ends with one. */
export function codeSpan(code: string): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = code.startsWith('`') || code.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${code}${pad}${fence}`;
}

function destination(href: string, title: string | number | null): string {
  const spaced = /[\s()<>]/.test(href) ? `<${href.replace(/[<>]/g, encodeURIComponent)}>` : href;
  return `(${urlMarker(spaced)}${title ? ` "${String(title).replace(/"/g, '\\"')}"` : ''})`;
}

/**
 * A block's inline tokens as Markdown: text escaped, links and images with their URLs marked for the end of the build
 * (see site-url.ts), the heading permalinks markdown-it-anchor adds left out, footnote references as `[^label]`.
 */
export function inlineMarkdown(children: readonly Token[]): string {
  let out = '';
  // Whether `out` ends a line, kept from the last piece added: asking `out` made V8 flatten the string built so far on
  // every token, quadratic in a long line (a line of 60,000 code spans took 143 s to export).
  let atLineStart = true;
  const links: (Token | null)[] = [];
  let skipping = 0;
  for (const token of children) {
    if (skipping) {
      if (token.type === 'link_open') skipping++;
      else if (token.type === 'link_close') skipping--;
      continue;
    }
    let piece = '';
    switch (token.type) {
      case 'text':
        piece = escapeText(token.content, atLineStart);
        break;
      case 'code_inline':
        piece = codeSpan(token.content);
        break;
      case MATH_INLINE:
        piece = `${token.markup}${token.content}${token.markup}`;
        break;
      case 'softbreak':
        piece = '\n';
        break;
      case 'hardbreak':
        piece = '\\\n';
        break;
      case 'strong_open':
      case 'strong_close':
        piece = '**';
        break;
      case 'em_open':
      case 'em_close':
        piece = '*';
        break;
      case 's_open':
      case 's_close':
        piece = '~~';
        break;
      case 'link_open':
        if (token.attrGet('class') === 'hash-link') {
          skipping = 1;
          break;
        }
        links.push(token);
        piece = '[';
        break;
      case 'link_close': {
        const link = links.pop();
        if (link) piece = `]${destination(String(link.attrGet('href') ?? ''), link.attrGet('title'))}`;
        break;
      }
      case 'image':
        piece = `![${escapeText(token.content, false)}]${destination(String(token.attrGet('src') ?? ''), token.attrGet('title'))}`;
        break;
      case 'html_inline':
        piece = markHtmlUrls(token.content);
        break;
      case 'footnote_ref': {
        const meta = token.meta as { id: number; label?: string };
        piece = `[^${meta.label ?? meta.id + 1}]`;
        break;
      }
      case MDX_HTML: {
        const meta = exportMetaOf(token);
        if (meta?.title) piece = sectionTitle(meta.title);
        break;
      }
      case MDX_DROPPED:
        break;
      default:
        if (token.children) piece = inlineMarkdown(token.children);
        else if (token.type.endsWith('_open') || token.type.endsWith('_close')) break;
        else piece = escapeText(token.content, atLineStart);
    }
    if (!piece) continue;
    out += piece;
    atLineStart = piece.endsWith('\n');
  }
  return out;
}
