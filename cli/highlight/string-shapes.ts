import { escapeText } from './code-html.ts';

/**
 * Highlighting code that docsgen writes itself (an API reference's request samples) by its shape: each string literal
 * whose text a grammar colours as one run (no escape, interpolation or format placeholder) stands as one placeholder
 * character, blocks of the same shape are tokenized once, and each placeholder gets its string's text back. GitHub's
 * REST description has 1,223 operations but about 110 sample shapes per language: its 9,800 samples took 7 s of the
 * highlighting thread, nearly all of it the grammars going over the same lines with other URLs and values in them.
 */

/** A character no sample holds (Unicode's private use area), which every grammar reads as string text. */
const PLACEHOLDER = '\uE000';

/**
 * Characters that a grammar may colour apart inside a string: escapes, `$` and `#{` interpolation, `{}` of format
 * strings and f-strings, `%` and `@` placeholders, and the placeholder itself.
 */
const COLOURED_APART = /[\\$#{}%@\uE000]/;

/**
 * String literals of the sample languages, one line each: double-quoted with escapes; single-quoted with escapes, or
 * without in a shell. A backslash outside them is passed over with the character it escapes (a shell's
 * `'it'\''s'`), and so are a JavaScript template literal and a Go raw string, whole: what they hold stays as it is.
 */
const ESCAPE = String.raw`\\.`;
const DOUBLE = String.raw`"(?:[^"\\\n]|\\.)*"`;
const SINGLE = String.raw`'(?:[^'\\\n]|\\.)*'`;
const SHELL_SINGLE = String.raw`'[^'\n]*'`;
const TEMPLATE = String.raw`\`(?:[^\`\\]|\\.)*\``;
const RAW = String.raw`\`[^\`]*\``;
const literalsOf = (...kinds: string[]) => new RegExp(kinds.join('|'), 'g');
const LITERALS: Record<string, RegExp> = {
  bash: literalsOf(ESCAPE, DOUBLE, SHELL_SINGLE),
  javascript: literalsOf(ESCAPE, TEMPLATE, DOUBLE, SINGLE),
  python: literalsOf(ESCAPE, DOUBLE, SINGLE),
  go: literalsOf(ESCAPE, RAW, DOUBLE, SINGLE),
  java: literalsOf(ESCAPE, DOUBLE, SINGLE),
  csharp: literalsOf(ESCAPE, DOUBLE, SINGLE),
  php: literalsOf(ESCAPE, DOUBLE, SINGLE),
  ruby: literalsOf(ESCAPE, DOUBLE, SINGLE),
};
/** Where the expressions above read a backtick as a whole literal; elsewhere it is a command, holding code. */
const READS_BACKTICKS = new Set(['javascript', 'go']);

/** PHP's grammar colours a string that starts like an SQL statement as SQL. */
const PHP_SQL = /^\s*(select|insert|update|delete|create|replace|alter|and|with)\b/i;

export interface MaskedCode {
  /** The code with each maskable string's text replaced by the placeholder. */
  shape: string;
  /** The texts taken out, in order. */
  texts: string[];
}

/**
 * The shape of a block, or undefined when it has nothing to take out, is not in a sample language, or holds a
 * backtick its language reads as a command.
 */
export function maskStrings(code: string, lang: string): MaskedCode | undefined {
  const literals = LITERALS[lang];
  if (!literals || code.includes(PLACEHOLDER) || (!READS_BACKTICKS.has(lang) && code.includes('`'))) return undefined;
  const texts: string[] = [];
  const shape = code.replace(literals, (literal) => {
    if (literal[0] === '\\' || literal[0] === '`') return literal;
    const text = literal.slice(1, -1);
    // An empty one stays: `""` next to a quote may be the start of a triple-quoted string.
    if (!text || COLOURED_APART.test(text) || (lang === 'php' && PHP_SQL.test(text))) return literal;
    texts.push(text);
    return `${literal[0]}${PLACEHOLDER}${literal[0]}`;
  });
  return texts.length ? { shape, texts } : undefined;
}

/**
 * The highlighted HTML of a shape with each placeholder replaced by its text, HTML-escaped; undefined when the
 * placeholders are not all there, once each, so that the caller highlights the block itself.
 */
export function unmaskStrings(html: string, texts: readonly string[]): string | undefined {
  const parts = html.split(PLACEHOLDER);
  if (parts.length !== texts.length + 1) return undefined;
  let out = parts[0] as string;
  for (let i = 0; i < texts.length; i++) out += escapeText(texts[i] as string) + parts[i + 1];
  return out;
}
