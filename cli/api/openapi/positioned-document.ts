/** A YAML (or JSON) document that remembers where each value was written. */
export interface PositionedDocument {
  value: unknown;
  /** YAML syntax errors, 1-based. */
  errors: { line: number; column: number; message: string }[];
  /**
   * Where the values, its YAML aliases copied out, go past MAX_API_VALUES, and why (1-based): the document is then
   * never walked, and `value` must not be. JSON has no aliases: never set for it.
   */
  tooLarge?: { line: number; column: number; message: string };
  /** Line and column of the node at a path, or of its closest existing parent. */
  locate(segments: (string | number)[]): { line: number; column: number };
  /** Line and column of the key that names the last segment, e.g. an unknown key. */
  locateKey(segments: (string | number)[]): { line: number; column: number };
  /** Where a `$ref` with this exact target is written. */
  locateRef(target: string): { line: number; column: number } | undefined;
}
