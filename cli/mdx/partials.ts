import type { StateCore, Token } from 'markdown-it';
import type { RenderEnv } from '../core/render-env.ts';
import type { BuildValue } from './evaluate.ts';
import type { Position } from './locate.ts';
import type { MdxContext } from './mdx-context.ts';
import { MDX_PARTIAL } from './prepare.ts';

/**
 * The include rule, run after every other core rule: each `<Partial />` is replaced by the partial's tokens, which
 * its own parse has already checked and resolved from its own folder. Its headings then are the page's (table of
 * contents, search), and their ids were made unique with the page's, since both parses share the slug registry.
 */
export function includePartials(state: StateCore): void {
  if (!state.tokens.some((token) => token.type === MDX_PARTIAL)) return;
  const mdx = (state.env as RenderEnv).mdx as MdxContext | undefined;
  const out: Token[] = [];
  for (const token of state.tokens) {
    if (token.type !== MDX_PARTIAL) {
      out.push(token);
      continue;
    }
    const { file, props, at } = token.meta as { file: string; props: Record<string, BuildValue>; at: Position };
    const included = mdx?.loadPartial?.(file, props, at);
    if (included) for (const part of included) out.push(part);
  }
  state.tokens = out;
}
