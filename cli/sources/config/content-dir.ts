import fs from 'node:fs';
import path from 'node:path';
import { docsConfigSchema } from './schema.ts';

/** A config file's text. Editors on Windows may save a byte order mark; it is not part of the JSON, and columns do not count it. */
export function readConfigText(configFile: string): string {
  return fs.readFileSync(configFile, 'utf8').replace(/^\uFEFF/, '');
}

/**
 * The absolute content folder that a config names, for the build and for the watcher alike. The watcher reads the
 * config even while it is refused, so `config` may be anything JSON holds: a `contentDir` the schema refuses, or
 * none, means the schema's default, beside the config file.
 */
export function contentDirOf(configFile: string, config: unknown): string {
  const named =
    typeof config === 'object' && config !== null ? (config as { contentDir?: unknown }).contentDir : undefined;
  const checked = docsConfigSchema.shape.contentDir.safeParse(named);
  const contentDir = checked.success ? checked.data : docsConfigSchema.shape.contentDir.parse(undefined);
  return path.resolve(path.dirname(configFile), contentDir);
}
