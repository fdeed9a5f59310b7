import { FilterXSS, type IWhiteList } from 'xss';
import type { HtmlPolicy } from '../core/render-env.ts';

/** One thing the sanitizer took out, at an offset of the HTML it was given. */
export interface Removal {
  offset: number;
  what: string;
}

/**
 * The elements documentation writes by hand, with the attributes each may keep beyond the global ones. Everything
 * else (script, style, object, form, svg, math, event handlers) is taken out, with a warning at its position.
 */
const ELEMENTS: IWhiteList = {
  a: ['href', 'target', 'rel', 'name'],
  abbr: [],
  b: [],
  blockquote: ['cite'],
  br: [],
  caption: [],
  center: [],
  cite: [],
  code: [],
  col: ['span', 'width'],
  colgroup: ['span', 'width'],
  dd: [],
  del: ['datetime'],
  details: ['open'],
  div: [],
  dl: [],
  dt: [],
  em: [],
  figcaption: [],
  figure: [],
  font: ['color', 'size', 'face'],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  hr: [],
  i: [],
  iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  ins: ['datetime'],
  kbd: [],
  label: ['for'],
  li: ['value'],
  mark: [],
  ol: ['start', 'type', 'reversed'],
  p: [],
  pre: [],
  q: ['cite'],
  s: [],
  samp: [],
  small: [],
  span: [],
  strong: [],
  sub: [],
  summary: [],
  sup: [],
  table: ['width', 'border'],
  tbody: [],
  td: ['colspan', 'rowspan', 'width'],
  tfoot: [],
  th: ['colspan', 'rowspan', 'width', 'scope'],
  thead: [],
  time: ['datetime'],
  tr: [],
  u: [],
  ul: [],
  var: [],
};

/** Elements whose content is code or markup that only their own element makes sense of. */
const STRIPPED_WITH_BODY = ['script', 'style', 'noscript', 'template'];

/** Attributes any allowed element keeps: identity, presentation and accessibility, none of which runs code. */
const GLOBAL_ATTRIBUTE = /^(id|class|title|lang|dir|align|valign|role|style|aria-[a-z-]+|data-[a-z0-9-]+)$/;
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
/** Schemes a link may use; relative URLs (no scheme) are always fine. */
const LINK_SCHEMES = /^(https?|mailto|tel):/i;
/** What turns a style attribute into a request or into code in some browser. */
const UNSAFE_STYLE = /url\s*\(|expression\s*\(|javascript:|behavior\s*:|-moz-binding|@import/i;

/**
 * Takes out of raw HTML what could run script in the reader's browser (where it could read the access token), and
 * says what it took out and where. The markup documentation uses stays, each kept attribute written as name="value".
 */
export function sanitizeHtml(html: string, policy: HtmlPolicy): { html: string; removed: Removal[] } {
  if (policy.rawHtml === 'trusted') return { html, removed: [] };
  const removed: Removal[] = [];
  // Comments run nothing, and what they hold is not markup: xss would read `<!-- <a href=x> -->` as text and a tag.
  let out = '';
  let from = 0;
  for (const comment of html.matchAll(COMMENT)) {
    out += sanitizePart(html.slice(from, comment.index), from, policy, removed) + comment[0];
    from = comment.index + comment[0].length;
  }
  return { html: out + sanitizePart(html.slice(from), from, policy, removed), removed };
}

/** An HTML comment, or one never closed, which runs to the end. */
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

function sanitizePart(html: string, offset: number, policy: HtmlPolicy, removed: Removal[]): string {
  if (!html) return html;
  let tagAt = 0;
  const remove = (what: string) => {
    removed.push({ offset: offset + tagAt, what });
    return '';
  };
  const filter = new FilterXSS({
    whiteList: ELEMENTS,
    stripIgnoreTagBody: STRIPPED_WITH_BODY,
    onTag: (tag, _html, info) => {
      tagAt = info.sourcePosition ?? 0;
      // These go with their content, through stripIgnoreTagBody, which tells no one.
      if (STRIPPED_WITH_BODY.includes(tag) && !info.isClosing) remove(`the <${tag}> element and its content`);
      return undefined;
    },
    onIgnoreTag: (tag, html, info) => {
      // "a < b": no element starts at a "<" that no letter follows, in xss or in a browser; it is text.
      if (!/^[a-z]/i.test(tag)) return `&lt;${html.slice(1)}`;
      return info.isClosing ? '' : remove(`the <${tag}> element`);
    },
    // Called first for every attribute, allowed or not; undefined leaves a not allowed one to onIgnoreTagAttr.
    onTagAttr: (tag, name, value, allowed) =>
      allowed ? attributeOrRemoval(tag, name, value, policy, remove) : undefined,
    onIgnoreTagAttr: (tag, name, value) =>
      GLOBAL_ATTRIBUTE.test(name)
        ? attributeOrRemoval(tag, name, value, policy, remove)
        : remove(`the ${name} attribute of <${tag}>`),
  });
  return filter.process(html);
}

/** The attribute as written, or '' once its removal is recorded. */
function attributeOrRemoval(
  tag: string,
  name: string,
  value: string,
  policy: HtmlPolicy,
  remove: (what: string) => string,
): string {
  const written = `${name}="${value.replace(/"/g, '&quot;')}"`;
  if (name === 'style' && UNSAFE_STYLE.test(decodeEntities(value)))
    return remove(`the style attribute of <${tag}>, which loads a URL or runs code`);
  if (!URL_ATTRIBUTES.has(name)) return written;
  const url = decodeEntities(value).replace(/[\u0000-\u0020\u007f]/g, '');
  if (tag === 'iframe')
    return iframeHost(url, policy)
      ? written
      : remove(`an <iframe> from ${url.slice(0, 80) || 'nowhere'}, a host not in markdown.iframeHosts`);
  // An image never runs script, whatever its format.
  if (tag === 'img' && name === 'src' && /^data:image\//i.test(url)) return written;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (scheme && !LINK_SCHEMES.test(url)) return remove(`the ${name} of <${tag}>, a ${scheme[1]!.toLowerCase()}: URL`);
  return written;
}

function iframeHost(url: string, policy: HtmlPolicy): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && policy.iframeHosts.includes(parsed.hostname);
  } catch {
    return false;
  }
}

/** Character references a browser decodes in an attribute before it reads the URL: `jav&#x61;script:` is javascript:. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|colon|tab|newline|quot|amp|lt|gt);?/gi, (_, ref: string) => {
    const named: Record<string, string> = {
      colon: ':',
      tab: '\t',
      newline: '\n',
      quot: '"',
      amp: '&',
      lt: '<',
      gt: '>',
    };
    if (ref[0] !== '#') return named[ref.toLowerCase()] ?? '';
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}
