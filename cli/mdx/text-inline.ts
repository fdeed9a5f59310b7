import type { StateInline } from 'markdown-it';
import { scanExpression } from './expression.ts';
import { JsSyntaxError } from './js-parser.ts';
import { scanTag, startsTag } from './jsx-tag.ts';
import {
  MDX_COMMENT,
  MDX_ERROR,
  MDX_EXPRESSION,
  MDX_TAG,
  type ErrorMeta,
  type ExpressionMeta,
  type TagMeta,
} from './syntax-tokens.ts';

const HEADING_ID = /^\{#[^\s}]+\}\s*$/;

/**
 * Tags and `{expressions}` within text, as MDX reads them. A tag that does not parse is an error token (reported by
 * the prepare rule, which knows the file position) and its `<` stays text, so the rest of the line still reads.
 */
export function textJsx(state: StateInline, silent: boolean): boolean {
  const c = state.src[state.pos];
  if (state.src.startsWith('<!--', state.pos)) {
    const close = state.src.indexOf('-->', state.pos + 4);
    if (close === -1) return false;
    if (!silent) state.push(MDX_COMMENT, '', 0).content = state.src.slice(state.pos, close + 3);
    state.pos = close + 3;
    return true;
  }
  if (c !== '{' && !(c === '<' && startsTag(state.src, state.pos))) return false;
  // A heading's `{#id}`, which Docusaurus 3 still reads in MDX (its `mdx1Compat.headingIds`): text for the heading-ids rule.
  if (c === '{' && HEADING_ID.test(state.src.slice(state.pos))) return false;
  try {
    if (c === '<') {
      const tag = scanTag(state.src, state.pos);
      if (!silent) {
        const token = state.push(MDX_TAG, '', 0);
        token.meta = { tag, source: state.src } satisfies TagMeta;
      }
      state.pos = tag.end;
    } else {
      const expression = scanExpression(state.src, state.pos);
      if (!silent) {
        const token = state.push(MDX_EXPRESSION, '', 0);
        token.meta = { expression, source: state.src } satisfies ExpressionMeta;
      }
      state.pos = expression.end;
    }
    return true;
  } catch (error) {
    if (!(error instanceof JsSyntaxError)) throw error;
    if (silent) return false;
    const token = state.push(MDX_ERROR, '', 0);
    token.meta = { message: error.message, offset: error.offset, source: state.src } satisfies ErrorMeta;
    state.pending += c;
    state.pos++;
    return true;
  }
}
