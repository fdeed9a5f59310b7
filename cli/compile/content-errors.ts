import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'jsonc-parser';
import type { Diagnostic } from '../util/diagnostics.ts';
import { loadSources } from './load-sources.ts';

/**
 * The errors of the Markdown and category files, for a run whose config was refused: the writer then sees every
 * mistake at once, not the content's only after the config is fixed. The content folder is the config's
 * `contentDir` when it can be read as a string, else the default; links are not checked, as they need the config.
 */
export function contentErrorsDespiteConfig(configPath: string, cwd: string): Diagnostic[] {
  const configFile = path.resolve(cwd, configPath);
  const contentDir = contentDirOf(configFile);
  return contentDir ? loadSources(contentDir, cwd, false).diagnostics : [];
}

/** The content folder the config names, if it holds a docs folder; none when the config cannot be read at all. */
function contentDirOf(configFile: string): string | undefined {
  try {
    const raw = parse(fs.readFileSync(configFile, 'utf8')) as { contentDir?: unknown } | undefined;
    const contentDir = path.resolve(path.dirname(configFile), typeof raw?.contentDir === 'string' && raw.contentDir.trim() ? raw.contentDir : 'content');
    return fs.statSync(path.join(contentDir, 'docs')).isDirectory() ? contentDir : undefined;
  } catch {
    return undefined;
  }
}
