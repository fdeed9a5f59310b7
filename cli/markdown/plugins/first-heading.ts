import type { MarkdownIt } from 'markdown-it';
import type { RenderEnv } from '../../core/render-env.ts';

/**
 * A page that opens with `# Title` takes it as its title (see the parse
 * stage's leadingHeading). The viewer renders the title itself, so the
 * heading leaves the body, but only once markdown-it-anchor has given it its
 * id: Docusaurus slugs the title too, so `# Instalar` followed by two
 * `## Instalar` has the ids instalar, instalar-1 and instalar-2, and links
 * saved from the old site name them so. The title's id stays a valid target
 * (the top of the page).
 */
export function firstHeading(md: MarkdownIt): void {
  md.core.ruler.after('anchor', 'docsgen_first_heading', (state) => {
    const [open, inline] = state.tokens;
    if (open?.type !== 'heading_open' || open.tag !== 'h1' || open.markup !== '#' || inline?.type !== 'inline') return;
    const id = open.attrGet('id');
    if (id) (state.env as RenderEnv).htmlIds.push(String(id));
    state.tokens.splice(0, 3);
  });
}
