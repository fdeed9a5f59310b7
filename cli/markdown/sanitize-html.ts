import { Token, Tokenizer, TokenizerMode, type TokenHandler } from 'parse5';
import type { HtmlPolicy } from '../core/render-env.ts';
import { unsafeStyle } from '../util/sanitize-css.ts';
import { remembered } from '../util/remembered.ts';

/** One thing the sanitizer took out, at an offset of the HTML it was given. */
export interface Removal {
  offset: number;
  what: string;
}

/**
 * The elements documentation writes by hand, with the attributes each may keep beyond the global ones. Everything
 * else (script, style, object, form, meta, base, svg, math, event handlers) is taken out, with a warning at its
 * position.
 */
const ELEMENTS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
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
  }).map(([tag, attributes]) => [tag, new Set(attributes)]),
);

/** Elements whose content is code, or markup that only their own element makes sense of: they go with it. */
const STRIPPED_WITH_BODY = new Set(['script', 'style', 'noscript', 'template', 'noembed', 'noframes']);

/**
 * What a browser's tree builder switches its tokenizer to after these start tags in HTML content (the HTML standard's
 * "in body" and "in head" insertion modes; scripting is on, so `<noscript>` holds raw text). Everything up to the
 * matching end tag is then text, whatever it looks like: `<textarea><!--</textarea><img onerror=…>` is an image.
 */
const TEXT_STATES: ReadonlyMap<string, Tokenizer['state']> = new Map([
  ['textarea', TokenizerMode.RCDATA],
  ['title', TokenizerMode.RCDATA],
  ['iframe', TokenizerMode.RAWTEXT],
  ['noembed', TokenizerMode.RAWTEXT],
  ['noframes', TokenizerMode.RAWTEXT],
  ['noscript', TokenizerMode.RAWTEXT],
  ['style', TokenizerMode.RAWTEXT],
  ['xmp', TokenizerMode.RAWTEXT],
  ['script', TokenizerMode.SCRIPT_DATA],
  ['plaintext', TokenizerMode.PLAINTEXT],
]);

/** Attributes any allowed element keeps: identity, presentation and accessibility, none of which runs code. */
const GLOBAL_ATTRIBUTE = /^(id|class|title|lang|dir|align|valign|role|style|aria-[a-z-]+|data-[a-z0-9-]+)$/;
/**
 * The attributes the viewer mounts a component on (`data-island`, `data-island-props`): only the compiler writes them,
 * for components the site owner chose. In a page's HTML they would mount any of the site's components with any props.
 */
const ISLAND_ATTRIBUTE = /^data-island(-|$)/;
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
/** Schemes a link may use; relative URLs (no scheme) are always fine. */
const LINK_SCHEMES = /^(https?|mailto|tel):/i;

/**
 * Takes out of raw HTML what could run script in the reader's browser (where it could read the access token), load
 * something, or send the reader elsewhere, and says what it took out and where.
 *
 * The HTML is read as a browser reads it, by parse5's tokenizer (the HTML standard's, state for state), and what is
 * kept is written again from the tokens rather than passed through: a comment that a browser closes at `--!>` or
 * `<!-->` is closed there, `<![CDATA[` and `<?…>` are comments up to the first `>`, attribute values are decoded
 * before they are checked. The output is always complete markup: every comment and tag is closed, text and attribute
 * values are escaped, and an `<iframe>` left open is closed, so the fragment leaves a browser's tokenizer where it
 * found it and the page's next fragment is read as it was checked.
 */
export function sanitizeHtml(html: string, policy: HtmlPolicy): Sanitized {
  if (policy.rawHtml === 'trusted') return { html, removed: [] };
  if (html.length > REMEMBERED_MAX_CHARS) return sanitized(html, policy);
  return snippets(`${policy.iframeHosts.join(' ')}\0${html}`, () => sanitized(html, policy));
}

/** What sanitizeHtml gives; shared between calls with the same input, so read only. */
export type Sanitized = { readonly html: string; readonly removed: readonly Removal[] };

/**
 * Results by iframe hosts and HTML. The same snippets come back on every page: the heading anchors'
 * `<span aria-hidden="true">#</span>` was all 4,980 calls of the 1,000-page bench corpus, 0.3 s of its rendering
 * thread when each started a tokenizer of its own.
 */
const snippets = remembered<Sanitized>(10_000);
/** Longer HTML is a block written once (a table, a figure): remembering it would only hold memory. */
const REMEMBERED_MAX_CHARS = 1_000;

