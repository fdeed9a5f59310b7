import type { MarkdownIt } from 'markdown-it';
import type { Token } from 'markdown-it';

const EXPLICIT_ID = /\s*\{#([^}\s]+)\}\s*$/;

/**
 * Docusaurus's explicit heading ids: `## Title {#custom-id}`. The id is set on
 * the token before markdown-it-anchor runs, which keeps ids that are already
 * set. Also stores each heading's plain text for the table of contents.
 */
export function headingIds(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'docsgen_heading_ids', (state) => {
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const open = tokens[i]!;
      const inline = tokens[i + 1];
      if (open.type !== 'heading_open' || inline?.type !== 'inline') continue;
      const last = inline.children?.at(-1);
      const match = last?.type === 'text' ? EXPLICIT_ID.exec(last.content) : null;
      if (last && match) {
        last.content = last.content.slice(0, match.index);
        inline.content = inline.content.replace(EXPLICIT_ID, '');
        open.attrSet('id', match[1]!);
      }
      open.meta = { ...open.meta, text: plainText(inline.children ?? []) };
    }
  });
}

export function plainText(children: Token[]): string {
  return children
    .filter((t) => t.type === 'text' || t.type === 'code_inline' || t.type === 'softbreak')
    .map((t) => (t.type === 'softbreak' ? ' ' : t.content))
    .join('')
    .trim();
}
