import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { runDocsgen } from './cli.ts';
import { repoRoot } from './temp-project.ts';

/** A Docusaurus fixture site (tests/fixtures/migrate/<fixture>) copied into a new temporary folder and migrated. */
export function migratedCopy(fixture: string): string {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), `docsgen-${fixture}-`));
  fs.cpSync(path.join(repoRoot, 'tests/fixtures/migrate', fixture), to, { recursive: true });
  const migrated = runDocsgen(['migrate'], to);
  expect(migrated.status, migrated.stderr).toBe(0);
  return to;
}
