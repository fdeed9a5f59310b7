import type { MarkdownIt } from 'markdown-it';
import type { RenderEnv } from '../../core/render-env.ts';

/**
 * How many "[" or "<" one paragraph (or heading, or table cell) may hold. markdown-it reads a link or an inline tag
 * from each one by scanning ahead for its end, so a paragraph of unclosed openers takes quadratic time: 100,000 "[a"
 * took 77 s. Real paragraphs hold a few dozen.
 */
export const MAX_OPENERS_PER_BLOCK = 2000;

const OPENERS = ['[', '<'] as const;

/**
 * Refuses a block of text with more openers than MAX_OPENERS_PER_BLOCK, with one error at the first opener past the
 * limit, and shows its text as it is instead of parsing it, so that the build ends in time to say so.
 */
export function inlineLimits(md: MarkdownIt): void {
  md.core.ruler.before('inline', 'docsgen_inline_limits', (state) => {
    const env = state.env as RenderEnv;
    for (const token of state.tokens) {
      if (token.type !== 'inline' || token.content.length <= MAX_OPENERS_PER_BLOCK || !token.map) continue;
      for (const opener of OPENERS) {
        const at = nthIndexOf(token.content, opener, MAX_OPENERS_PER_BLOCK + 1);
        if (at < 0) continue;
        const before = token.content.slice(0, at);
        const lineInBlock = before.split('\n').length - 1;
        env.report({
          line: env.lineOffset + token.map[0] + lineInBlock + 1,
          column: at - before.lastIndexOf('\n'),
          severity: 'error',
          code: 'too-complex',
          message: `a paragraph with more than ${MAX_OPENERS_PER_BLOCK} "${opener}": reading its ${opener === '[' ? 'links' : 'tags'} would take minutes; escape them as "\\${opener}" or split the paragraph`,
        });
        token.type = 'text';
        break;
      }
    }
  });
}

/** The index of the n-th `char` in `text` (n from 1), or -1. */
function nthIndexOf(text: string, char: string, n: number): number {
  let at = -1;
  for (let seen = 0; seen < n; seen++) {
    at = text.indexOf(char, at + 1);
    if (at < 0) return -1;
  }
  return at;
}
