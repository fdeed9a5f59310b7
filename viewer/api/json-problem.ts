import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { trailingCommaAt } from '../../format/json-trailing-comma.ts';

/** jsonc-parser's error codes in the reader's words. */
const WORDS: Record<string, string> = {
  InvalidNumberFormat: UI.jsonInvalidNumber,
  PropertyNameExpected: UI.jsonPropertyNameExpected,
  ValueExpected: UI.jsonValueExpected,
  ColonExpected: UI.jsonColonExpected,
  CommaExpected: UI.jsonCommaExpected,
  CloseBraceExpected: UI.jsonCloseBraceExpected,
  CloseBracketExpected: UI.jsonCloseBracketExpected,
  EndOfFileExpected: UI.jsonEndOfFileExpected,
  InvalidCommentToken: UI.jsonNoComments,
  UnexpectedEndOfComment: UI.jsonNoComments,
  UnexpectedEndOfString: UI.jsonUnterminatedString,
  UnexpectedEndOfNumber: UI.jsonIncompleteNumber,
  InvalidUnicode: UI.jsonInvalidUnicode,
  InvalidEscapeCharacter: UI.jsonInvalidEscape,
  InvalidCharacter: UI.jsonControlCharacter,
};

/**
 * Why `text` is not JSON, in the interface's language, with the line and column of the first mistake; undefined when
 * it is JSON. JSON.parse decides, as the browser's own messages are English and differ between browsers; jsonc-parser
 * says where and why.
 */
export function jsonProblem(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch {
    // Described below.
  }
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false });
  const [first, second] = errors;
  if (!first) return UI.jsonInvalid;
  const comma = trailingCommaAt(text, first.offset);
  const { line, column } = lineAndColumn(text, comma ?? first.offset);
  const reason = comma === undefined ? why(text, first, second) : UI.jsonTrailingComma;
  return `${UI.jsonInvalidAtLine} ${line}${UI.jsonColumn} ${column}: ${reason}.`;
}

function why(text: string, error: ParseError, next: ParseError | undefined): string {
  const code = printParseErrorCode(error.error);
  if (code !== 'InvalidSymbol') return WORDS[code] ?? UI.jsonUnexpectedCharacter;
  // Quoting what was found says more than "unexpected character"; a name without double quotes is the usual mistake.
  const found = `"${text.slice(error.offset, error.offset + error.length)}"`;
  return next && printParseErrorCode(next.error) === 'PropertyNameExpected'
    ? `${UI.jsonPropertyNameExpected}, ${UI.jsonNot} ${found}`
    : `${UI.jsonUnexpected} ${found}`;
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}
