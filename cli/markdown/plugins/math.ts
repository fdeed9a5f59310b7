import { createRequire } from 'node:module';
import type { MarkdownIt, StateBlock, StateCore, StateInline, Token } from 'markdown-it';
import type katexModule from 'katex';
import type { RenderEnv } from '../../core/render-env.ts';
import { inlineLocator, type Locate } from '../../mdx/locate.ts';
import { fenceLanguage } from '../fence-info.ts';
import { remembered } from '../../util/remembered.ts';

/** `$…$` within text (any run of dollars, closed by a run of the same length, as code spans are). */
export const MATH_INLINE = 'math_inline';
/** `$$` on a line of its own, the TeX, then `$$`: display math, as remark-math reads it. */
export const MATH_BLOCK = 'math_block';

const require = createRequire(import.meta.url);
/** Loaded on a site's first math: a site without math never reads KaTeX. */
let katex: typeof katexModule | undefined;
/** HTML by display mode and TeX: a formula repeated across pages is typeset once. */
const typeset = remembered<Typeset>(5000);
type Typeset = { html: string; error?: { position: number; message: string } };

/**
 * Math with KaTeX at build time, as remark-math and rehype-katex give it to Docusaurus sites: on only where the
 * page's env has `math` (the config's `markdown.math`), so that without it a `$` is text, as in Docusaurus. The
 * TeX stays the tokens' content, which search and the Markdown export read.
 */
export function math(md: MarkdownIt): void {
  md.block.ruler.before('fence', 'math_block', mathBlock, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  // Before every other inline rule: MDX's expressions must not read the braces of `$\frac{a}{b}$`.
  md.inline.ruler.before('text', 'math_inline', mathInline);
  md.core.ruler.after('inline', 'math_typeset', typesetPage);
  md.renderer.rules[MATH_INLINE] = (tokens, idx) => (tokens[idx]!.meta as { html: string }).html;
  md.renderer.rules[MATH_BLOCK] = (tokens, idx) => `${(tokens[idx]!.meta as { html: string }).html}\n`;
}

function mathInline(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x24 || !(state.env as RenderEnv).math) return false;
  const src = state.src;
  const start = state.pos;
  let pos = start;
  while (src.charCodeAt(pos) === 0x24) pos++;
  const size = pos - start;
  let close = -1;
  for (let next = src.indexOf('$', pos); next !== -1; next = src.indexOf('$', pos)) {
    pos = next;
    while (src.charCodeAt(pos) === 0x24) pos++;
    if (pos - next === size) {
      close = next;
      break;
    }
  }
  if (close === -1) {
    // An opening run with no closing run of its length is text, as a lone backtick is.
    if (!silent) state.pending += src.slice(start, start + size);
    state.pos = start + size;
    return true;
  }
  if (!silent) {
    let tex = src.slice(start + size, close).replace(/\n/g, ' ');
    // One space on each side is padding, as in code spans, unless the TeX is only spaces.
    if (tex.length > 2 && tex.startsWith(' ') && tex.endsWith(' ') && tex.trim()) tex = tex.slice(1, -1);
    const token = state.push(MATH_INLINE, 'math', 0);
    token.content = tex;
    token.markup = '$'.repeat(size);
    token.meta = { offset: start + size + (tex === src.slice(start + size, close) ? 0 : 1) };
  }
  state.pos = close + size;
  return true;
}

/** Where a fence line's run of at least two dollars ends, or -1; `rest` must hold no dollar (an opening's meta). */
function dollarRun(state: StateBlock, line: number): { end: number; size: number } | undefined {
  if (state.sCount[line]! - state.blkIndent >= 4) return undefined;
  const start = state.bMarks[line]! + state.tShift[line]!;
  let pos = start;
  while (state.src.charCodeAt(pos) === 0x24) pos++;
  return pos - start >= 2 ? { end: pos, size: pos - start } : undefined;
}

