import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { trailingCommaAt } from '../../format/json-trailing-comma.ts';

/** jsonc-parser's error codes in the reader's words. */
const WORDS: Record<string, string> = {
  InvalidNumberFormat: 'número inválido',
  PropertyNameExpected: 'esperava o nome de uma propriedade, entre aspas duplas',
  ValueExpected: 'esperava um valor',
  ColonExpected: 'esperava ":" depois do nome da propriedade',
  CommaExpected: 'esperava "," entre os itens',
  CloseBraceExpected: 'esperava "}"',
  CloseBracketExpected: 'esperava "]"',
  EndOfFileExpected: 'há conteúdo depois do fim do JSON',
  InvalidCommentToken: 'JSON não aceita comentários',
  UnexpectedEndOfComment: 'JSON não aceita comentários',
  UnexpectedEndOfString: 'texto sem as aspas duplas de fechamento',
  UnexpectedEndOfNumber: 'número incompleto',
  InvalidUnicode: 'escape \\u inválido: use quatro dígitos hexadecimais',
  InvalidEscapeCharacter: 'escape inválido: use \\" \\\\ \\/ \\b \\f \\n \\r \\t ou \\u',
  InvalidCharacter: 'tabulação ou quebra de linha dentro de um texto: escreva \\t ou \\n',
};

/**
 * Why `text` is not JSON, in Portuguese, with the line and column of the first mistake; undefined when it is JSON.
 * JSON.parse decides, as the browser's own messages are English and differ between browsers; jsonc-parser says
 * where and why.
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
  if (!first) return 'JSON inválido.';
  const comma = trailingCommaAt(text, first.offset);
  const { line, column } = lineAndColumn(text, comma ?? first.offset);
  return `JSON inválido na linha ${line}, coluna ${column}: ${comma === undefined ? why(text, first, second) : 'vírgula depois do último item, que JSON não aceita'}.`;
}

function why(text: string, error: ParseError, next: ParseError | undefined): string {
  const code = printParseErrorCode(error.error);
  if (code !== 'InvalidSymbol') return WORDS[code] ?? 'caractere inesperado';
  // Quoting what was found says more than "unexpected character"; a name without double quotes is the usual mistake.
  const found = `"${text.slice(error.offset, error.offset + error.length)}"`;
  return next && printParseErrorCode(next.error) === 'PropertyNameExpected'
    ? `esperava o nome de uma propriedade, entre aspas duplas, e não ${found}`
    : `não esperava ${found}`;
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}
