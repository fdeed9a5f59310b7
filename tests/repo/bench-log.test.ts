import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appendBenchLog, benchLogEntry, currentCommit, markdownTable, today } from '../../scripts/bench-log.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-log-'));

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the bench's log", () => {
  it('writes console.table rows as a Markdown table, with every key any row has and pipes escaped', () => {
    expect(
      markdownTable([
        { pages: 1000, 'build (s)': '3.10' },
        { pages: '1000 (MDX)', 'MDX / plain': 'a|b' },
      ]),
    ).toBe(
      [
        '| pages | build (s) | MDX / plain |',
        '| --- | --- | --- |',
        '| 1000 | 3.10 |  |',
        '| 1000 (MDX) |  | a\\|b |',
      ].join('\n'),
    );
  });

  it('dates an entry and names its commit, then gives the tables and lines in the order printed', () => {
    const entry = benchLogEntry({
      date: '2026-12-01',
      commit: 'abc1234',
      pages: [1000, 10000],
      parts: [
        [{ pages: 1000, 'build (s)': '3.10' }],
        [],
        'first load of the intro at 10000 pages against 1000: +0.2 %',
      ],
    });
    expect(entry).toBe(
      [
        '## 2026-12-01, commit abc1234',
        '`npm run bench --pages 1000,10000`',
        '| pages | build (s) |\n| --- | --- |\n| 1000 | 3.10 |',
        'first load of the intro at 10000 pages against 1000: +0.2 %',
      ].join('\n\n'),
    );
  });

  it('appends each entry at the end after a blank line, leaving what is there as it was', () => {
    const log = path.join(dir, 'LOG.md');
    fs.writeFileSync(log, '# Bench log\n\n## 2026-11-26\n\nBy hand.\n');
    appendBenchLog(log, '## 2026-12-01, commit abc1234\n\nFirst.');
    appendBenchLog(log, '## 2026-12-02, commit def5678\n\nSecond.');
    expect(fs.readFileSync(log, 'utf8')).toBe(
      '# Bench log\n\n## 2026-11-26\n\nBy hand.\n\n## 2026-12-01, commit abc1234\n\nFirst.\n\n## 2026-12-02, commit def5678\n\nSecond.\n',
    );
  });

  it('starts a missing log with its title', () => {
    const log = path.join(dir, 'new-LOG.md');
    appendBenchLog(log, '## 2026-12-01, commit abc1234');
    expect(fs.readFileSync(log, 'utf8')).toBe('# Bench log\n\n## 2026-12-01, commit abc1234\n');
  });

  it("takes today's date and this checkout's short commit", () => {
    expect(today(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(currentCommit(repo)).toMatch(/^[0-9a-f]{7,}( \(with uncommitted changes\))?$/);
    expect(currentCommit(dir)).toBe('unknown');
  });
});