function sanitized(html: string, policy: HtmlPolicy): Sanitized {
  const sanitizer = new Sanitizer(html, policy);
  sanitizer.tokenizer.write(html, true);
  return { html: sanitizer.out, removed: sanitizer.removed };
}

class Sanitizer implements TokenHandler {
  readonly tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, this);
  out = '';
  readonly removed: Removal[] = [];
  /** The span of the text being read, in `html`. */
  private textFrom = -1;
  private textTo = -1;
  /** Where the last token ended: at the end, anything after it is a tag that never closed. */
  private readTo = 0;
  /** The element being taken out with its content, and how deeply it is nested in itself (`<template>` can be). */
  private stripping: { tag: string; depth: number } | undefined;
  /** A kept element whose content the tokenizer reads as text (an `<iframe>`), to be closed if the HTML does not. */
  private openText: string | undefined;

  constructor(
    private readonly html: string,
    private readonly policy: HtmlPolicy,
  ) {}

  onCharacter(token: Token.CharacterToken): void {
    const { startOffset, endOffset } = token.location!;
    if (this.textFrom < 0) this.textFrom = startOffset;
    this.textTo = endOffset;
  }

  onNullCharacter(token: Token.CharacterToken): void {
    this.onCharacter(token);
  }

  onWhitespaceCharacter(token: Token.CharacterToken): void {
    this.onCharacter(token);
  }

  onComment(token: Token.CommentToken): void {
    this.endText(token);
    if (!this.stripping) this.out += `<!--${commentData(token.data)}-->`;
  }

  onDoctype(token: Token.DoctypeToken): void {
    this.endText(token);
    if (!this.stripping) this.remove(token, 'a <!DOCTYPE> declaration');
  }

  onStartTag(token: Token.TagToken): void {
    this.endText(token);
    const tag = token.tagName;
    const textState = TEXT_STATES.get(tag);
    if (textState !== undefined) this.tokenizer.state = textState;
    if (this.stripping) {
      if (tag === this.stripping.tag) this.stripping.depth++;
      return;
    }
    if (STRIPPED_WITH_BODY.has(tag)) {
      this.remove(token, `the <${tag}> element and its content`);
      this.stripping = { tag, depth: 1 };
      return;
    }
    const allowed = ELEMENTS.get(tag);
    if (!allowed) {
      this.remove(token, `the <${tag}> element${ELEMENT_REASONS[tag] ?? ''}`);
      return;
    }
    let written = `<${tag}`;
    for (const attribute of token.attrs) {
      const kept = this.attribute(token, allowed, attribute.name, attribute.value);
      if (kept) written += ` ${attribute.name}="${this.attributeText(token, attribute.name, attribute.value)}"`;
    }
    this.out += `${written}${token.selfClosing ? ' /' : ''}>`;
    if (textState !== undefined) this.openText = tag;
  }

  onEndTag(token: Token.TagToken): void {
    this.endText(token);
    const tag = token.tagName;
    if (this.stripping) {
      if (tag === this.stripping.tag && --this.stripping.depth === 0) this.stripping = undefined;
      return;
    }
    if (tag === this.openText) this.openText = undefined;
    if (ELEMENTS.has(tag)) this.out += `</${tag}>`;
  }

  onEof(token: Token.EOFToken): void {
    this.endText(token);
    if (this.readTo < this.html.length && !this.stripping)
      this.removed.push({ offset: this.readTo, what: `an unfinished tag (${quote(this.html.slice(this.readTo))})` });
    if (this.openText) this.out += `</${this.openText}>`;
  }

  /** Writes the text read before a token, escaped, unless it belongs to an element being taken out. */
  private endText(token: Token.Token): void {
    if (this.textFrom >= 0) {
      if (!this.stripping) this.out += escapeText(this.html.slice(this.textFrom, this.textTo));
      this.readTo = this.textTo;
      this.textFrom = -1;
    }
    if (token.location && token.type !== Token.TokenType.EOF) this.readTo = token.location.endOffset;
  }

  private remove(token: Token.Token, what: string): void {
    this.removed.push({ offset: token.location?.startOffset ?? 0, what });
  }

  /** Whether an attribute may stay; when it may not, its removal is recorded at its tag. */
  private attribute(token: Token.TagToken, allowed: ReadonlySet<string>, name: string, value: string): boolean {
    const tag = token.tagName;
    if ((!allowed.has(name) && !GLOBAL_ATTRIBUTE.test(name)) || ISLAND_ATTRIBUTE.test(name)) {
      this.remove(token, `the ${name} attribute of <${tag}>${ATTRIBUTE_REASONS[name] ?? ''}`);
      return false;
    }
    if (name === 'style' && unsafeStyle(value)) {
      this.remove(token, `the style attribute of <${tag}>, which loads a URL or runs code`);
      return false;
    }
    if (!URL_ATTRIBUTES.has(name)) return true;
    // What the URL parser ignores: leading and trailing controls and spaces, tabs and newlines anywhere.
    const url = value.replace(/[\u0000-\u0020\u007f]/g, '');
    if (tag === 'iframe') {
      if (iframeHost(url, this.policy)) return true;
      this.remove(token, `an <iframe> from ${url.slice(0, 80) || 'nowhere'}, a host not in markdown.iframeHosts`);
      return false;
    }
    // An image never runs script, whatever its format.
    if (tag === 'img' && name === 'src' && /^data:image\//i.test(url)) return true;
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
    if (scheme && !LINK_SCHEMES.test(url)) {
      this.remove(token, `the ${name} of <${tag}>, a ${scheme[1]!.toLowerCase()}: URL`);
      return false;
    }
    return true;
  }

  /**
   * An attribute's value for a double-quoted attribute: as the page wrote it where that reads the same (so links
   * keep their spelling for the link checker, `&amp;` and all), else the decoded value escaped.
   */
  private attributeText(token: Token.TagToken, name: string, value: string): string {
    const at = token.location?.attrs?.[name];
    const written = at && writtenValue(this.html.slice(at.startOffset, at.endOffset), name);
    if (written !== undefined) {
      const text = written.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      if (written.includes('&') ? decodedAttribute(text) === value : written === value) return text;
    }
    return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }
}

