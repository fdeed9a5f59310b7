/** Rows as console.table prints them, as a Markdown table: a column per key any row has, in the order first seen. */
export function markdownTable(rows: Record<string, unknown>[]): string;
/** Today's date as the log writes it, YYYY-MM-DD in the machine's time zone. */
export function today(now?: Date): string;
/** The commit measured (`git rev-parse --short HEAD`), saying so when tracked files differ from it. */
export function currentCommit(root: string): string;
/** One entry: a heading with the date and commit, the sizes measured, then each table (rows) or line as printed; empty tables are left out. */
export function benchLogEntry(entry: {
  date: string;
  commit: string;
  pages: number[];
  parts: (string | Record<string, unknown>[])[];
}): string;
/** Appends an entry at the end of the log, after a blank line; a missing log is started with its title. */
export function appendBenchLog(file: string, entry: string): void;
