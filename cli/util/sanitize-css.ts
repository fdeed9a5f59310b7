/**
 * What makes a declaration in a `style` attribute load a URL or run code, in some browser: the functions that take a
 * URL or an image (`url()`, `src()`, `image()`, `image-set()` with a bare string, `cross-fade()`, `element()`, with
 * their vendor prefixes), IE's `expression()` and `behavior`, Firefox's old `-moz-binding`, `@import` and
 * `javascript:`. Checked on the value as CSS reads it (see decodeCss), lower-cased.
 */
const UNSAFE_CSS =
  /(?:url|src|image|image-set|cross-fade|element|expression)\s*\(|@import|javascript:|vbscript:|behavior\s*:|-moz-binding/;
const COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/g;

/**
 * Whether a style attribute's value (its HTML character references already decoded) loads a URL or runs code. Read
 * twice: as it is, since `"/*"` in a string opens no comment and so cannot hide what follows it; and with comments
 * taken out, as old IE read `expression(` with a comment inside the name. Either reading finding something is enough.
 */
export function unsafeStyle(value: string): boolean {
  const css = decodeCss(value).toLowerCase();
  return UNSAFE_CSS.test(css) || UNSAFE_CSS.test(css.replace(COMMENT, ''));
}

/**
 * CSS text as CSS Syntax reads it before it makes tokens of it, so that no spelling hides a function from the check:
 * newlines normalised, escapes decoded (`\72`, `\000072` and `\r` are all "r"; a hex escape takes one whitespace after
 * it), escaped newlines (line continuations) dropped, NUL as U+FFFD. Escapes are decoded everywhere, in strings and
 * comments too, which can only make the check stricter.
 */
export function decodeCss(css: string): string {
  return css
    .replace(/\r\n?|\f/g, '\n')
    .replace(/\\(?:([0-9a-fA-F]{1,6})[ \t\n]?|(\n)|([\s\S])|$)/g, (_, hex: string | undefined, newline, other) => {
      if (newline) return '';
      if (other !== undefined) return other;
      if (hex === undefined) return '\ufffd';
      const code = parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? '\ufffd'
        : String.fromCodePoint(code);
    })
    .replace(/\u0000/g, '\ufffd');
}
