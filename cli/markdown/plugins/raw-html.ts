import type { MarkdownIt, Token } from 'markdown-it';
import type { RenderEnv, HtmlPolicy } from '../../core/render-env.ts';
import { sanitizeHtml } from '../sanitize-html.ts';

/** What a page gets when the render leaves the policy unsaid: sanitized, no iframes. */
const DEFAULT_POLICY: HtmlPolicy = { rawHtml: 'sanitize', iframeHosts: [] };

/**
 * Sanitizes the raw HTML of a page (html_block and html_inline tokens) by the site's policy, and reports each removal
 * as a warning where it is written: Docusaurus passes raw HTML through, so the page still builds, and `--strict`
 * fails on it. Registered before the link plugin, so that what is removed is never collected as a link or an anchor.
 */
export function rawHtml(md: MarkdownIt): void {
  md.core.ruler.push('docsgen_raw_html', (state) => {
    const env = state.env as RenderEnv;
    const policy = env.htmlPolicy ?? DEFAULT_POLICY;
    if (policy.rawHtml === 'trusted') return;
    // A table cell's inline token has no lines of its own: it is placed within its row's.
    let lines: [number, number] = [0, 0];
    for (const token of state.tokens) {
      if (token.map) lines = token.map;
      if (token.type === 'html_block')
        sanitizeToken(token, env, policy, { startLine: lines[0], text: blockText(env, lines) });
      else if (token.type === 'inline' && token.children?.some((child) => child.type === 'html_inline')) {
        // Joined once per block, however many tags it holds.
        const block = { startLine: lines[0], text: blockText(env, lines) };
        let searchFrom = 0;
        for (const child of token.children) {
          if (child.type === 'html_inline') searchFrom = sanitizeToken(child, env, policy, block, searchFrom);
        }
      }
    }
  });
}

/**
 * Sanitizes one token's HTML, and reports each removal at the file line and column of what was removed. The token's
 * HTML is looked for in the block's source lines, after `searchFrom` (where the block's previous inline tag was); a
 * block whose source differs from its content (inside a blockquote, say) is placed by the content's own lines.
 * Returns where the search for the block's next inline tag may begin.
 */
function sanitizeToken(
  token: Token,
  env: RenderEnv,
  policy: HtmlPolicy,
  block: { startLine: number; text: string },
  searchFrom = 0,
): number {
  const original = token.content;
  const { html, removed } = sanitizeHtml(original, policy);
  const { startLine, text: source } = block;
  const found = source.indexOf(original, searchFrom);
  const [text, base] = found >= 0 ? [source, found] : [original, 0];
  token.content = html;
  for (const removal of removed) {
    const at = base + removal.offset;
    const before = text.slice(0, at);
    const line = startLine + (before.match(/\n/g)?.length ?? 0);
    const column = at - before.lastIndexOf('\n');
    env.report({
      line: line + 1 + env.lineOffset,
      column,
      message: `${removal.what} was removed: raw HTML may not run script. To keep raw HTML as written, set "markdown": { "rawHtml": "trusted" } in docs.config.json (see the security model in SECURITY.md)`,
      severity: 'warning',
      code: 'raw-html-removed',
    });
  }
  return found >= 0 ? found + original.length : searchFrom;
}

/** The source lines of a block, as one text, to place what is removed from it. */
function blockText(env: RenderEnv, [start, end]: [number, number]): string {
  return env.lines.slice(start, end).join('\n');
}
