/** Where a value of a JSON text is written: its first character, and its key's opening quote when it has one. */
export interface JsonPlace {
  value: number;
  key?: number;
}

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
const COLON = 58;

/**
 * The place of the value at `segments` in a valid JSON text, or of the deepest value on the way when the path goes
 * further than the text. It follows the path and skips every other value by its brackets and quotes, without building
 * a tree: jsonc-parser's tree of GitHub's 13 MB description takes 1.2 s and its garbage more, for a handful of
 * warnings to place.
 */
export function jsonPlaceOf(text: string, segments: readonly (string | number)[]): JsonPlace {
  let place: JsonPlace = { value: skipSpace(text, 0) };
  for (const segment of segments) {
    const next = childOf(text, place.value, String(segment));
    if (!next) break;
    place = next;
  }
  return place;
}

function childOf(text: string, at: number, segment: string): JsonPlace | undefined {
  const open = text.charCodeAt(at);
  if (open === OPEN_BRACKET) {
    const index = Number(segment);
    if (!Number.isInteger(index) || index < 0) return undefined;
    let pos = skipSpace(text, at + 1);
    for (let i = 0; text.charCodeAt(pos) !== CLOSE_BRACKET; i++) {
      if (i === index) return { value: pos };
      pos = afterSeparator(text, endOfValue(text, pos));
    }
    return undefined;
  }
  if (open !== OPEN_BRACE) return undefined;
  let pos = skipSpace(text, at + 1);
  while (text.charCodeAt(pos) === QUOTE) {
    const keyEnd = endOfString(text, pos);
    const valueStart = skipSpace(text, skipSpace(text, keyEnd) + 1);
    if (keyOf(text, pos, keyEnd) === segment) return { value: valueStart, key: pos };
    pos = afterSeparator(text, endOfValue(text, valueStart));
  }
  return undefined;
}

/** A key as written, read as JSON only when it holds an escape. */
function keyOf(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end - 1);
  return raw.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : raw;
}

/** Past the comma after a value, at the next value or key; at the closing bracket when there is no comma. */
function afterSeparator(text: string, pos: number): number {
  const next = skipSpace(text, pos);
  return text.charCodeAt(next) === COMMA ? skipSpace(text, next + 1) : next;
}

/** The offset just past the value that starts at `pos`. */
function endOfValue(text: string, pos: number): number {
  const first = text.charCodeAt(pos);
  if (first === QUOTE) return endOfString(text, pos);
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    let end = pos;
    while (end < text.length && !isDelimiter(text.charCodeAt(end))) end++;
    return end;
  }
  let depth = 0;
  for (let i = pos; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) i = endOfString(text, i) - 1;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) depth++;
    else if ((code === CLOSE_BRACE || code === CLOSE_BRACKET) && --depth === 0) return i + 1;
  }
  return text.length;
}

/** The offset just past the closing quote of the string that opens at `pos`. */
function endOfString(text: string, pos: number): number {
  let i = text.indexOf('"', pos + 1);
  while (i !== -1) {
    let slashes = 0;
    while (text.charCodeAt(i - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return i + 1;
    i = text.indexOf('"', i + 1);
  }
  return text.length;
}

function isDelimiter(code: number): boolean {
  return code === COMMA || code === CLOSE_BRACE || code === CLOSE_BRACKET || code <= 32 || code === COLON;
}

function skipSpace(text: string, pos: number): number {
  let i = pos;
  while (i < text.length && text.charCodeAt(i) <= 32) i++;
  return i;
}
