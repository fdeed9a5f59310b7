import type { Token } from 'markdown-it';
import type { Element } from './pair-tags.ts';

/** Tokens that render nothing: ESM, comments, tags whose element renders elsewhere. */
export const MDX_DROPPED = 'mdx_dropped';
/** Markup docsgen writes itself (a component's), passed as is: not raw HTML of the page, so not sanitized. */
export const MDX_HTML = 'mdx_html';

export function drop(token: Token | undefined): void {
  if (!token) return;
  token.type = MDX_DROPPED;
  token.children = null;
}

/** Makes a token render `html`: the page's own markup (sanitized and link-checked like raw HTML), or docsgen's. */
export function setHtml(token: Token, html: string, own: 'page' | 'docsgen', flow: boolean): void {
  token.type = own === 'docsgen' ? MDX_HTML : flow ? 'html_block' : 'html_inline';
  // A tag on a line of its own ends its line; one from a paragraph of elements (see unravel.ts) keeps to its text.
  token.content = flow && !token.meta?.unravelledFrom ? `${html}\n` : html;
  token.children = null;
}

/** Every token an element spans, its tags included, in order; for a flow element, inline content too. */
export function* tokensOf(element: Element): Generator<Token> {
  for (let i = element.openIndex; i <= element.closeIndex; i++) {
    const token = element.list[i]!;
    yield token;
    if (token.children) yield* token.children;
  }
}

/** Drops an element and all it holds (an element that cannot render, whose content would be out of place alone). */
export function dropElement(element: Element): void {
  for (let i = element.openIndex; i <= element.closeIndex; i++) drop(element.list[i]);
}

/** The tokens between an element's tags, in its own list. */
export function innerRange(element: Element): Token[] {
  return element.list.slice(element.openIndex + 1, element.closeIndex);
}

/** The text of tokens as written (code given as a CodeBlock's children): text, breaks, and string expressions. */
export function plainText(tokens: Iterable<Token>, expressionText: (token: Token) => string | undefined): string {
  let text = '';
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'code_inline') text += token.content;
    else if (token.type === 'softbreak' || token.type === 'hardbreak') text += '\n';
    else if (token.type === 'inline') continue;
    else {
      const expression = expressionText(token);
      if (expression !== undefined) text += expression;
    }
  }
  return text;
}
