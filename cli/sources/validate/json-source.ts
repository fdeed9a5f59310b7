import {
  findNodeAtLocation,
  getNodeValue,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import { MAX_NESTING_DEPTH, nestedTooDeep } from '../../core/limits.ts';
import { trailingCommaAt } from '../../../format/json-trailing-comma.ts';
import type { DiagnosticCode } from '../../core/diagnostic-codes.ts';
import { error, lineColumnAt, type Diagnostic } from '../../core/diagnostics.ts';
import type { Problem } from './issues.ts';
import { formatJsonPath } from './path.ts';
import type { SourcePositions } from './positions.ts';

export type JsonRead =
  | { ok: true; value: unknown; positions: SourcePositions; duplicates: Problem[] }
  | { ok: false; syntaxErrors: ParseError[]; tooDeepAt?: number };

/**
 * A JSON file read strictly (no comments, no trailing commas) with every node's offset, so that each problem is
 * placed at its key or value. `text` has no byte order mark: columns do not count it.
 */
export function readJson(text: string): JsonRead {
  const tooDeepAt = nestingPastLimit(text);
  if (tooDeepAt !== undefined) return { ok: false, syntaxErrors: [], tooDeepAt };
  const syntaxErrors: ParseError[] = [];
  const tree = parseTree(text, syntaxErrors, { disallowComments: true, allowTrailingComma: false });
  if (syntaxErrors.length || !tree) return { ok: false, syntaxErrors };
  return {
    ok: true,
    value: getNodeValue(tree),
    positions: jsonPositions(text, tree),
    duplicates: duplicateKeys(text, tree, []),
  };
}

/**
 * The offset of the first `[` or `{` past MAX_NESTING_DEPTH, which jsonc-parser would follow out of the stack.
 * Brackets inside strings do not count.
 */
function nestingPastLimit(text: string): number | undefined {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      for (i++; i < text.length && text[i] !== '"' && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
    } else if (char === '[' || char === '{') {
      if (++depth > MAX_NESTING_DEPTH) return i;
    } else if (char === ']' || char === '}') depth--;
  }
  return undefined;
}

export function jsonPositions(text: string, tree: Node): SourcePositions {
  return {
    locate(path, at) {
      for (let depth = path.length; depth >= 0; depth--) {
        const node = findNodeAtLocation(tree, path.slice(0, depth) as (string | number)[]);
        if (!node) continue;
        const keyNode =
          at === 'key' && depth === path.length && node.parent?.type === 'property'
            ? node.parent.children?.[0]
            : undefined;
        return lineColumnAt(text, (keyNode ?? node).offset);
      }
      return { line: 1, column: 1 };
    },
  };
}

/** JSON parsers keep the last of two equal keys without a word, so the first value would be lost unseen. */
function duplicateKeys(text: string, node: Node, path: (string | number)[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const [index, child] of (node.children ?? []).entries()) {
    if (node.type === 'array') {
      problems.push(...duplicateKeys(text, child, [...path, index]));
      continue;
    }
    const [keyNode, valueNode] = child.children ?? [];
    if (node.type !== 'object' || !keyNode) continue;
    const key = keyNode.value as string;
    if (seen.has(key)) {
      const message = `${formatJsonPath([...path, key])}: duplicate key; only the last one would count, so remove the other`;
      problems.push({ path: [...path, key], at: 'key', message, position: lineColumnAt(text, keyNode.offset) });
    }
    seen.add(key);
    if (valueNode) problems.push(...duplicateKeys(text, valueNode, [...path, key]));
  }
  return problems;
}

/**
 * jsonc-parser's errors in words, one per place (it often reports two at one offset), for config and category files
 * alike. `what` opens each message ("invalid JSON").
 */
export function jsonSyntaxErrors(
  code: DiagnosticCode,
  file: string,
  text: string,
  read: { syntaxErrors: ParseError[]; tooDeepAt?: number },
  what: string,
): Diagnostic[] {
  if (read.tooDeepAt !== undefined) {
    const at = lineColumnAt(text, read.tooDeepAt);
    return [error(code, file, at.line, at.column, `${what}: ${nestedTooDeep('arrays and objects')}`)];
  }
  const errors = read.syntaxErrors;
  const seen = new Set<number>();
  const diagnostics: Diagnostic[] = [];
  for (const [i, e] of errors.entries()) {
    // After an unexpected character, the value it stood for is missing too: one mistake, said once.
    const previous = errors[i - 1];
    const afterSymbol =
      previous !== undefined &&
      printParseErrorCode(previous.error) === 'InvalidSymbol' &&
      printParseErrorCode(e.error) === 'ValueExpected';
    if (seen.has(e.offset) || afterSymbol) continue;
    seen.add(e.offset);
    const comma = trailingCommaAt(text, e.offset);
    const at = lineColumnAt(text, comma ?? e.offset);
    const message =
      comma === undefined
        ? describeParseError(printParseErrorCode(e.error))
        : 'a comma after the last entry, which JSON does not allow';
    diagnostics.push(error(code, file, at.line, at.column, `${what}: ${message}`));
  }
  return diagnostics.length ? diagnostics : [error(code, file, 1, 1, `${what}: expected an object`)];
}

function describeParseError(code: string): string {
  const words: Record<string, string> = {
    InvalidSymbol: 'unexpected character',
    InvalidNumberFormat: 'invalid number',
    PropertyNameExpected: 'expected a property name in double quotes',
    ValueExpected: 'expected a value',
    ColonExpected: 'expected ":" after the property name',
    CommaExpected: 'expected "," between entries',
    CloseBraceExpected: 'expected "}"',
    CloseBracketExpected: 'expected "]"',
    EndOfFileExpected: 'unexpected content after the end of the JSON value',
    InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfComment: 'a comment that never ends; comments are not allowed in JSON',
    UnexpectedEndOfString: 'a string that never ends; expected a closing double quote on the same line',
    UnexpectedEndOfNumber: 'a number that ends too early',
    InvalidUnicode: 'invalid \\u escape; expected four hexadecimal digits',
    InvalidEscapeCharacter: 'invalid escape; expected one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\u',
    InvalidCharacter:
      'a control character (such as a tab or line break) inside a string; write it as an escape (\\t, \\n)',
  };
  return words[code] ?? code;
}
