import type { MarkdownIt, Token } from 'markdown-it';
import type { RenderEnv, HtmlPolicy } from '../../core/render-env.ts';
import { sanitizeHtml } from '../sanitize-html.ts';
import { MDX_FIX } from './mdx-syntax.ts';

/** What a page gets when the render leaves the policy unsaid: sanitized, no iframes. */
const DEFAULT_POLICY: HtmlPolicy = { rawHtml: 'sanitize', iframeHosts: [] };

/**
 * Sanitizes the raw HTML of a page (html_block and html_inline tokens) by the site's policy, and reports each removal
 * as a warning where it is written: Docusaurus passes raw HTML through, so the page still builds, and `--strict`
 * fails on it. Registered before the link plugin, so that what is removed is never collected as a link or an anchor.
 */
export function rawHtml(md: MarkdownIt, { format }: { format: 'md' | 'mdx' }): void {
  md.core.ruler.push('docsgen_raw_html', (state) => {
    const env = state.env as RenderEnv;
    const policy = env.htmlPolicy ?? DEFAULT_POLICY;
    if (policy.rawHtml === 'trusted') return;
    // A table cell's inline token has no lines of its own: it is placed within its row's.
    let lines: [number, number] = [0, 0];
    for (const token of state.tokens) {
      if (token.map) lines = token.map;
      if (token.type === 'html_block') sanitizeToken(token, env, policy, format, blockSource(env, lines));
      else if (token.type === 'inline' && token.children?.some((child) => child.type === 'html_inline')) {
        const block = blockSource(env, lines);
        let searchFrom: { line: number; column: number } | undefined;
        for (const child of token.children) {
          if (child.type === 'html_inline') searchFrom = sanitizeToken(child, env, policy, format, block, searchFrom);
        }
      }
    }
  });
}

/** A block's source lines, to place what is removed from the raw HTML it holds. */
interface BlockSource {
  startLine: number;
  lines: string[];
}

/**
 * Sanitizes one token's HTML, and reports each removal at the file line and column of what was removed. The token's
 * first line is looked for in the block's source lines, after `searchFrom` (where the block's previous inline tag
 * ended); each further line of the token is found on the next source line, after what a container put before it (a
 * blockquote's `> `, a list item's indent), which markdown-it took off the token. Returns where the search for the
 * block's next inline tag may begin.
 */
function sanitizeToken(
  token: Token,
  env: RenderEnv,
  policy: HtmlPolicy,
  format: 'md' | 'mdx',
  block: BlockSource,
  searchFrom: { line: number; column: number } = { line: 0, column: 0 },
): { line: number; column: number } {
  const original = token.content;
  const { html, removed } = sanitizeHtml(original, policy);
  token.content = html;
  const place = placeContent(original, block.lines, searchFrom);
  for (const removal of removed) {
    const { line, column } = place.at(removal.offset);
    // A capitalised tag in a .md page is an MDX component (`<Tabs>`) of a page written for Docusaurus, which reads
    // .md pages as MDX: trusting raw HTML would not make it one.
    const component = format === 'md' ? /^<([A-Z][\w.]*)/.exec(original.slice(removal.offset))?.[1] : undefined;
    env.report({
      line: block.startLine + line + 1 + env.lineOffset,
      column: column + 1,
      message: component
        ? `<${component}> is an MDX component, which a .md page does not read, so it was removed: ${MDX_FIX}`
        : `${removal.what} was removed: raw HTML may not run script. To keep raw HTML as written, set "markdown": { "rawHtml": "trusted" } in docs.config.json (see the security model in SECURITY.md)`,
      severity: 'warning',
      code: 'raw-html-removed',
    });
  }
  return place.end;
}

/**
 * Where a token's content lies in its block's source lines: the line and column (from 0, within the block) of each of
 * its offsets, and where it ends. Content that is not found (MDX elements are written anew) is placed from the block's
 * first line, column 0, line for line.
 */
function placeContent(content: string, lines: string[], from: { line: number; column: number }) {
  const contentLines = content.split('\n');
  let first: { line: number; column: number } | undefined;
  for (let line = from.line; line < lines.length && !first; line++) {
    const column = lines[line]!.indexOf(contentLines[0]!, line === from.line ? from.column : 0);
    if (column >= 0) first = { line, column };
  }
  const found = first !== undefined;
  first ??= { line: from.line, column: 0 };
  /** Where line `i` of the content starts on its source line. */
  const startOf = (i: number): number => {
    if (i === 0) return first.column;
    if (!found) return 0;
    const source = lines[first.line + i] ?? '';
    const text = contentLines[i]!;
    if (source.endsWith(text)) return source.length - text.length;
    return Math.max(0, source.indexOf(text));
  };
  const at = (offset: number) => {
    const before = content.slice(0, offset);
    const i = before.split('\n').length - 1;
    return { line: first.line + i, column: startOf(i) + offset - (before.lastIndexOf('\n') + 1) };
  };
  return { at, end: found ? at(content.length) : from };
}

/** The source lines of a block, to place what is removed from it. */
function blockSource(env: RenderEnv, [start, end]: [number, number]): BlockSource {
  return { startLine: start, lines: env.lines.slice(start, end) };
}
