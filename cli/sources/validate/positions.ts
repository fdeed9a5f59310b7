/** 1-based, as diagnostics print them. */
export interface Position {
  line: number;
  column: number;
}

/**
 * Where the parts of a parsed file are written. A path that does not exist (a missing key, a value a schema
 * produced) gives the position of its closest existing parent.
 */
export interface SourcePositions {
  /** The key named by the path's last segment (`at: 'key'`), or the value at the path. */
  locate(path: readonly PropertyKey[], at: 'key' | 'value'): Position;
}
