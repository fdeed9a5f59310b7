/**
 * The offset of a comma right before the "}" or "]" at `offset`, where jsonc-parser reports a trailing comma (as a
 * missing name or value): the mistake is the comma, so messages point at it. Shared by the config's errors and the
 * viewer's JSON fields.
 */
export function trailingCommaAt(text: string, offset: number): number | undefined {
  const before = text.slice(0, offset).trimEnd();
  const next = text.slice(offset).trimStart()[0];
  return before.endsWith(',') && (next === '}' || next === ']') ? before.length - 1 : undefined;
}
