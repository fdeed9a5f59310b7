import type { Token } from 'markdown-it';
import type { CategoryCard } from '../../format/site-format.ts';
import { blocksMarkdown, type BlockContext } from './blocks.ts';
import { escapeText } from '../markdown/markdown-inline.ts';
import { resolveUrlMarkers, urlMarker } from '../markdown/site-url.ts';
import type { TempFile } from '../util/temp-file.ts';

/** Where a page's deflated Markdown is in the file a build spilled it to (see MarkdownPacker). */
export interface SpilledMarkdown {
  spill: TempFile;
  offset: number;
  length: number;
}

/** A page with a Markdown export, as the compile's last phase writes it and lists it in llms.txt. */
export interface MarkdownPage {
  kind: 'doc' | 'blog';
  route: string;
  title: string;
  description: string;
  /** The page's Markdown, its URLs marked until the site is known (see site-url.ts). */
  markdown: string;
  /** Where a build spilled its marked Markdown, deflated as soon as the page was rendered (see MarkdownPacker); `markdown` is then empty. */
  packed?: SpilledMarkdown;
  /** A reused doc's marked Markdown, in UTF-8 as the cache of rendered docs keeps it; `markdown` is then empty. */
  text?: Uint8Array;
  /** The doc's id, to find it in the sidebars. */
  docId?: string;
}

export interface PageMarkdownInput {
  title: string;
  tokens: readonly Token[];
  /** The cards a DocCardList on the page shows. */
  cards?: () => CategoryCard[] | undefined;
  /** See BlockContext.apiOperation. */
  apiOperation?: () => string;
}

/**
 * A page as Markdown for a reader without docsgen: its title as the `#` heading (the body's own opening heading is
 * that title, and left the tokens), then its body, written from the tokens the HTML was rendered from, so that
 * partials are inlined and MDX components are what they render.
 */
export function pageMarkdown(page: PageMarkdownInput, sources: Omit<BlockContext, 'docCards'>): string {
  const ctx: BlockContext = {
    ...sources,
    docCards: (cards) => cardsMarkdown(cards ?? page.cards?.() ?? []),
    ...(page.apiOperation ? { apiOperation: page.apiOperation } : {}),
  };
  const body = blocksMarkdown(page.tokens, ctx);
  // An MDX page's opening heading stays in its tokens when imports come before it: it is the title then.
  const titled = /^# /.test(body);
  return `${titled ? '' : `# ${escapeText(page.title, false)}\n\n`}${body}`.trimEnd() + '\n';
}

/** A DocCardList as the list of links its cards are. */
function cardsMarkdown(cards: readonly CategoryCard[]): string {
  return cards
    .map(
      (card) =>
        `- [${escapeText(card.label, false)}](${urlMarker(card.href)})${card.description ? `: ${escapeText(card.description, false)}` : ''}`,
    )
    .join('\n');
}

/** A page's Markdown with its URLs made absolute by `resolve` (see absoluteUrlResolver). */
export function finishMarkdown(markdown: string, resolve: (href: string) => string): string {
  return resolveUrlMarkers(markdown, resolve);
}
