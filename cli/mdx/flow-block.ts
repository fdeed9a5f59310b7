import type { StateBlock, Token } from 'markdown-it';
import { scanExpression } from './expression.ts';
import { JsSyntaxError } from './js-parser.ts';
import { closesRun, fenceOpening } from '../util/fence-lines.ts';
import { scanTag, startsTag, type JsxTag } from './jsx-tag.ts';
import { MAX_NESTING_DEPTH } from '../core/limits.ts';
import {
  MDX_COMMENT,
  MDX_ERROR,
  MDX_EXPRESSION,
  MDX_TAG,
  type ErrorMeta,
  type ExpressionMeta,
  type TagMeta,
} from './syntax-tokens.ts';

/** How many elements' children a block parse is reading, one inside the other. */
const flowDepth = new WeakMap<StateBlock, number>();
/** What closingLine found in each parse, by the first line of an element's children and its name. */
const closingLines = new WeakMap<StateBlock, Map<string, { close: number | undefined; endLine: number }>>();

type FlowItem = { kind: 'tag'; tag: JsxTag } | { kind: 'expression'; meta: ExpressionMeta };

/** The tags and expressions a line holds when it holds nothing else, and the offset where they end. */
function scanFlowItems(
  src: string,
  from: number,
): { items: FlowItem[]; end: number } | { error: ErrorMeta } | undefined {
  const items: FlowItem[] = [];
  let at = from;
  for (;;) {
    const c = src[at];
    try {
      if (c === '<' && startsTag(src, at)) {
        const tag = scanTag(src, at);
        items.push({ kind: 'tag', tag });
        at = tag.end;
      } else if (c === '{') {
        const expression = scanExpression(src, at);
        items.push({ kind: 'expression', meta: { expression, source: src } });
        at = expression.end;
      } else {
        return undefined;
      }
    } catch (error) {
      if (!(error instanceof JsSyntaxError)) throw error;
      return { error: { message: error.message, offset: error.offset, source: src } };
    }
    while (src[at] === ' ' || src[at] === '\t') at++;
    if (at >= src.length || src[at] === '\n') {
      // Expressions side by side are text, as in MDX (`{a} {b}` reads "a b"); a flow expression stands alone.
      if (items.length > 1 && items.every((item) => item.kind === 'expression')) return undefined;
      return { items, end: at };
    }
  }
}

function lineOf(state: StateBlock, offset: number, from: number): number {
  let line = from;
  while (line + 1 < state.lineMax && state.bMarks[line + 1]! <= offset) line++;
  return line;
}

/**
 * Flow JSX and expressions, as MDX reads them: a line (or several, for a tag whose attributes run on) that holds only
 * tags and `{expressions}`. A line with text after a tag is a paragraph, whose tags the inline rule reads. The
 * children of a flow element are Markdown blocks; MDX has no indented code, so they are read relative to their own
 * indentation (Docusaurus pages indent a TabItem's content by four spaces).
 */
export function flowBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const from = state.bMarks[startLine]! + state.tShift[startLine]!;
  if (state.src.startsWith('<!--', from)) return htmlComment(state, startLine, from, silent);
  const c = state.src[from];
  if (c !== '{' && !(c === '<' && startsTag(state.src, from))) return false;
  const scanned = scanFlowItems(state.src, from);
  if (!scanned) return false;
  if (silent) return !('error' in scanned);
  if ('error' in scanned) {
    // A broken tag is reported once, and its line read on as a paragraph would be: as text.
    const token = state.push(MDX_ERROR, '', 0);
    token.map = [startLine, startLine + 1];
    token.meta = scanned.error;
    state.line = startLine + 1;
    const open = state.push('paragraph_open', 'p', 1);
    open.map = [startLine, startLine + 1];
    const inline = state.push('inline', '', 0);
    inline.content = state.src.slice(from, state.eMarks[startLine]);
    inline.map = [startLine, startLine + 1];
    inline.children = [];
    state.push('paragraph_close', 'p', -1);
    return true;
  }
  const lastLine = lineOf(state, scanned.end, startLine);
  for (const item of scanned.items) {
    const token: Token = state.push(item.kind === 'tag' ? MDX_TAG : MDX_EXPRESSION, '', 0);
    const at = item.kind === 'tag' ? item.tag.start : item.meta.expression.start;
    const line = lineOf(state, at, startLine);
    token.map = [line, line + 1];
    token.block = true;
    token.meta = item.kind === 'tag' ? ({ tag: item.tag, source: state.src } satisfies TagMeta) : item.meta;
  }
  state.line = lastLine + 1;
  const last = scanned.items.at(-1)!;
  if (last.kind === 'tag' && !last.tag.closing && !last.tag.selfClosing)
    readChildren(state, last.tag.name, lastLine + 1, endLine);
  return true;
}

