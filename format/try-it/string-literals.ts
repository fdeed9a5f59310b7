import type { SampleString } from './sample-request.ts';

/**
 * String literals in each sample language. The strings are well formed (no lone surrogates: see sampleRequest), so
 * JSON's escapes (`\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t` and `\u00XX` for other control characters) are the base of
 * most of them; each function adds what its language reads differently.
 */

const hex4 = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JavaScript: JSON's string is one since ES2019, which let U+2028 and U+2029 into strings. */
export const jsString = (s: string) => JSON.stringify(s);

/** Python 3 reads JSON's escapes the same way. */
export const pyString = (s: string) => JSON.stringify(s);

/** Go's interpreted strings read JSON's escapes; its source may not hold a byte order mark anywhere. */
export const goString = (s: string) => JSON.stringify(s).replace(/\uFEFF/g, '\\ufeff');

/**
 * Java, all non-ASCII as `\uXXXX`: javac reads a source in the platform's charset before Java 18 (windows-1252 on
 * many Windows machines), so "São" written as is would reach the API as "SÃ£o".
 */
export const javaString = (s: string) => JSON.stringify(s).replace(/[^\x00-\x7f]/g, hex4);

/** C#, where U+0085, U+2028 and U+2029 end a line, so cannot stand in a regular string. */
export const csString = (s: string) => JSON.stringify(s).replace(/[\u0085\u2028\u2029]/g, hex4);

/** PHP's and Ruby's single-quoted strings: only `\\` and `\'` are escapes; newlines and the rest stand as they are. */
export const singleQuoted = (s: string) => `'${s.replace(/[\\']/g, '\\$&')}'`;

/** Ruby's double-quoted strings also read `#{`, `#@` and `#$` as interpolation: every `#` is escaped. */
export const rubyString = (s: string) => JSON.stringify(s).replace(/#/g, '\\#');

/** A POSIX shell word that the shell passes through unchanged: single quotes, each `'` closed, escaped and reopened. */
export const shellSingle = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** A sample string's parts with adjacent texts merged and empty ones left out. */
export function segments(value: SampleString): (string | { env: string })[] {
  const parts: (string | { env: string })[] = [];
  for (const part of value) {
    const last = parts.length - 1;
    if (typeof part === 'string' && typeof parts[last] === 'string') parts[last] += part;
    else if (part !== '') parts.push(part);
  }
  return parts;
}

/**
 * A sample string as one expression: a literal, an environment variable, or both joined by `join`, the language's
 * operator with its spaces (gofmt writes `"Bearer "+os.Getenv(...)` among a call's arguments).
 */
export function joined(
  value: SampleString,
  literal: (s: string) => string,
  env: (name: string) => string,
  join: string,
): string {
  const parts = segments(value);
  if (!parts.length) return literal('');
  return parts.map((part) => (typeof part === 'string' ? literal(part) : env(part.env))).join(join);
}

/** JavaScript: a template literal when an environment variable is part of a longer string. */
export function jsExpression(value: SampleString): string {
  const parts = segments(value);
  if (parts.length <= 1) return joined(parts, jsString, jsEnv, ' + ');
  const text = (s: string) => jsString(s).slice(1, -1).replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  return `\`${parts.map((part) => (typeof part === 'string' ? text(part) : `\${${jsEnv(part.env)}}`)).join('')}\``;
}
const jsEnv = (name: string) => `process.env.${name}`;

/** Ruby: interpolation, as Ruby writes it. */
export function rubyExpression(value: SampleString): string {
  const parts = segments(value);
  if (parts.length <= 1) return joined(parts, rubyString, rubyEnv, ' + ');
  return `"${parts.map((part) => (typeof part === 'string' ? rubyString(part).slice(1, -1) : `#{${rubyEnv(part.env)}}`)).join('')}"`;
}
const rubyEnv = (name: string) => `ENV.fetch(${rubyString(name)})`;

/**
 * A shell word: double quotes around the whole when its text is plain (`"Authorization: Bearer $API_TOKEN"`), so the
 * shell expands the variable and nothing else; otherwise single-quoted text next to `"$NAME"`.
 */
export function shellWord(value: SampleString): string {
  const parts = segments(value);
  if (parts.every((part) => typeof part === 'string')) return shellSingle(parts.join(''));
  if (parts.every((part) => typeof part !== 'string' || /^[\w ./:,;=+@%-]*$/.test(part))) {
    const inner = parts.map((part, i) => {
      if (typeof part === 'string') return part;
      const next = parts[i + 1];
      return typeof next === 'string' && /^\w/.test(next) ? `\${${part.env}}` : `$${part.env}`;
    });
    return `"${inner.join('')}"`;
  }
  return parts.map((part) => (typeof part === 'string' ? shellSingle(part) : `"$${part.env}"`)).join('');
}
