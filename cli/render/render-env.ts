/** A link found in a page, located in its source file. */
export interface LinkRef {
  /** As written by the author. */
  href: string;
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
  /** Rewrites an internal href to its final URL; external hrefs come back unchanged. */
  rewriteHref(href: string): string;
  links: LinkRef[];
  /** Ids declared in raw HTML (`id="..."`), which are link targets too. */
  htmlIds: string[];
}
