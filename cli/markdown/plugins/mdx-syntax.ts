import type { MarkdownIt, StateInline, Token } from 'markdown-it';
import type { RenderEnv } from '../../core/render-env.ts';

/**
 * A line of ESM as MDX reads one at the top level of a page: `import X from './x'`, `import './x.css'`,
 * `export const x = …`. Prose that merely starts with the word ("import the file") does not look like this.
 */
const ESM =
  /^(import|export)\s+(?:['"]|[\w*{][^'"]*\sfrom\s*['"]|(?:const|let|var|function|class|default|async)\b|[{*])/;
const COMMENT = '{/*';

/** What makes MDX of a page written for Docusaurus 3, which reads .md pages as MDX by default. */
export const MDX_FIX =
  'rename the page to .mdx, or set "markdown": { "format": "mdx" } in docs.config.json to read .md pages as MDX, ' +
  'as Docusaurus does';

const ESM_MESSAGES: Record<string, string> = {
  import: `MDX import is not supported in .md pages; ${MDX_FIX}`,
  export: `MDX export is not supported in .md pages; ${MDX_FIX}`,
};
const COMMENT_MESSAGE = 'MDX comments are not supported in .md pages; use an HTML comment <!-- ... --> instead';

/**
 * Docusaurus 3 reads .md pages as MDX, so pages written for it may hold MDX's imports, exports and comments, which
 * this Markdown would print as page text. They are reported instead: ESM lines of top-level paragraphs, and
 * `{/*` wherever inline text is parsed (an inline rule, so that code spans, code blocks and `\{` are passed over).
 */
export function mdxSyntax(md: MarkdownIt): void {
  md.inline.ruler.after('text', 'mdx_comment', (state: StateInline, silent: boolean) => {
    if (!state.src.startsWith(COMMENT, state.pos)) return false;
    if (!silent) {
      const token = state.push('mdx_comment', '', 0);
      token.content = COMMENT;
      token.meta = { offset: state.pos };
    }
    state.pos += COMMENT.length;
    return true;
  });
  md.renderer.rules.mdx_comment = (tokens, idx) => md.utils.escapeHtml(tokens[idx]!.content);

  md.core.ruler.push('docsgen_mdx_syntax', (state) => {
    const env = state.env as RenderEnv;
    let map: [number, number] | null = null;
    /** Per source line, where the next inline text is looked for: the cells of a table row come in order. */
    const searchFrom = new Map<number, number>();
    for (const token of state.tokens) {
      if (token.map) map = token.map;
      if (token.type === 'paragraph_open' && token.level === 0) reportEsm(env, token.map!);
      else if (token.type === 'inline' && map && token.content.includes(COMMENT))
        reportComments(env, token, map[0], searchFrom);
    }
  });
}

/** MDX reads ESM only where a block starts, and then up to the next blank line: a paragraph that opens with it. */
function reportEsm(env: RenderEnv, [start, end]: [number, number]): void {
  if (!ESM.test(env.lines[start] ?? '')) return;
  for (let line = start; line < end; line++) {
    const keyword = ESM.exec(env.lines[line] ?? '')?.[1];
    if (keyword)
      env.report({
        line: line + 1 + env.lineOffset,
        column: 1,
        message: ESM_MESSAGES[keyword]!,
        severity: 'error',
        code: 'mdx-syntax',
      });
  }
}

/**
 * The inline text is the block's source lines less their indentation and markers (or a table cell, less the rest of
 * its row), so a comment's line is the block's first line plus the line breaks before it, and its column is where
 * that line's text sits in the source line, plus the comment's offset in it.
 */
function reportComments(env: RenderEnv, inline: Token, firstLine: number, searchFrom: Map<number, number>): void {
  const textLines = inline.content.split('\n');
  /** Where each of this text's lines sits in its source line, found once. */
  const found = new Map<number, number>();
  const textAt = (line: number, index: number) => {
    if (!found.has(index)) {
      const text = textLines[index]!.trimEnd();
      const at = (env.lines[line] ?? '').indexOf(text, searchFrom.get(line) ?? 0);
      found.set(index, at);
      if (at !== -1) searchFrom.set(line, at + text.length);
    }
    return found.get(index)!;
  };
  for (const child of inline.children ?? []) {
    if (child.type !== 'mdx_comment') continue;
    const offset = (child.meta as { offset: number }).offset;
    const before = inline.content.slice(0, offset).split('\n');
    const line = firstLine + before.length - 1;
    const at = textAt(line, before.length - 1);
    const column = at === -1 ? (env.lines[line] ?? '').indexOf(COMMENT) : at + before.at(-1)!.length;
    env.report({
      line: line + 1 + env.lineOffset,
      column: column + 1,
      message: COMMENT_MESSAGE,
      severity: 'error',
      code: 'mdx-syntax',
    });
  }
}
