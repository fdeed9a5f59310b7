import type { UiLanguage } from '../../format/ui-strings/language.ts';
import type { Diagnostic } from './diagnostics.ts';

/** What raw HTML in Markdown may do: `sanitize` keeps what documentation uses; `trusted` passes it as written. */
export interface HtmlPolicy {
  rawHtml: 'sanitize' | 'trusted';
  /** Hosts an `<iframe>` may load from (`www.youtube-nocookie.com`); any other iframe is removed. */
  iframeHosts: readonly string[];
}

/** How a code block becomes HTML; the compile picks one (in place, or deferred to a worker) and the render passes it on. */
/**
 * Code to highlighted HTML. `generated`: code docsgen wrote itself (an API reference's request samples), whose string
 * literals the highlighter may take out to reuse the colours of a block of the same shape (see string-shapes.ts).
 */
export type CodeHighlighter = (
  code: string,
  lang: string,
  highlightedLines: ReadonlySet<number>,
  generated?: boolean,
) => string;

/* API directives: the plugin in plugins/embeds.ts finds them, and the compile's embed renderer draws them. */
/** Blocks rendered from the API descriptions rather than from Markdown. */
export const EMBED_KINDS = ['openapi', 'api-reference', 'graphql-schema', 'graphql-explorer', 'api-key'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

export interface EmbedRequest {
  kind: EmbedKind;
  /** Words after the directive name: `:::openapi core GET /v1/fields` gives ["core", "GET", "/v1/fields"]. */
  args: string[];
  /** 1-based file line of the directive. */
  line: number;
  /** The first fenced code block inside the directive, e.g. an explorer's starting query. */
  code?: string;
}

export interface RenderedEmbed {
  html: string;
  /** Ids inside the HTML that links may target. */
  anchors: string[];
  /** An origin the embed calls from the reader's browser (an explorer's endpoint), which the site's policy must allow. */
  connectOrigin?: string;
}

/** A link found in a page, located in its source file. */
export interface LinkRef {
  /** As written by the author. */
  href: string;
  line: number;
  column: number;
}

/** A mermaid diagram's source, at its fence's opening (1-based file line and column), for the build's check. */
export interface DiagramRef {
  code: string;
  line: number;
  column: number;
}

/** Per-render state shared by the Markdown plugins. */
export interface RenderEnv {
  [key: string | symbol]: unknown;
  /** Body lines, to locate links by column. */
  lines: string[];
  /** File lines before the body (front matter). */
  lineOffset: number;
  /** Rewrites an internal href to its final URL (routes, hashed files); external hrefs come back unchanged. */
  rewriteHref(link: LinkRef): string;
  /** The final URL of an image and its intrinsic size; reports a missing file or missing alt text. */
  resolveImage(ref: LinkRef, alt: string): ImageTarget;
  /** HTML for an API directive (see plugins/embeds.ts), with the ids it creates. */
  renderEmbed(request: EmbedRequest): RenderedEmbed;
  /** Turns a fenced code block into HTML: in place, or deferred to the compile's highlighting worker. */
  highlight: CodeHighlighter;
  /** A problem in the page's own Markdown (bad fence metadata, an unknown admonition, MDX syntax) at a 1-based file line and column. */
  report(problem: Omit<Diagnostic, 'file'>): void;
  /** Has a mermaid diagram checked by mermaid's own parser; what it cannot parse is reported later, as a warning. */
  checkDiagram?(diagram: DiagramRef): void;
  links: LinkRef[];
  /** Ids declared in raw HTML (`id="..."`), which are link targets too. */
  htmlIds: string[];
  /** Origins the page's embeds call (see RenderedEmbed.connectOrigin). */
  connectOrigins: string[];
  /** What raw HTML may do; sanitized, with no iframe host, when absent. */
  htmlPolicy?: HtmlPolicy;
  /** Math is read and typeset (the config's `markdown.math`); `$` is text when absent. */
  math?: MathOptions | undefined;
  /** The URL of KaTeX's style sheet, set once the page has math: the page's HTML links it. */
  mathStylesheet?: string;
  /** ```bash npm2yarn fences become tabs (the config's `markdown.npm2yarn`); they stay one block when absent. */
  npm2yarn?: Npm2YarnOptions | undefined;
  /** The language of the site's interface, which titles what the page does not (an admonition's); pt-BR when absent. */
  uiLanguage?: UiLanguage;
  /** Adjacent ```js tab fences become tabs (the config's `markdown.tabBlocks`); each stays a block when absent. */
  tabBlocks?: TabBlocksOptions | undefined;
}

/** docusaurus-remark-plugin-tab-blocks options: the tabs' group (none unless synced) and labels by language. */
export interface TabBlocksOptions {
  groupId: string | undefined;
  labels: ReadonlyMap<string, string>;
}

/** Docusaurus's npm2yarn plugin options: tabs synced by the groupId "npm2yarn", and the tools after npm's tab. */
export interface Npm2YarnOptions {
  sync: boolean;
  converters: readonly ('yarn' | 'pnpm' | 'bun')[];
}

export interface MathOptions {
  /** Publishes KaTeX's style sheet and fonts (once per build) and gives the sheet's URL. */
  stylesheet(): string;
}

export interface ImageTarget {
  src: string;
  width?: number;
  height?: number;
}
