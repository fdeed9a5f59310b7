import { JsSyntaxError, parseExpressionAt, skipTrivia, type Expression } from './js-parser.ts';

/** A `{…}` of MDX: in text, in flow, as an attribute's value, or as an attribute spread `{...props}`. */
export interface ScannedExpression {
  /** The expression; null when the braces hold nothing or only comments (`{/* nota *\/}`). */
  node: Expression | null;
  /** `{...value}` in a tag's attribute list. */
  spread: boolean;
  /** Offset of the `{`. */
  start: number;
  /** Offset just past the `}`. */
  end: number;
}

/**
 * Reads the expression whose `{` is at `start`. acorn parses the expression, so a `}` inside a string, a template or
 * an object literal does not end it; what follows must then be the closing brace.
 */
export function scanExpression(source: string, start: number, allowSpread = false): ScannedExpression {
  let at = skipTrivia(source, start + 1);
  if (at === -1)
    throw new JsSyntaxError('unclosed comment in expression; close it with */ and the expression with }', start);
  if (source[at] === '}') return { node: null, spread: false, start, end: at + 1 };
  const spread = allowSpread && source.startsWith('...', at);
  if (spread) at += 3;
  if (at >= source.length) throw new JsSyntaxError('unexpected end of file in expression; close it with }', start);
  let node: Expression;
  try {
    node = parseExpressionAt(source, at);
  } catch (error) {
    if (!(error instanceof JsSyntaxError)) throw error;
    throw new JsSyntaxError(
      `could not parse the expression as JavaScript: ${error.message}; to write a literal "{" in MDX, escape it as \\{`,
      error.offset,
    );
  }
  const close = skipTrivia(source, node.end);
  if (close === -1 || source[close] !== '}') {
    const found = close === -1 || close >= source.length ? 'the end of the file' : JSON.stringify(source[close]);
    throw new JsSyntaxError(
      `expected } to close the expression, found ${found}; an expression holds one JavaScript expression, such as {"texto"} or {1 + 1}`,
      close === -1 ? node.end : close,
    );
  }
  return { node, spread, start, end: close + 1 };
}