/** Why an element is not kept, where its name does not say it. */
const ELEMENT_REASONS: Record<string, string> = {
  meta: ', which can send the reader to another address',
  base: ', which changes where every link of the page leads',
  form: ', which can send what the reader types elsewhere',
};

/** Why an attribute is not kept, where its name does not say it. */
const ATTRIBUTE_REASONS: Record<string, string> = {
  srcdoc: ', a document of its own that would not be sanitized',
  'data-island': ", which would mount one of the site's components; use the component in an MDX page",
  'data-island-props': ', which only the compiler writes',
  'data-island-children': ', which only the compiler writes',
};

/** The value as written in the attribute's source (`name="value"`, `name='value'`, `name=value` or `name`). */
function writtenValue(source: string, name: string): string | undefined {
  const rest = source.slice(name.length).replace(/^[\t\n\f\r ]*/, '');
  if (!rest) return '';
  if (rest[0] !== '=') return undefined;
  const raw = rest.slice(1).replace(/^[\t\n\f\r ]*/, '');
  const quoted = raw[0] === '"' || raw[0] === "'";
  if (quoted) return raw.at(-1) === raw[0] && raw.length >= 2 ? raw.slice(1, -1) : undefined;
  return raw;
}

/** How a browser decodes a double-quoted attribute value. */
function decodedAttribute(text: string): string | undefined {
  let value: string | undefined;
  const ignore = () => {};
  new Tokenizer(
    {},
    {
      onStartTag: (token) => (value = token.attrs[0]?.value),
      onEndTag: ignore,
      onComment: ignore,
      onDoctype: ignore,
      onEof: ignore,
      onCharacter: ignore,
      onNullCharacter: ignore,
      onWhitespaceCharacter: ignore,
    },
  ).write(`<a b="${text}">`, true);
  return value;
}

/** Text as written, with `<` and `>` escaped: text can never open markup. */
function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A comment's data as one a browser reads back whole: the HTML standard forbids data that starts with `>` or `->`,
 * holds `--` (so no `-->`, `--!>` or `<!--`) or ends with `-`. Comments written as comments are kept as they are.
 */
function commentData(data: string): string {
  let text = data.replace(/--+/g, (dashes) => dashes.split('').join(' '));
  if (text.startsWith('>') || text.startsWith('->')) text = ` ${text}`;
  if (text.endsWith('-')) text = `${text} `;
  return text;
}

function quote(text: string): string {
  const line = text.trim().split('\n')[0]!;
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
}

function iframeHost(url: string, policy: HtmlPolicy): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && policy.iframeHosts.includes(parsed.hostname);
  } catch {
    return false;
  }
}