/**
 * The children of an element whose opening tag ends its line: the lines up to its closing tag, tokenized with the
 * least indentation among them as the block indent, then the closing line is left for this rule to read.
 */
function readChildren(state: StateBlock, name: string, first: number, endLine: number): void {
  // Each level of elements reads its children with a nested tokenize: past MAX_NESTING_DEPTH levels, the lines are
  // left to the level that holds them, where pairTags reports the first element past it (see pair-tags.ts), before
  // the nested calls run out of stack.
  const depth = flowDepth.get(state) ?? 0;
  if (depth >= MAX_NESTING_DEPTH) return;
  const close = closingLine(state, name, first, endLine);
  if (close === undefined) return;
  let indent = Number.POSITIVE_INFINITY;
  for (let line = first; line < close; line++) if (!state.isEmpty(line)) indent = Math.min(indent, state.sCount[line]!);
  if (indent === Number.POSITIVE_INFINITY || first === close) {
    state.line = close;
    return;
  }
  const oldIndent = state.blkIndent;
  const oldMax = state.lineMax;
  const oldParent = state.parentType;
  state.blkIndent = Math.max(indent, oldIndent);
  state.lineMax = close;
  state.parentType = 'mdx_element' as StateBlock['parentType'];
  flowDepth.set(state, depth + 1);
  try {
    state.md.block.tokenize(state, first, close);
  } finally {
    state.blkIndent = oldIndent;
    state.lineMax = oldMax;
    state.parentType = oldParent;
    flowDepth.set(state, depth);
  }
  state.line = close;
}

/**
 * The line whose flow tags close `name`, counting same-named elements opened on the way and passing over fenced
 * code, where a tag is text. Undefined when no line does: the prepare rule then reports the unclosed tag. The lines
 * that close the same-named elements met on the way (or that none does) are kept for the parse: each level of nested
 * elements, and each unclosed element's next sibling, asks again for lines this scan has read, which would make
 * 10,000 of them read each line thousands of times.
 */
function closingLine(state: StateBlock, name: string, first: number, endLine: number): number | undefined {
  let known = closingLines.get(state);
  if (!known) closingLines.set(state, (known = new Map()));
  const asked = known.get(`${first}:${name}`);
  if (asked && asked.endLine >= endLine)
    return asked.close !== undefined && asked.close < endLine ? asked.close : undefined;
  // The first line of the children of each same-named element still open, this one's first.
  const open = [first];
  // Two elements opened on one line share the line their children start on: the children are the last one's, and
  // its closing line is found first.
  const remember = (key: string, close: number | undefined) => {
    if (!((known.get(key)?.endLine ?? -1) >= endLine)) known.set(key, { close, endLine });
  };
  let fence = '';
  for (let line = first; line < endLine; line++) {
    const start = state.bMarks[line]! + state.tShift[line]!;
    const text = state.src.slice(start, state.eMarks[line]);
    if (fence) {
      if (closesRun(text, fence[0]!, fence.length)) fence = '';
      continue;
    }
    fence = fenceOpening(text);
    if (fence) continue;
    if (text[0] !== '<' || !startsTag(state.src, start)) continue;
    const scanned = scanFlowItems(state.src, start);
    if (!scanned || 'error' in scanned) continue;
    const lastLine = lineOf(state, scanned.end, line);
    for (const item of scanned.items) {
      if (item.kind !== 'tag' || item.tag.name !== name || item.tag.selfClosing) continue;
      if (!item.tag.closing) {
        open.push(lastLine + 1);
        continue;
      }
      const close = lineOf(state, item.tag.start, line);
      remember(`${open.pop()}:${name}`, close);
      if (!open.length) return close;
    }
    line = lastLine;
  }
  for (const children of open) remember(`${children}:${name}`, undefined);
  return undefined;
}

/**
 * An HTML comment, which Docusaurus 3 still reads in MDX (its `mdx1Compat.comments`, on by default): nothing on the
 * page, except the blog's `<!-- truncate -->`, which the list pages cut at.
 */
function htmlComment(state: StateBlock, startLine: number, from: number, silent: boolean): boolean {
  const close = state.src.indexOf('-->', from + 4);
  if (close === -1) return false;
  if (silent) return true;
  const token = state.push(MDX_COMMENT, '', 0);
  token.content = state.src.slice(from, close + 3);
  token.block = true;
  token.map = [startLine, lineOf(state, close, startLine) + 1];
  state.line = token.map[1];
  return true;
}