function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (!(state.env as RenderEnv).math) return false;
  const open = dollarRun(state, startLine);
  if (!open) return false;
  const meta = state.src.slice(open.end, state.eMarks[startLine]);
  // `$$x$$` on a line is math within a paragraph, as in remark-math.
  if (meta.includes('$')) return false;
  if (silent) return true;
  let next = startLine;
  let closed = false;
  while (++next < endLine) {
    if (state.sCount[next]! < state.blkIndent && !state.isEmpty(next)) break;
    const run = dollarRun(state, next);
    if (run && run.size >= open.size && !state.src.slice(run.end, state.eMarks[next]).trim()) {
      closed = true;
      break;
    }
  }
  const token = state.push(MATH_BLOCK, 'math', 0);
  token.content = state.getLines(startLine + 1, next, state.sCount[startLine]!, false).replace(/\n$/, '');
  token.markup = '$'.repeat(open.size);
  token.info = meta.trim();
  token.block = true;
  token.map = [startLine, next + (closed ? 1 : 0)];
  state.line = token.map[1];
  return true;
}

/**
 * Typesets every formula of the page, reporting what KaTeX cannot read where it is written. A ```` ```math ````
 * fence is display math too, as remark-math reads it.
 */
function typesetPage(state: StateCore): void {
  const env = state.env as RenderEnv;
  if (!env.math) return;
  let map: [number, number] = [0, 0];
  let found = false;
  for (const token of state.tokens) {
    if (token.map) map = token.map;
    if (token.type === 'fence' && fenceLanguage(token.info).lang === 'math') {
      // Exported as the `$$` block it is equivalent to.
      token.type = MATH_BLOCK;
      token.content = token.content.replace(/\n$/, '');
      token.markup = '$$';
      token.info = '';
    }
    if (token.type === MATH_BLOCK) {
      found = true;
      const first = map[0] + 1;
      typesetToken(token, true, env, (offset) => blockPosition(token.content, offset, first, env));
    } else if (token.type === 'inline' && token.children) {
      let at: Locate | undefined;
      for (const child of token.children) {
        if (child.type !== MATH_INLINE) continue;
        found = true;
        at ??= inlineLocator(token, map, env);
        const from = (child.meta as { offset: number }).offset;
        typesetToken(child, false, env, (offset) => at!(from + offset));
      }
    }
  }
  if (found) env.mathStylesheet = env.math.stylesheet();
}

/** A block's TeX offset as a file position: its lines are the fence's following lines, indentation and all. */
function blockPosition(
  tex: string,
  offset: number,
  firstLine: number,
  env: RenderEnv,
): { line: number; column: number } {
  const before = tex.slice(0, offset);
  const index = before.split('\n').length - 1;
  const lineText = tex.split('\n')[index] ?? '';
  const source = env.lines[firstLine + index] ?? '';
  const indent = Math.max(0, source.indexOf(lineText));
  return { line: firstLine + index + 1 + env.lineOffset, column: indent + offset - (before.lastIndexOf('\n') + 1) + 1 };
}

function typesetToken(
  token: Token,
  display: boolean,
  env: RenderEnv,
  at: (offset: number) => { line: number; column: number },
): void {
  const { html, error } = typesetTex(token.content, display);
  token.meta = { ...token.meta, html };
  if (!error) return;
  const where = at(Math.max(0, Math.min(error.position, token.content.length)));
  env.report({
    ...where,
    severity: 'warning',
    code: 'invalid-math',
    message: `KaTeX cannot read this math, and the page shows it in red: ${error.message}; fix the TeX (KaTeX's functions: https://katex.org/docs/supported)`,
  });
}

function typesetTex(tex: string, display: boolean): Typeset {
  return typeset(`${display ? 'D' : 'I'}${tex}`, () => {
    katex ??= require('katex') as typeof katexModule;
    try {
      return { html: katex.renderToString(tex, { displayMode: display, throwOnError: true, strict: 'ignore' }) };
    } catch (error) {
      if (!(error instanceof katex.ParseError)) throw error;
      return {
        html: katex.renderToString(tex, { displayMode: display, throwOnError: false, strict: 'ignore' }),
        error: { position: error.position ?? 0, message: error.rawMessage || error.message },
      };
    }
  });
}
