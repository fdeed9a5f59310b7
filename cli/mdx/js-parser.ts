import { Parser, type Expression, type Options, type Program } from 'acorn';
import jsx from 'acorn-jsx';

/**
 * The JavaScript parts of MDX (ESM lines, `{expressions}`, attribute values) are read by acorn with its JSX plugin,
 * as MDX itself reads them (micromark-extension-mdxjs uses acorn too); nothing here matches JavaScript by pattern.
 */
const JsxParser = Parser.extend(jsx());
const OPTIONS: Options = { ecmaVersion: 'latest', sourceType: 'module', allowAwaitOutsideFunction: true };

export type { Expression, Program };

/** A syntax error at an offset of the text that was parsed. */
export class JsSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

function rethrow(error: unknown, fallback: number): never {
  const e = error as { message?: string; pos?: number };
  // acorn appends " (line:col)" relative to its input; positions are given in the page's terms instead.
  const message = (e.message ?? String(error)).replace(/\s*\(\d+:\d+\)$/, '');
  throw new JsSyntaxError(message, e.pos ?? fallback);
}

/** A module: the ESM lines of a page. Offsets in the nodes are offsets of `source`. */
export function parseModule(source: string): Program {
  try {
    return JsxParser.parse(source, OPTIONS);
  } catch (error) {
    rethrow(error, 0);
  }
}

/** The expression that starts at `offset` of `source`; its `end` says where it stops. */
export function parseExpressionAt(source: string, offset: number): Expression {
  try {
    return JsxParser.parseExpressionAt(source, offset, OPTIONS) as Expression;
  } catch (error) {
    rethrow(error, offset);
  }
}

/**
 * Where the next JavaScript token starts, from `offset` on, past white space and comments; -1 inside an unclosed
 * comment. Comments are the one piece of JavaScript lexing done by hand: acorn has no entry point that only skips them.
 */
export function skipTrivia(source: string, offset: number): number {
  let i = offset;
  while (i < source.length) {
    const c = source[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') i++;
    else if (source.startsWith('//', i)) {
      const end = source.indexOf('\n', i);
      i = end === -1 ? source.length : end + 1;
    } else if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      if (end === -1) return -1;
      i = end + 2;
    } else break;
  }
  return i;
}
