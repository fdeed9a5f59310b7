/** A token of a JSON line, with the CSS colour shiki's css-variables theme gives its scope. */
export interface JsonToken {
  content: string;
  /** Where the token starts in the code. */
  offset: number;
  color: string;
}

const FOREGROUND = 'var(--code-foreground)';
const PROPERTY = 'var(--code-token-keyword)';
const STRING = 'var(--code-token-string-expression)';
const CONSTANT = 'var(--code-token-constant)';
const PUNCTUATION = 'var(--code-token-punctuation)';

/** A string, number or literal as JSON writes it, at the start of the rest of a line. */
const STRING_AT = /"(?:[^"\\]|\\.)*"/y;
const NUMBER_AT = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL_AT = /true|false|null/y;
const SPACE_AT = /[ \t]+/y;

/**
 * The lines of tokens shiki's JSON grammar gives a valid JSON text, without running the grammar: its regular
 * expressions take about 3 ms per KB, and an API reference's response examples are megabytes of JSON (GitHub's
 * description: 2.8 MB, 9 s of a build's highlighting). Undefined for any text this does not read exactly as the
 * grammar does (invalid JSON, comments, a carriage return, a string over several lines), which shiki then highlights.
 * A test compares both on every example of a large public description.
 */
export function jsonTokens(code: string): JsonToken[][] | undefined {
  if (code.includes('\r') || !isJson(code)) return undefined;
  // What each string is, in the order of the text: a property name where it is a key of an object.
  const contexts: ('object' | 'array')[] = [];
  let expectingKey = false;
  const lines: JsonToken[][] = [];
  let lineStart = 0;
  for (const text of code.split('\n')) {
    const line: JsonToken[] = [];
    const push = (content: string, color: string, offset: number) => {
      const last = line.at(-1);
      // The grammar's scopes that share a colour come out as one token, as shiki merges them.
      if (last?.color === color) last.content += content;
      else line.push({ content, offset, color });
    };
    let at = 0;
    while (at < text.length) {
      const char = text[at]!;
      const match = (pattern: RegExp) => {
        pattern.lastIndex = at;
        return pattern.exec(text)?.[0];
      };
      let token: string | undefined;
      let color = FOREGROUND;
      if (char === ' ' || char === '\t') token = match(SPACE_AT);
      else if (char === '{' || char === '[') {
        contexts.push(char === '{' ? 'object' : 'array');
        expectingKey = char === '{';
        token = char;
      } else if (char === '}' || char === ']') {
        contexts.pop();
        token = char;
      } else if (char === ':') {
        expectingKey = false;
        [token, color] = [char, PUNCTUATION];
      } else if (char === ',') {
        expectingKey = contexts.at(-1) === 'object';
        [token, color] = [char, PUNCTUATION];
      } else if (char === '"') {
        token = match(STRING_AT);
        color = expectingKey ? PROPERTY : STRING;
      } else if (char === '-' || (char >= '0' && char <= '9')) [token, color] = [match(NUMBER_AT), CONSTANT];
      else [token, color] = [match(LITERAL_AT), CONSTANT];
      // Something JSON.parse accepts that is not read here (a string over two lines cannot be): leave it to shiki.
      if (!token) return undefined;
      push(token, color, lineStart + at);
      at += token.length;
    }
    lines.push(line);
    lineStart += text.length + 1;
  }
  return lines;
}

function isJson(code: string): boolean {
  try {
    JSON.parse(code);
    return true;
  } catch {
    return false;
  }
}
