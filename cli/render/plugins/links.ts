import type { MarkdownIt } from 'markdown-it';
import type { Token } from 'markdown-it';
import type { LinkRef, RenderEnv } from '../render-env.ts';

const HTML_HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const HTML_ID = /\b(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/**
 * Collects every link of a page with its source position, for the link
 * checker, and rewrites internal ones (".md" files, ".html" endings) to routes.
 */
export function links(md: MarkdownIt): void {
  md.core.ruler.push('docsgen_links', (state) => {
    const env = state.env as unknown as RenderEnv;
    const cursor = new Cursor(env);
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
          token.attrSet('href', env.rewriteHref(link.href));
        } else if (token.type === 'html_inline') {
          collectHtml(token, env, cursor);
        }
      }
    }
  });
}

function collectHtml(token: Token, env: RenderEnv, cursor: Cursor): void {
  for (const m of token.content.matchAll(HTML_ID)) env.htmlIds.push(m[1] ?? m[2] ?? '');
  token.content = token.content.replace(HTML_HREF, (whole, dq: string | undefined, sq: string | undefined) => {
    const href = dq ?? sq ?? '';
    env.links.push(cursor.find([href]));
    return whole.replace(href, env.rewriteHref(href));
  });
}

/** Finds successive occurrences of link text within the current block's lines. */
class Cursor {
  private from = 0;
  private to = 0;
  private line = 0;
  private column = 0;

  constructor(private readonly env: RenderEnv) {}

  enterBlock([start, end]: [number, number]): void {
    if (start === this.from && end === this.to) return;
    this.from = start;
    this.to = end;
    this.line = start;
    this.column = 0;
  }

  /** Locates the first spelling of an href that occurs in the block, from the last match on. */
  find(spellings: string[]): LinkRef {
    // "(href" first: a destination, rather than link text that repeats the URL.
    const needles = spellings.flatMap((href) => [{ href, text: `(${href}`, skip: 1 }, { href, text: href, skip: 0 }]);
    for (const { href, text: needle, skip } of needles) {
      for (let l = this.line; l < Math.max(this.to, this.line + 1); l++) {
        const text = this.env.lines[l] ?? '';
        const at = text.indexOf(needle, l === this.line ? this.column : 0);
        if (at === -1) continue;
        this.line = l;
        this.column = at + needle.length;
        return { href, line: l + 1 + this.env.lineOffset, column: at + skip + 1 };
      }
    }
    return { href: spellings[0]!, line: this.from + 1 + this.env.lineOffset, column: 1 };
  }
}
