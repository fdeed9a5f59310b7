import type { TransformFailure } from 'esbuild';
import type { HtmlPolicy } from '../core/render-env.ts';
import { unsafeStyle } from '../util/sanitize-css.ts';
import type { BuiltInContext } from './built-ins.ts';
import { dropElement, plainText, setHtml, tokensOf } from './element-tokens.ts';
import type { MdxContext } from './mdx-context.ts';
import type { Element } from './pair-tags.ts';
import { esbuildSync } from '../util/esbuild-sync.ts';

/** The box that holds a page's content in the viewer (docs, blog posts and Markdown pages alike). */
const CONTENT = '.markdown';
/** Blocks whose rules apply to the page as a whole: their selectors are scoped like top-level ones. */
const CONDITIONAL = /^@(media|supports|container|layer|document|scope)\b/i;
/** Selectors of the document itself, which inside the content's box mean the box. */
const DOCUMENT = /^(html|body|:root)(?![\w-])/i;

/**
 * A `<style>` element of an MDX page (Docusaurus keeps it, and it styles the whole page while the page is shown): its
 * CSS, given as text or as a string expression (`<style>{`…`}</style>`), is put under the page's content box so that
 * it cannot restyle the navbar or the sidebar, with a warning that says so and how to keep it as written
 * (`mdx.styleElements: "global"`). Sanitized pages refuse CSS that loads a URL, as they refuse such a style attribute.
 */
export function renderStyle(
  element: Element,
  ctx: BuiltInContext,
  mdx: MdxContext,
  rawHtml: HtmlPolicy['rawHtml'],
): void {
  const at = element.at(element.tag.start);
  const written = plainText(tokensOf(element), ctx.expressionText);
  dropElement(element);
  if (rawHtml === 'sanitize' && unsafeStyle(written)) {
    ctx.report(
      at,
      '<style> was removed: its CSS loads a URL (url(), @import) or runs code, which a page may not do. Move it to the site\'s CSS, or set "markdown": { "rawHtml": "trusted" } in docs.config.json (see SECURITY.md)',
      'warning',
      'raw-html-removed',
    );
    return;
  }
  let css: string;
  try {
    css = esbuildSync().transformSync(written, { loader: 'css', minify: true }).code.trim();
  } catch (failure) {
    const first = (failure as TransformFailure).errors?.[0];
    if (!first) throw failure;
    ctx.report(at, `<style> was removed: its CSS cannot be read: ${first.text}; fix the CSS`, 'warning', 'mdx-syntax');
    return;
  }
  const global = mdx.styleElements === 'global';
  if (!global)
    ctx.report(
      at,
      `<style> styles this page's content only (its selectors are put under ${CONTENT}); to style the whole page as written, the navbar and sidebar too, set "mdx": { "styleElements": "global" } in docs.config.json`,
      'warning',
      'mdx-component',
    );
  // `<` never occurs in minified CSS outside a string, where esbuild writes it escaped: the element cannot be closed early.
  const html = `<style>${global ? css : scopeCss(css)}</style>`.replace(/<(?!\/?style>)/gi, '\\3c ');
  setHtml(element.open, html, 'docsgen', element.flow);
}

/** Minified CSS with each rule's selectors under the content box; @keyframes, @font-face and the like as written. */
export function scopeCss(css: string): string {
  let out = '';
  let at = 0;
  while (at < css.length) {
    const brace = nextOf(css, at, '{');
    const semicolon = nextOf(css, at, ';');
    if (semicolon !== -1 && (brace === -1 || semicolon < brace)) {
      // A statement at-rule (@import, @charset, @layer a, b;): as written.
      out += css.slice(at, semicolon + 1);
      at = semicolon + 1;
      continue;
    }
    if (brace === -1) break;
    const prelude = css.slice(at, brace).trim();
    const end = blockEnd(css, brace);
    const body = css.slice(brace + 1, end);
    if (CONDITIONAL.test(prelude)) out += `${prelude}{${scopeCss(body)}}`;
    else if (prelude.startsWith('@')) out += `${prelude}{${body}}`;
    else out += `${splitTop(prelude, ',').map(scopeSelector).join(',')}{${body}}`;
    at = end + 1;
  }
  return out;
}

function scopeSelector(selector: string): string {
  const trimmed = selector.trim();
  return DOCUMENT.test(trimmed) ? trimmed.replace(DOCUMENT, CONTENT) : `${CONTENT} ${trimmed}`;
}

/** The index of `char` from `from` on, outside strings, parentheses and brackets; -1 if none. */
function nextOf(css: string, from: number, char: string): number {
  let depth = 0;
  for (let i = from; i < css.length; i++) {
    const c = css[i]!;
    if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === char && depth === 0) return i;
  }
  return -1;
}

function stringEnd(css: string, open: number): number {
  for (let i = open + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === css[open]) return i;
  }
  return css.length;
}

/** The `}` that closes the block opened at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i]!;
    if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length;
}

function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let i = nextOf(text, 0, separator); i !== -1; i = nextOf(text, from, separator)) {
    parts.push(text.slice(from, i));
    from = i + 1;
  }
  parts.push(text.slice(from));
  return parts;
}
