import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES } from '../../../cli/core/diagnostic-codes.ts';
import { repoRoot } from '../../helpers/temp-project.ts';

const codes = Object.keys(DIAGNOSTIC_CODES) as (keyof typeof DIAGNOSTIC_CODES)[];

/** The README's table of codes, one row per code in the list's order. */
function codesTable(): string {
  const rows = codes.map(
    (code) => `| \`${code}\` | ${DIAGNOSTIC_CODES[code].description} | \`${DIAGNOSTIC_CODES[code].example}\` |`,
  );
  return ['| code | what | example |', '| --- | --- | --- |', ...rows].join('\n');
}

function sourcesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(dir, f));
}

describe('the diagnostic codes', () => {
  it('are each made somewhere in the compiler, so the list names no kind that cannot happen', () => {
    const list = path.join(repoRoot, 'cli/core/diagnostic-codes.ts');
    const source = sourcesUnder(path.join(repoRoot, 'cli'))
      .filter((file) => file !== list)
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    expect(codes.filter((code) => !source.includes(`'${code}'`))).toEqual([]);
  });

  it('are lowercase words joined by hyphens, and their examples read as the default reporter prints', () => {
    for (const code of codes) {
      expect(code).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
      expect(DIAGNOSTIC_CODES[code].example).toMatch(/^[\w./-]+:\d+:\d+: \S/);
      expect(DIAGNOSTIC_CODES[code].example).not.toMatch(/[|`\n]/);
    }
  });

  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  // The README gains its "Diagnostics and CI" section when this work is merged; from then on it must match the list.
  it.runIf(readme.includes('## Diagnostics and CI'))(
    'are listed in the README, each with its description and example',
    () => {
      expect(readme).toContain(codesTable());
    },
  );
});
