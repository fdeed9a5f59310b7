import type { MarkdownIt } from 'markdown-it';
import type { Token } from 'markdown-it';
import type { RenderEnv } from '../render-env.ts';
import { SourceCursor } from '../source-cursor.ts';

const HTML_HREF = /\b(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const HTML_ID = /\b(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/**
 * Collects every link of a page with its source position, for the link
 * checker, and rewrites internal ones (".md" files, ".html" endings) to routes.
 */
export function links(md: MarkdownIt): void {
  md.core.ruler.push('docsgen_links', (state) => {
    const env = state.env as unknown as RenderEnv;
    const cursor = new SourceCursor(env);
    for (const block of state.tokens) {
      if (block.map) cursor.enterBlock(block.map);
      if (block.type === 'html_block') collectHtml(block, env, cursor);
      if (block.type !== 'inline') continue;
      for (const token of block.children ?? []) {
        if (token.type === 'link_open') {
          const normalized = token.attrGet('href') as string | null;
          if (normalized === null || token.attrGet('class') === 'hash-link') continue;
          // markdown-it percent-encodes destinations; report the link as the author wrote it.
          const link = cursor.find([md.normalizeLinkText(normalized), normalized]);
          env.links.push(link);
          token.attrSet('href', env.rewriteHref(link));
        } else if (token.type === 'html_inline') {
          collectHtml(token, env, cursor);
        }
      }
    }
  });
}

function collectHtml(token: Token, env: RenderEnv, cursor: SourceCursor): void {
  for (const m of token.content.matchAll(HTML_ID)) env.htmlIds.push(m[1] ?? m[2] ?? '');
  token.content = token.content.replace(HTML_HREF, (whole, dq: string | undefined, sq: string | undefined) => {
    const href = dq ?? sq ?? '';
    const link = cursor.find([href]);
    env.links.push(link);
    return whole.replace(href, env.rewriteHref(link));
  });
}
