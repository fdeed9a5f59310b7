import type { MarkdownIt, Token } from 'markdown-it';
import type { TocItem } from '../../format/site-format.ts';
import type { DocSource } from '../parse/doc.ts';
import { highlight } from './highlight.ts';
import { createMarkdown } from './markdown.ts';
import type { LinkRef, RenderEnv } from './render-env.ts';

/**
 * How a page's references become URLs, where its errors go, how its code is highlighted (in place unless the
 * compile gives its worker's highlighter) and what its raw HTML may do; the compile stage supplies them.
 */
export type ReferenceResolvers = Pick<RenderEnv, 'rewriteHref' | 'resolveImage' | 'report'> & Partial<Pick<RenderEnv, 'renderEmbed' | 'highlight' | 'htmlPolicy' | 'checkDiagram'>>;

export interface RenderedDoc {
  html: string;
  /** Every heading with an id, h2 to h6; the payload keeps the configured levels. */
  headings: TocItem[];
  /** Every id a `#hash` may target on this page. */
  anchors: Set<string>;
  links: LinkRef[];
  /** Origins the page's embeds call from the browser. */
  connectOrigins: string[];
  /** The parsed token stream, for stages that read structure (the search index) rather than HTML. */
  tokens: Token[];
}

let shared: MarkdownIt | undefined;

/** Stage 4: Markdown to HTML, with the page's headings and links. */
export function renderDoc(doc: Pick<DocSource, 'body' | 'bodyLineOffset'>, resolvers: ReferenceResolvers): RenderedDoc {
  shared ??= createMarkdown();
  const links: LinkRef[] = [];
  const htmlIds: string[] = [];
  const connectOrigins: string[] = [];
  const env: RenderEnv = {
    lines: doc.body.split('\n'),
    lineOffset: doc.bodyLineOffset,
    renderEmbed: () => ({ html: '', anchors: [] }),
    highlight,
    ...resolvers,
    links,
    htmlIds,
    connectOrigins,
  };
  const tokens = shared.parse(doc.body, env);
  const headings: TocItem[] = [];
  for (const token of tokens) {
    if (token.type !== 'heading_open') continue;
    const id = token.attrGet('id') as string | null;
    if (id) headings.push({ id: id.normalize('NFC'), text: (token.meta as { text?: string } | null)?.text ?? '', level: Number(token.tag.slice(1)) });
  }
  const html = shared.renderer.render(tokens, shared.options, env);
  // Indexed loops: spreading an empty array (a page without headings or raw ids) then a full one deoptimized this
  // function twice per build, and it is among the largest the optimizer compiles.
  const anchors = new Set<string>();
  for (let i = 0; i < headings.length; i++) anchors.add(headings[i]!.id);
  for (let i = 0; i < htmlIds.length; i++) anchors.add(htmlIds[i]!.normalize('NFC'));
  return { html, headings, anchors, links, connectOrigins, tokens };
}
