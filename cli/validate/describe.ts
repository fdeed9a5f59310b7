/** Values quoted in messages stay this short, so that one line says what is wrong with a long one. */
const MAX_EXCERPT = 60;

/** `text` cut to at most 60 characters, the cut marked with "…". */
export function excerpt(text: string): string {
  return text.length <= MAX_EXCERPT ? text : `${text.slice(0, MAX_EXCERPT - 1)}…`;
}

/** A value as written in JSON, cut short: `"sem-barra"`, `{"date":5}`. */
export function quote(value: unknown): string {
  // A string is cut before it is quoted, so that its closing quote stays; escapes may still need the last cut.
  const short = typeof value === 'string' && value.length > MAX_EXCERPT - 2 ? `${value.slice(0, MAX_EXCERPT - 3)}…` : value;
  return excerpt(JSON.stringify(short) ?? String(value));
}

/** What a value of the wrong kind is, with the value: `the string "x"`, `the number 42`, `null`, `["a",1]`. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return `the string ${quote(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (value === undefined) return 'nothing';
  return quote(value);
}
