import type { MarkdownIt, Token } from 'markdown-it';
import type { RenderEnv } from '../../core/render-env.ts';
import { MDX_DOC_CARDS, type DocCardsMeta } from '../../mdx/components/doc-card-list.ts';
import { SourceCursor } from '../source-cursor.ts';

/**
 * Attribute values in raw HTML, quoted or not. The name must follow a space, so that `data-href` or `data-id` is
 * not taken for `href` or `id`; `name` makes an anchor on <a> only, as browsers scroll to it there alone.
 */
const VALUE = `\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`;
const HTML_HREF = new RegExp(`(?<=\\s)(?:href|src)${VALUE}`, 'gi');
const HTML_ID = new RegExp(`(?<=\\s)id${VALUE}`, 'gi');
const HTML_A_NAME = new RegExp(`^<a\\s[^>]*?(?<=\\s)name${VALUE}`, 'i');
/**
 * Start tags only: text between them (a <pre> block, a script) may say `src = build` without being an attribute. A
 * quoted value may hold ">" (`title="1 > 0"`). Comments are matched so that they can be passed over: a link or id
 * commented out is not on the page.
 */
const START_TAG_OR_COMMENT = /<!--[\s\S]*?(?:-->|$)|<[a-z](?:[^>"']|"[^"]*"|'[^']*')*>/gi;

/**
 * Collects every link of a page with its source position, for the link
 * checker, and rewrites internal ones (".md" files, ".html" endings) to routes.
 */
export function links(md: MarkdownIt): void {
  md.core.ruler.push('docsgen_links', (state) => {
    const env = state.env as unknown as RenderEnv;
    const cursor = new SourceCursor(env);
    const spellings = (href: string) => [md.normalizeLinkText(href), href];
    for (const block of state.tokens) {
      if (block.map) cursor.enterBlock(block.map);
      if (block.type === 'html_block') collectHtml(block, env, cursor);
      if (block.type === MDX_DOC_CARDS) collectCards(block, env, cursor);
      if (block.type !== 'inline') continue;
      // A link's destination follows its text, which may hold an image with a source of its own: each link is
      // located when it closes, past whatever its text held.
      const open: Token[] = [];
      for (const token of block.children ?? []) {
        if (token.type === 'link_open') {
          open.push(token);
        } else if (token.type === 'link_close') {
          const link = open.pop();
          const normalized = link?.attrGet('href') as string | null | undefined;
          if (!link || normalized == null || link.attrGet('class') === 'hash-link') continue;
          // markdown-it percent-encodes destinations; report the link as the author wrote it.
          const found = cursor.find(spellings(normalized));
          env.links.push(found);
          link.meta = { ...link.meta, sourceMark: cursor.mark() };
          link.attrSet('href', env.rewriteHref(found));
        } else if (token.type === 'image') {
          cursor.find(spellings((token.attrGet('src') as string | null) ?? ''));
        } else if (token.type === 'html_inline') {
          collectHtml(token, env, cursor);
        } else if (token.type === MDX_DOC_CARDS) {
          collectCards(token, env, cursor);
        } else if (token.type === 'code_inline') {
          cursor.skipOnLine(`${token.markup}${token.content}`);
        }
      }
    }
  });
}

/** The cards of items a page writes out (`<DocCard item={…}>`): their links are the page's own. */
function collectCards(token: Token, env: RenderEnv, cursor: SourceCursor): void {
  const meta = token.meta as DocCardsMeta;
  if (!meta.written) return;
  for (const card of meta.cards ?? []) {
    const link = cursor.find([card.href]);
    env.links.push(link);
    card.href = env.rewriteHref(link);
  }
}

function collectHtml(token: Token, env: RenderEnv, cursor: SourceCursor): void {
  token.content = token.content.replace(START_TAG_OR_COMMENT, (tag) => {
    if (tag.startsWith('<!--')) return tag;
    for (const m of tag.matchAll(HTML_ID)) env.htmlIds.push(m[1] ?? m[2] ?? m[3] ?? '');
    const named = HTML_A_NAME.exec(tag);
    if (named) env.htmlIds.push(named[1] ?? named[2] ?? named[3] ?? '');
    return tag.replace(HTML_HREF, (whole, dq: string | undefined, sq: string | undefined, bare: string | undefined) => {
      const href = dq ?? sq ?? bare ?? '';
      const link = cursor.find([href]);
      env.links.push(link);
      return whole.replace(href, env.rewriteHref(link));
    });
  });
}
