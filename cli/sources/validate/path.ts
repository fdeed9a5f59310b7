/** A key as a path prints it: `title` after a dot, anything else in brackets and quotes (`["a(b"]`). */
function join(path: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`;
}

/** ["navbar", "items", 2, "to"] -> "navbar.items[2].to", as every validation message names the key it is about. */
export function formatJsonPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>((path, s) => (typeof s === 'number' ? `${path}[${s}]` : join(path, String(s))), '');
}
