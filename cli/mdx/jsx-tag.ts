import markdownIt from 'markdown-it';
import { scanExpression, type ScannedExpression } from './expression.ts';
import { JsSyntaxError, skipTrivia } from './js-parser.ts';

export type AttributeValue =
  | { kind: 'string'; value: string; start: number }
  | { kind: 'expression'; expression: ScannedExpression }
  | { kind: 'true' };

export interface JsxAttribute {
  name: string;
  value: AttributeValue;
  /** Offset of the attribute's name. */
  start: number;
}

/** One tag as MDX reads it: `<Tabs groupId="os">`, `</Tabs>`, `<br />`, `<>` or `</>`. */
export interface JsxTag {
  /** "" for a fragment; member and namespace names whole (`motion.div`, `svg:rect`). */
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: (JsxAttribute | { spread: ScannedExpression })[];
  /** Offsets of the `<` and just past the `>`. */
  start: number;
  end: number;
}

const { unescapeAll } = markdownIt().utils;
const NAME_START = /[\p{ID_Start}$_]/u;
const NAME_PART = /[\p{ID_Continue}$_\u200c\u200d-]/u;

/** Whether a tag may start at `offset`: `<` then a name, `/` or `>`, as MDX starts one (not `a < b`). */
export function startsTag(source: string, offset: number): boolean {
  if (source[offset] !== '<') return false;
  const next = source[offset + 1] ?? '';
  return next === '/' || next === '>' || NAME_START.test(next);
}

/** Reads the tag whose `<` is at `start`; a JsSyntaxError says what was expected, at its offset. */
export function scanTag(source: string, start: number): JsxTag {
  let at = space(source, start + 1);
  const closing = source[at] === '/';
  if (closing) at = space(source, at + 1);
  let name = '';
  if (source[at] !== '>') {
    [name, at] = readName(source, at, true);
    at = space(source, at);
  }
  const attributes: JsxTag['attributes'] = [];
  while (at < source.length && source[at] !== '>' && source[at] !== '/') {
    if (closing) throw new JsSyntaxError(`a closing tag has no attributes; write </${name}>`, at);
    if (source[at] === '{') {
      const expression = scanExpression(source, at, true);
      if (!expression.spread)
        throw new JsSyntaxError(
          'an expression among attributes must spread an object, as in {...{ title: "Nota" }}',
          at,
        );
      attributes.push({ spread: expression });
      at = space(source, expression.end);
      continue;
    }
    const nameStart = at;
    let attrName: string;
    [attrName, at] = readName(source, at, false);
    at = space(source, at);
    if (source[at] !== '=') {
      attributes.push({ name: attrName, value: { kind: 'true' }, start: nameStart });
      continue;
    }
    at = space(source, at + 1);
    const quote = source[at];
    if (quote === '"' || quote === "'") {
      const close = source.indexOf(quote, at + 1);
      if (close === -1) throw new JsSyntaxError(`the value of ${attrName} opens with ${quote} and never closes`, at);
      attributes.push({
        name: attrName,
        value: { kind: 'string', value: unescapeAll(source.slice(at + 1, close)), start: at + 1 },
        start: nameStart,
      });
      at = space(source, close + 1);
    } else if (quote === '{') {
      const expression = scanExpression(source, at);
      attributes.push({ name: attrName, value: { kind: 'expression', expression }, start: nameStart });
      at = space(source, expression.end);
    } else {
      throw new JsSyntaxError(
        `the value of ${attrName} must be a quoted string or an {expression}, as in ${attrName}="texto" or ${attrName}={2}`,
        at,
      );
    }
  }
  const selfClosing = source[at] === '/';
  if (selfClosing) {
    if (closing) throw new JsSyntaxError(`a closing tag cannot also close itself; write </${name}>`, at);
    at = space(source, at + 1);
  }
  if (source[at] !== '>')
    throw new JsSyntaxError(
      `expected > to end the tag <${closing ? '/' : ''}${name}${at >= source.length ? ', found the end of the file' : ''}`,
      Math.min(at, source.length),
    );
  return { name, closing, selfClosing, attributes, start, end: at + 1 };
}

/** Past white space and JavaScript comments, which MDX allows between a tag's parts. */
function space(source: string, offset: number): number {
  const at = skipTrivia(source, offset);
  if (at === -1) throw new JsSyntaxError('unclosed comment in a tag; close it with */', offset);
  return at;
}

/** A JSX name: `Tabs`, `data-value`, `motion.div` (elements only), `xlink:href`. */
function readName(source: string, offset: number, element: boolean): [string, number] {
  let at = offset;
  const first = source[at] ?? '';
  if (!NAME_START.test(first)) {
    const found = at >= source.length ? 'the end of the file' : JSON.stringify(first);
    const link =
      first === '/' || first === ':'
        ? ' (to link to an address in MDX, write [texto](https://…) rather than <https://…>)'
        : '';
    throw new JsSyntaxError(
      `expected ${element ? 'a tag' : 'an attribute'} name, found ${found}${link}; to write a literal "<" in MDX, escape it as \\<`,
      at,
    );
  }
  while (at < source.length) {
    const c = source[at]!;
    if (NAME_PART.test(c)) at++;
    else if ((c === ':' || (element && c === '.')) && NAME_START.test(source[at + 1] ?? '')) at += 2;
    else break;
  }
  return [source.slice(offset, at), at];
}
