/** One thing migrate could not carry over, and what the writer can do instead: printed as one line. */
export interface MigrateNote {
  /** The Docusaurus file it is about, relative to the site folder ("docusaurus.config.js", "src/theme"). */
  file: string;
  /** Where in that file, as a key path ("themeConfig.navbar.items[2]"); empty for the file as a whole. */
  at: string;
  message: string;
}

export function formatNote(note: MigrateNote): string {
  return `${note.file}: ${note.at ? `${note.at}: ` : ''}${note.message}`;
}

/** Collects notes about one file; `at` paths are joined as JavaScript would write them. */
export class Notes {
  constructor(
    readonly file: string,
    readonly list: MigrateNote[] = [],
  ) {}

  add(at: string, message: string): void {
    this.list.push({ file: this.file, at, message });
  }

  /** The same collector for another file, sharing the list. */
  forFile(file: string): Notes {
    return new Notes(file, this.list);
  }
}

/** "a.b" + "c" = "a.b.c"; "a" + 2 = "a[2]". */
export function keyPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  return base ? `${base}.${key}` : key;
}

/** A plain object from a config (not an array, not a function, not a stub). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringOr(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
