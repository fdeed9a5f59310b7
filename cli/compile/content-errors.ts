import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'jsonc-parser';
import { loadConfig, type LoadedConfig } from '../config/load-config.ts';
import { sortDiagnostics, UserError, type Diagnostic } from '../util/diagnostics.ts';
import { loadSources } from './load-sources.ts';

/**
 * Loads the config; when it is refused, the UserError lists the content's errors too (see
 * contentErrorsDespiteConfig), for build and watch alike.
 */
export function loadConfigWithContentErrors(configPath: string, cwd: string, drafts: boolean): LoadedConfig {
  try {
    return loadConfig(configPath, cwd);
  } catch (e) {
    if (e instanceof UserError) throw new UserError(sortDiagnostics([...e.diagnostics, ...contentErrorsDespiteConfig(configPath, cwd, drafts)]));
    throw e;
  }
}

/**
 * The errors of the Markdown and category files, for a run whose config was refused: the writer then sees every
 * mistake at once, not the content's only after the config is fixed. The content folder is the config's
 * `contentDir` when it can be read as a string, else the default; links are not checked, as they need the config.
 */
function contentErrorsDespiteConfig(configPath: string, cwd: string, drafts: boolean): Diagnostic[] {
  const configFile = path.resolve(cwd, configPath);
  const contentDir = contentDirOf(configFile);
  return contentDir ? loadSources(contentDir, cwd, drafts).diagnostics : [];
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
