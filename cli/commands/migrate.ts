import fs from 'node:fs';
import path from 'node:path';
import { migrate } from '../migrate/migrate.ts';
import { formatNote } from '../migrate/notes.ts';

export interface MigrateOptions {
  /** The Docusaurus site's folder. */
  siteDir: string;
  /** Where to write; by default docs.config.json beside the Docusaurus config. */
  out?: string;
  cwd?: string;
}

export interface MigrateSummary {
  file: string;
  /** One line per thing left out, with what to do instead. */
  notes: string[];
}

/** `docsgen migrate`: writes docs.config.json for a Docusaurus site. Throws MigrateError when the site cannot be read. */
export async function runMigrate(options: MigrateOptions): Promise<MigrateSummary> {
  const cwd = options.cwd ?? process.cwd();
  const siteDir = path.resolve(cwd, options.siteDir);
  const outFile = options.out ? path.resolve(cwd, options.out) : path.join(siteDir, 'docs.config.json');
  const result = await migrate(siteDir, outFile);
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, `${JSON.stringify(result.config, null, 2)}\n`);
  return { file: path.relative(cwd, outFile) || outFile, notes: result.notes.map(formatNote) };
}
