import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface TempProject {
  dir: string;
  file(rel: string): string;
  write(rel: string, content: string | Buffer): void;
  read(rel: string): string;
  remove(rel: string): void;
}

/** A throwaway copy of a fixture project under the system temp folder. */
export function tempProject(fixture = 'basic'): TempProject {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `docsgen-${fixture.replace(/\//g, '-')}-`));
  fs.cpSync(path.join(repoRoot, 'tests/fixtures', fixture), dir, { recursive: true });
  const file = (rel: string) => path.join(dir, rel);
  return {
    dir,
    file,
    write: (rel, content) => {
      fs.mkdirSync(path.dirname(file(rel)), { recursive: true });
      fs.writeFileSync(file(rel), content);
    },
    read: (rel) => fs.readFileSync(file(rel), 'utf8'),
    remove: (rel) => fs.rmSync(file(rel), { recursive: true, force: true }),
  };
}

/**
 * docs.config.json as the tests edit it: any JSON, including shapes the compiler must refuse, so no config type fits.
 */
// biome-ignore lint/suspicious/noExplicitAny: tests write arbitrary, often invalid, JSON into the config on purpose.
export type EditableConfig = Record<string, any>;

/** Edits the project's docs.config.json as an object. */
export function editConfig(project: TempProject, edit: (config: EditableConfig) => void): void {
  const config = JSON.parse(project.read('docs.config.json'));
  edit(config);
  project.write('docs.config.json', JSON.stringify(config, null, 2));
}
