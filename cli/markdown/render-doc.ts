import type { MarkdownIt, Token } from 'markdown-it';
import type { TocItem } from '../../format/site-format.ts';
import type { DocSource } from '../sources/doc.ts';
import { highlight } from '../highlight/highlight.ts';
import { escapeHtml } from '../util/html.ts';
import type { MdxContext } from '../mdx/mdx-context.ts';
import type { PageHead } from '../mdx/components/head.ts';
import { unwrapMdxCodeBlocks } from '../mdx/mdx-code-block.ts';
import { createMarkdown, createMdxMarkdown } from './markdown.ts';
import type { LinkRef, MathOptions, Npm2YarnOptions, RenderEnv, TabBlocksOptions } from '../core/render-env.ts';

/**
 * How a page's references become URLs, where its errors go, how its code is highlighted (in place unless the
 * compile gives its worker's highlighter) and what its raw HTML may do; the compile stage supplies them.
 */
export type ReferenceResolvers = Pick<RenderEnv, 'rewriteHref' | 'resolveImage' | 'report'> &
  Partial<Pick<RenderEnv, 'renderEmbed' | 'highlight' | 'htmlPolicy' | 'checkDiagram'>> & {
    math?: MathOptions | undefined;
    npm2yarn?: Npm2YarnOptions | undefined;
    tabBlocks?: TabBlocksOptions | undefined;
    uiLanguage?: RenderEnv['uiLanguage'];
  };

/**
 * Every resolver a compile gives a page; math, npm2yarn and tab blocks only where the config turns them on, the
 * interface's language (pt-BR when absent) where the caller knows it.
 */
type ConfiguredResolvers = 'math' | 'npm2yarn' | 'tabBlocks' | 'uiLanguage';
export type PageResolvers = Required<Omit<ReferenceResolvers, ConfiguredResolvers>> &
  Pick<ReferenceResolvers, ConfiguredResolvers>;

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
  /** What the page's `<Head>` elements add to its head (an MDX page read in a build). */
  head?: PageHead;
}

let shared: MarkdownIt | undefined;
let sharedMdx: MarkdownIt | undefined;

/** Drops the shared parsers, as a new process starts without them: for the unit tests, whose files share modules. */
export function resetParsers(): void {
  shared = undefined;
  sharedMdx = undefined;
}

/** The parser of a page: MDX's for MDX pages (see isMdxPage), CommonMark's with docsgen's extensions otherwise. */
function parserFor(mdx: boolean): MarkdownIt {
  if (mdx) return (sharedMdx ??= createMdxMarkdown());
  return (shared ??= createMarkdown());
}

function renderEnv(
  doc: Pick<DocSource, 'body' | 'bodyLineOffset'>,
  resolvers: ReferenceResolvers,
  mdx: MdxContext | undefined,
): RenderEnv {
  return {
    lines: doc.body.split('\n'),
    lineOffset: doc.bodyLineOffset,
    renderEmbed: () => ({ html: '', anchors: [] }),
    highlight,
    ...resolvers,
    links: [],
    htmlIds: [],
    connectOrigins: [],
    markdownItAnchor: slugRegistry(),
    ...(mdx ? { mdx } : {}),
  };
}

/**
 * markdown-it-anchor's registry of a page's ids, made here rather than by the plugin (`{}`): a prototype-free object
 * is a dictionary from the start, where `{}` given thousands of pages' distinct heading slugs as keys grows V8's
 * hidden-class transitions from the shared empty-object shape: in a profile of a 30,000-page build (120,000 headings)
 * the plugin's unique-slug step took 529 ms with `{}`, 222 ms with this.
 */
function slugRegistry(): { slugs: Record<string, true> } {
  return { slugs: Object.create(null) };
}

/**
 * A partial's tokens, parsed in its own file's terms (its lines, its resolvers) for the page that includes it: ids
 * are made unique with the page's (`page` shares its slug registry, raw ids and origins).
 */
export function parsePartial(
  partial: Pick<DocSource, 'body' | 'bodyLineOffset' | 'mdx'>,
  resolvers: ReferenceResolvers,
  mdx: MdxContext,
  page: RenderEnv,
): { tokens: Token[]; links: LinkRef[] } {
  const env = renderEnv(partial, resolvers, mdx);
  env.htmlIds = page.htmlIds;
  env.connectOrigins = page.connectOrigins;
  env.markdownItAnchor = page.markdownItAnchor;
  env.mdxIds = page.mdxIds ??= { next: 0 };
  const tokens = parserFor(partial.mdx).parse(partial.mdx ? unwrapMdxCodeBlocks(partial.body) : partial.body, env);
  // The partial's math is typeset into the page, which links the style sheet.
  if (env.mathStylesheet) page.mathStylesheet = env.mathStylesheet;
  return { tokens, links: env.links };
}

/**
 * Stage 4: Markdown to HTML, with the page's headings and links. An MDX page (`doc.mdx`) is read with `mdx`, which
 * says where it is and reads its partials; `pageEnv` receives the render's state, for the partials it includes.
 */
export function renderDoc(
  doc: Pick<DocSource, 'body' | 'bodyLineOffset'> & { mdx?: boolean },
  resolvers: ReferenceResolvers,
  mdx?: (env: RenderEnv) => MdxContext,
): RenderedDoc {
  const env = renderEnv(doc, resolvers, undefined);
  if (doc.mdx && mdx) env.mdx = mdx(env);
  const { links, htmlIds, connectOrigins } = env;
  const md = parserFor(Boolean(doc.mdx));
  const tokens = md.parse(doc.mdx ? unwrapMdxCodeBlocks(doc.body) : doc.body, env);
  const headings: TocItem[] = [];
  for (const token of tokens) {
    if (token.type !== 'heading_open') continue;
    const id = token.attrGet('id') as string | null;
    if (id)
      headings.push({
        id: id.normalize('NFC'),
        text: (token.meta as { text?: string } | null)?.text ?? '',
        level: Number(token.tag.slice(1)),
      });
  }
  // TOCInline lists them.
  env.headings = headings;
  const body = md.renderer.render(tokens, md.options, env);
  // In the page's HTML rather than its head: the viewer shows pages without reloading, and a page with math brings
  // KaTeX's style sheet with it (a stylesheet link is allowed in the body), so pages without math load none of it.
  const html = env.mathStylesheet ? `<link rel="stylesheet" href="${escapeHtml(env.mathStylesheet)}">${body}` : body;
  // Indexed loops: spreading an empty array (a page without headings or raw ids) then a full one deoptimized this
  // function twice per build, and it is among the largest the optimizer compiles.
  const anchors = new Set<string>();
  for (let i = 0; i < headings.length; i++) anchors.add(headings[i]!.id);
  for (let i = 0; i < htmlIds.length; i++) anchors.add(htmlIds[i]!.normalize('NFC'));
  const head = (env.mdx as MdxContext | undefined)?.head;
  const headed =
    head && (head.title !== undefined || head.description !== undefined || head.canonical || head.tags.length);
  return { html, headings, anchors, links, connectOrigins, tokens, ...(headed ? { head } : {}) };
}
