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
 * String literals of the sample languages: double-quoted with escapes; single-quoted with escapes, or without in a
 * shell. Shells and PHP let a quoted string go on over lines (a request body), the others end it at the line. A
 * backslash outside them is passed over with the character it escapes (a shell's `'it'\''s'`), and so are a
 * JavaScript template literal and a Go raw string.
 */
const ESCAPE = String.raw`\\.`;
const DOUBLE = String.raw`"(?:[^"\\\n]|\\.)*"`;
const SINGLE = String.raw`'(?:[^'\\\n]|\\.)*'`;
const MULTILINE_SINGLE = String.raw`'(?:[^'\\]|\\.)*'`;
const SHELL_SINGLE = String.raw`'[^']*'`;
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
  php: literalsOf(ESCAPE, DOUBLE, MULTILINE_SINGLE),
  ruby: literalsOf(ESCAPE, DOUBLE, SINGLE),
};
/** Where the expressions above read a backtick as a literal; elsewhere it is a command, holding code. */
const READS_BACKTICKS = new Set(['javascript', 'go']);
/** Where a backslash in a quoted string is an escape; in a shell's single quotes it is text, coloured as such. */
const SHELL = new Set(['bash']);

/**
 * Escapes every sample grammar colours as two characters, whatever follows them. A string holding any other (`\u00e9`,
 * `\x41`, `\101`, whose length depends on what follows) is left as it is.
 */
const SHORT_ESCAPE = /\\["'\\/nrt]/y;

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
    if (literal[0] === '\\') return literal;
    const text = literal.slice(1, -1);
    // An empty one stays: `""` next to a quote may be the start of a triple-quoted string.
    if (!text || (lang === 'php' && PHP_SQL.test(text))) return literal;
    // A template literal may hold code (`${…}`); a Go raw string and a shell's single quotes have no escapes.
    if (literal[0] === '`' && text.includes('${')) return literal;
    const escapes = literal[0] !== '`' && !(SHELL.has(lang) && literal[0] === "'");
    const masked = maskRuns(text, escapes, texts);
    return masked === undefined ? literal : `${literal[0]}${masked}${literal[0]}`;
  });
  return texts.length ? { shape, texts } : undefined;
}

/**
 * A string's text with each run that a grammar colours as plain string text replaced by the placeholder (its text
 * pushed to `texts`): runs end at an escape (kept as written, when `escapes`) and at a line break. A run holding a
 * character coloured apart stays as written. Undefined, with `texts` as it was, for a string holding an escape whose
 * length depends on what follows it.
 */
function maskRuns(text: string, escapes: boolean, texts: string[]): string | undefined {
  const taken: string[] = [];
  let out = '';
  let run = '';
  const endRun = () => {
    if (run && !COLOURED_APART.test(run)) {
      taken.push(run);
      out += PLACEHOLDER;
    } else out += run;
    run = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (escapes && char === '\\') {
      SHORT_ESCAPE.lastIndex = i;
      if (!SHORT_ESCAPE.test(text)) return undefined;
      endRun();
      out += text.slice(i, i + 2);
      i++;
    } else if (char === '\n') {
      endRun();
      out += char;
    } else run += char;
  }
  endRun();
  texts.push(...taken);
  return out;
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
