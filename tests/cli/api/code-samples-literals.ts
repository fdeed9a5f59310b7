/**
 * Readers of the string literals of the languages this machine cannot run (Go, C#, PHP, Ruby), written from each
 * language's specification, so that a test can read a sample's literal back and compare it with what was meant.
 */

interface LiteralSyntax {
  quote: string;
  /** Escapes the language reads, by the character after the backslash. */
  escapes: Record<string, string>;
  /** Whether `\uXXXX` is an escape. */
  unicode: boolean;
  /** An unknown escape: an error, or (PHP's and Ruby's single quotes) the backslash kept. */
  unknown: 'error' | 'keep';
  /** Characters that may not stand unescaped inside the literal. */
  forbidden?: RegExp;
  /** What may not follow an unescaped character inside the literal (Ruby's `#{`, `#@`, `#$`). */
  interpolation?: RegExp;
}

const C_ESCAPES = { '\\': '\\', '"': '"', n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

export const GO: LiteralSyntax = {
  quote: '"',
  escapes: { ...C_ESCAPES, a: '\x07', v: '\v' },
  unicode: true,
  unknown: 'error',
  forbidden: /[\n\0\uFEFF]/,
};
export const CSHARP: LiteralSyntax = {
  quote: '"',
  escapes: { ...C_ESCAPES, "'": "'", 0: '\0', a: '\x07', v: '\v' },
  unicode: true,
  unknown: 'error',
  forbidden: /[\n\r\u0085\u2028\u2029]/,
};
export const RUBY_DOUBLE: LiteralSyntax = {
  quote: '"',
  escapes: { ...C_ESCAPES, '#': '#', "'": "'", a: '\x07', v: '\v', e: '\x1b', s: ' ' },
  unicode: true,
  unknown: 'error',
  interpolation: /^#[{@$]/,
};
export const SINGLE_QUOTED: LiteralSyntax = {
  quote: "'",
  escapes: { '\\': '\\', "'": "'" },
  unicode: false,
  unknown: 'keep',
};

/** The value of a literal, or an error that says what the language would refuse. */
export function readLiteral(literal: string, syntax: LiteralSyntax): string {
  const { quote } = syntax;
  if (!literal.startsWith(quote) || !literal.endsWith(quote) || literal.length < 2)
    throw new Error(`not a literal: ${literal}`);
  const inner = literal.slice(1, -1);
  let out = '';
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    if (c === quote) throw new Error(`unescaped quote at ${i} in ${literal}`);
    if (syntax.forbidden?.test(c)) throw new Error(`raw ${JSON.stringify(c)} at ${i} in ${literal}`);
    if (syntax.interpolation?.test(inner.slice(i))) throw new Error(`interpolation at ${i} in ${literal}`);
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = inner[i + 1];
    if (next === undefined) throw new Error(`a backslash ends ${literal}`);
    if (next in syntax.escapes) {
      out += syntax.escapes[next];
      i++;
    } else if (next === 'u' && syntax.unicode && /^[0-9a-fA-F]{4}$/.test(inner.slice(i + 2, i + 6))) {
      out += String.fromCharCode(Number.parseInt(inner.slice(i + 2, i + 6), 16));
      i += 5;
    } else if (syntax.unknown === 'keep') out += c;
    else throw new Error(`unknown escape \\${next} in ${literal}`);
  }
  return out;
}

/** The first literal in `code` after `before` (quoted, or Go's raw backquoted string), as written. */
export function literalAfter(code: string, before: string, quote = '"'): string {
  const start = code.indexOf(before);
  if (start < 0) throw new Error(`no ${before} in:\n${code}`);
  const from = start + before.length;
  if (code[from] === '`') return code.slice(from, code.indexOf('`', from + 1) + 1);
  if (code[from] !== quote) throw new Error(`no literal after ${before}: ${code.slice(from, from + 20)}`);
  let i = from + 1;
  while (code[i] !== quote) i += code[i] === '\\' ? 2 : 1;
  return code.slice(from, i + 1);
}

/**
 * Whether the brackets of a program pair up once its string literals (matched by `strings`) are taken out, and no
 * quote is left over: what a parser would refuse first in a generated program.
 */
export function bracketProblem(code: string, strings: RegExp): string | undefined {
  const open: string[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  for (const c of code.replace(strings, '')) {
    if ('([{'.includes(c)) open.push(c);
    else if (c in pairs && open.pop() !== pairs[c]) return `unpaired ${c}`;
    else if (c === '"' || c === "'" || c === '`') return `stray ${c}`;
  }
  return open.length ? `unclosed ${open.join('')}` : undefined;
}

export const GO_STRINGS = /`[^`]*`|"(?:[^"\\\n]|\\.)*"/g;
export const CSHARP_STRINGS = /"(?:[^"\\\n]|\\.)*"/g;
/** PHP and Ruby: single- and double-quoted, across lines; Ruby's `#{...}` holds quotes of its own, paired too. */
export const SCRIPT_STRINGS = /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g;
