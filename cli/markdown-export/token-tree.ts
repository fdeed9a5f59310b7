import type { Token } from 'markdown-it';

/** A block token with what lies between it and its closing token. Leaves (fences, inline, html) have no children. */
export interface BlockNode {
  token: Token;
  children: BlockNode[];
}

/**
 * markdown-it's flat block stream as a tree, by the `_open`/`_close` pairs of each type. MDX rendering retypes tokens
 * (a dropped tag keeps its nesting, an Admonition becomes an admonition's pair), so pairs are matched by type, and a
 * closing token that closes nothing open is passed over.
 */
export function tokenTree(tokens: readonly Token[]): BlockNode[] {
  const root: BlockNode[] = [];
  const stack: { type: string; node: BlockNode }[] = [];
  const current = () => stack.at(-1)?.node.children ?? root;
  for (const token of tokens) {
    if (token.type.endsWith('_open')) {
      const node: BlockNode = { token, children: [] };
      current().push(node);
      stack.push({ type: token.type.slice(0, -'_open'.length), node });
    } else if (token.type.endsWith('_close')) {
      const type = token.type.slice(0, -'_close'.length);
      const at = stack.findLastIndex((frame) => frame.type === type);
      if (at !== -1) stack.length = at;
    } else {
      current().push({ token, children: [] });
    }
  }
  return root;
}
