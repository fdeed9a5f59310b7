import type { MarkdownIt } from 'markdown-it';

/**
 * A page that opens with `# Title` takes it as its title (see the parse
 * stage's leadingHeading). The viewer renders the title itself, so the
 * heading leaves the body.
 */
export function firstHeading(md: MarkdownIt): void {
  md.core.ruler.after('docsgen_heading_ids', 'docsgen_first_heading', (state) => {
    const [open, inline] = state.tokens;
    if (open?.type !== 'heading_open' || open.tag !== 'h1' || open.markup !== '#' || inline?.type !== 'inline') return;
    state.tokens.splice(0, 3);
  });
}
