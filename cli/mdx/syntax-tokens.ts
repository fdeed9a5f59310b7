import type { ScannedExpression } from './expression.ts';
import type { JsxTag } from './jsx-tag.ts';

/**
 * Token types of MDX's syntax, block and inline alike: a tag (`mdx_tag`), an expression (`mdx_expression`), the
 * page's ESM (`mdx_esm`), and a syntax error the parser stepped over (`mdx_error`), reported where its position is
 * known. The prepare rule (prepare.ts) turns them into HTML, components or nothing.
 */
export const MDX_TAG = 'mdx_tag';
export const MDX_EXPRESSION = 'mdx_expression';
export const MDX_ESM = 'mdx_esm';
export const MDX_ERROR = 'mdx_error';
/** An HTML comment (Docusaurus 3 reads them in MDX too): rendered only as the blog's truncate marker. */
export const MDX_COMMENT = 'mdx_comment_html';

/**
 * Where a token's syntax sits: block tokens point into the page body (`state.src` of the block parser), inline ones
 * into their inline token's content.
 */
export type TagMeta = {
  tag: JsxTag;
  /** The text the tag's offsets point into. */
  source: string;
};

export type ExpressionMeta = {
  expression: ScannedExpression;
  source: string;
};

export type ErrorMeta = {
  message: string;
  offset: number;
  source: string;
};
