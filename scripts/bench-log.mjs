// bench/LOG.md, the bench's log: every run of `npm run bench` appends an entry with its date, the commit it measured
// and the tables it printed, so that a measurement is kept with its date rather than copied into the documentation.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Rows as console.table prints them, as a Markdown table: a column per key any row has, in the order first seen. */
export function markdownTable(rows) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value) =>
    value === undefined
      ? ''
      : String(value)
          .replace(/\|/g, '\\|')
          .replace(/\s*\n\s*/g, ' ');
  return [
    `| ${columns.map(cell).join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((column) => cell(row[column])).join(' | ')} |`),
  ].join('\n');
}

/** Today's date as the log writes it, YYYY-MM-DD in the machine's time zone. */
export function today(now = new Date()) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The commit measured (`git rev-parse --short HEAD`), saying so when tracked files differ from it. */
export function currentCommit(root) {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  if (head.status !== 0) return 'unknown';
  const clean = spawnSync('git', ['diff', '--quiet', 'HEAD'], { cwd: root }).status === 0;
  return `${head.stdout.trim()}${clean ? '' : ' (with uncommitted changes)'}`;
}

/** One entry: a heading with the date and commit, the sizes measured, then each table (rows) or line as printed; empty tables are left out. */
export function benchLogEntry({ date, commit, pages, parts }) {
  const blocks = parts
    .filter((part) => typeof part === 'string' || part.length > 0)
    .map((part) => (typeof part === 'string' ? part : markdownTable(part)));
  return [`## ${date}, commit ${commit}`, `\`npm run bench --pages ${pages.join(',')}\``, ...blocks].join('\n\n');
}

/** Appends an entry at the end of the log, after a blank line; a missing log is started with its title. */
export function appendBenchLog(file, entry) {
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const start =
    before === '' ? '# Bench log\n\n' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  fs.appendFileSync(file, `${start}${entry}\n`);
}
