import type { MarkdownIt, Token } from 'markdown-it';
import type { RenderEnv } from '../../core/render-env.ts';
import { MATH_INLINE } from './math.ts';

const EXPLICIT_ID = /\s*\{#([^}\s]+)\}\s*$/;

/**
 * Docusaurus's explicit heading ids: `## Title {#custom-id}`. The id is set on
 * the token before markdown-it-anchor runs, which keeps ids that are already
 * set. Also stores each heading's plain text for the table of contents.
 *
 * The same explicit id twice on a page is an error: Docusaurus writes both,
 * so a link reaches only the first, and markdown-it-anchor would quietly
 * rename the second, breaking links written to it.
 */
export function headingIds(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'docsgen_heading_ids', (state) => {
    const env = state.env as RenderEnv;
    const explicitLines = new Map<string, number>();
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const open = tokens[i]!;
      const inline = tokens[i + 1];
      if (open.type !== 'heading_open' || inline?.type !== 'inline') continue;
      const last = inline.children?.at(-1);
      const match = last?.type === 'text' ? EXPLICIT_ID.exec(last.content) : null;
      if (last && match) {
        const id = match[1]!;
        const line = open.map![0] + env.lineOffset + 1;
        const earlier = explicitLines.get(id);
        if (earlier === undefined) explicitLines.set(id, line);
        else {
          const column = (env.lines[open.map![0]]?.lastIndexOf('{#') ?? -1) + 1 || 1;
          env.report({
            line,
            column,
            message: `heading id #${id} is already set at line ${earlier}; ids must be unique on a page`,
            severity: 'error',
            code: 'duplicate-id',
          });
        }
        last.content = last.content.slice(0, match.index);
        inline.content = inline.content.replace(EXPLICIT_ID, '');
        open.attrSet('id', id);
      }
      open.meta = { ...open.meta, text: plainText(inline.children ?? []) };
    }
  });
}

export function plainText(children: Token[]): string {
  return children
    .filter((t) => t.type === 'text' || t.type === 'code_inline' || t.type === MATH_INLINE || t.type === 'softbreak')
    .map((t) => (t.type === 'softbreak' ? ' ' : t.content))
    .join('')
    .trim();
}
