import type { Token } from 'markdown-it';
import type { JsxTag } from './jsx-tag.ts';
import type { Locate } from './locate.ts';
import { MAX_NESTING_DEPTH, nestedTooDeep } from '../core/limits.ts';
import { MDX_TAG, type TagMeta } from './syntax-tokens.ts';

/** An element of the page: its opening tag's token and, unless it closes itself, its closing one. */
export interface Element {
  tag: JsxTag;
  open: Token;
  close: Token | undefined;
  /** The array holding both tokens (the page's tokens, or an inline token's children) and their indexes in it. */
  list: Token[];
  openIndex: number;
  closeIndex: number;
  /** Whether the element sits among blocks (flow) or within text. */
  flow: boolean;
  parent: Element | undefined;
  children: Element[];
  at: Locate;
}

export interface PairProblem {
  at: Locate;
  offset: number;
  message: string;
}

const display = (tag: JsxTag) => (tag.name ? `<${tag.name}>` : 'the fragment <>');

/**
 * Matches opening and closing tags as MDX does: an element opened among blocks closes among blocks at the same
 * depth, one opened in text closes in the same paragraph. Returns the outermost elements, children nested.
 */
export function pairTags(tokens: Token[]): { roots: Element[]; problems: PairProblem[] } {
  const roots: Element[] = [];
  const problems: PairProblem[] = [];
  const stack: Element[] = [];
  // Elements past MAX_NESTING_DEPTH are dropped with their closing tags (rendering them would recurse past the stack);
  // the first one is reported.
  let droppedOpen = 0;
  let reportedDepth = false;
  const visit = (list: Token[], flow: boolean) => {
    const depthAtStart = stack.length;
    for (let i = 0; i < list.length; i++) {
      const token = list[i]!;
      if (token.type === 'inline' && token.children) {
        visit(token.children, false);
        continue;
      }
      if (token.type !== MDX_TAG) continue;
      const { tag } = token.meta as TagMeta;
      const at = (token.meta as { at: Locate }).at;
      if (!tag.closing && stack.length >= MAX_NESTING_DEPTH) {
        if (!reportedDepth) problems.push({ at, offset: tag.start, message: nestedTooDeep('elements') });
        reportedDepth = true;
        if (!tag.selfClosing) droppedOpen++;
        token.type = 'mdx_dropped';
        continue;
      }
      if (tag.closing && droppedOpen > 0) {
        droppedOpen--;
        token.type = 'mdx_dropped';
        continue;
      }
      if (!tag.closing) {
        const element: Element = {
          tag,
          open: token,
          close: undefined,
          list,
          openIndex: i,
          closeIndex: i,
          flow,
          parent: stack.at(-1),
          children: [],
          at,
        };
        (element.parent?.children ?? roots).push(element);
        if (!tag.selfClosing) stack.push(element);
        continue;
      }
      const top = stack.length > depthAtStart ? stack.at(-1) : undefined;
      if (!top || top.list !== list) {
        problems.push({
          at,
          offset: tag.start,
          message: `unexpected closing tag </${tag.name}>: no ${tag.name ? `<${tag.name}>` : 'fragment'} is open ${flow ? 'at this level' : 'in this paragraph'}`,
        });
        token.type = 'mdx_dropped';
        continue;
      }
      if (top.tag.name !== tag.name) {
        const where = top.at(top.tag.start);
        problems.push({
          at,
          offset: tag.start,
          message: `expected </${top.tag.name}> to close ${display(top.tag)} of line ${where.line}, found </${tag.name}>`,
        });
      }
      stack.pop();
      top.close = token;
      top.closeIndex = i;
    }
    while (stack.length > depthAtStart) {
      const open = stack.pop()!;
      const where = flow ? 'the page ends' : 'its paragraph ends';
      problems.push({
        at: open.at,
        offset: open.tag.start,
        message: `${display(open.tag)} is never closed before ${where}; close it with </${open.tag.name}>${flow ? '' : ' in the same paragraph, or put the tags on lines of their own'}`,
      });
      open.closeIndex = open.openIndex;
    }
  };
  visit(tokens, true);
  return { roots, problems };
}
