import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIAGNOSTIC_CODES } from '../../../cli/core/diagnostic-codes.ts';
import { repoRoot } from '../../helpers/temp-project.ts';

const codes = Object.keys(DIAGNOSTIC_CODES) as (keyof typeof DIAGNOSTIC_CODES)[];

/** The documentation's table of codes (docs/pages/ci/diagnostics.md), one row per code in the list's order. */
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

  it('are listed in the documentation under "Diagnostic codes", each with its description and example', () => {
    const page = fs.readFileSync(path.join(repoRoot, 'docs/pages/ci/diagnostics.md'), 'utf8');
    const heading = page.search(/^## Diagnostic codes$/m);
    expect(heading, 'docs/pages/ci/diagnostics.md has no "## Diagnostic codes" heading').toBeGreaterThanOrEqual(0);
    expect(page.slice(heading)).toContain(codesTable());
  });
});
