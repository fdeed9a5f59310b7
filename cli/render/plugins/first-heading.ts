import type { MarkdownIt } from 'markdown-it';
import type { RenderEnv } from '../render-env.ts';
import { plainText } from './heading-ids.ts';

/**
 * A page that opens with `# Title` takes it as its title when front matter has
 * none. The viewer renders the title itself, so the heading leaves the body.
 */
export function firstHeading(md: MarkdownIt): void {
  md.core.ruler.after('docsgen_heading_ids', 'docsgen_first_heading', (state) => {
    const [open, inline] = state.tokens;
    if (open?.type !== 'heading_open' || open.tag !== 'h1' || inline?.type !== 'inline') return;
    (state.env as unknown as RenderEnv).firstHeading = plainText(inline.children ?? []);
    state.tokens.splice(0, 3);
  });
}
