/** Values quoted in messages stay this short, so that one line says what is wrong with a long one. */
const MAX_EXCERPT = 60;

/** `text` cut to at most 60 characters, the cut marked with "…". */
export function excerpt(text: string): string {
  return text.length <= MAX_EXCERPT ? text : `${text.slice(0, MAX_EXCERPT - 1)}…`;
}

/** A value as written in JSON, cut short: `"sem-barra"`, `{"date":5}`. */
export function quote(value: unknown): string {
  // A string is cut before it is quoted, so that its closing quote stays; escapes may still need the last cut.
  const short =
    typeof value === 'string' && value.length > MAX_EXCERPT - 2 ? `${value.slice(0, MAX_EXCERPT - 3)}…` : value;
  return excerpt(boundedJson(short, MAX_EXCERPT + 1) ?? String(value));
}

/**
 * JSON.stringify that stops once it has written `limit` characters. YAML aliases let a few lines of front matter
 * stand for billions of values (`a1: &a1 [*a0, *a0, …]` nine levels deep), which JSON.stringify would write out
 * whole, or die trying; this visits only what it writes.
 */
export function boundedJson(value: unknown, limit: number): string | undefined {
  let out = '';
  const write = (v: unknown, depth: number): void => {
    if (out.length >= limit) return;
    if (Array.isArray(v) || (typeof v === 'object' && v !== null)) {
      if (depth > 20) {
        out += '…';
        return;
      }
      const entries = Array.isArray(v) ? v.map((item) => [undefined, item] as const) : Object.entries(v);
      out += Array.isArray(v) ? '[' : '{';
      for (let i = 0; i < entries.length && out.length < limit; i++) {
        if (i) out += ',';
        const [key, item] = entries[i]!;
        if (key !== undefined) out += `${JSON.stringify(key)}:`;
        write(item, depth + 1);
      }
      out += Array.isArray(v) ? ']' : '}';
      return;
    }
    out += JSON.stringify(v) ?? 'null';
  };
  if (value === undefined || typeof value === 'function') return undefined;
  write(value, 0);
  return out;
}

/** What a value of the wrong kind is, with the value: `the string "x"`, `the number 42`, `null`, `["a",1]`. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return `the string ${quote(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (value === undefined) return 'nothing';
  return quote(value);
}
