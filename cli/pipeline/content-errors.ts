import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'jsonc-parser';
import { loadConfig, type LoadedConfig } from '../sources/config/load-config.ts';
import { sortDiagnostics, UserError, type Diagnostic } from '../core/diagnostics.ts';
import { loadSources } from '../sources/load-sources.ts';

/**
 * Loads the config; when it is refused, the UserError lists the content's errors too (see
 * contentErrorsDespiteConfig), for build and watch alike.
 */
export function loadConfigWithContentErrors(configPath: string, cwd: string, drafts: boolean): LoadedConfig {
  try {
    return loadConfig(configPath, cwd);
  } catch (e) {
    if (e instanceof UserError)
      throw new UserError(sortDiagnostics([...e.diagnostics, ...contentErrorsDespiteConfig(configPath, cwd, drafts)]));
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
  const docs = docsFolderOf(configFile);
  // The docs' route does not change which sources are wrong: any base finds the same duplicates.
  return docs ? loadSources({ route: '/', ...docs }, cwd, drafts).diagnostics : [];
}

/**
 * The docs folder the config names (`docs.path`, else `<contentDir>/docs`) with its `docs.exclude`, as far as they
 * can be read, if the folder exists; none when the config cannot be read at all.
 */
function docsFolderOf(configFile: string): { dir: string; exclude?: string[] } | undefined {
  try {
    const raw = parse(fs.readFileSync(configFile, 'utf8')) as
      | { contentDir?: unknown; docs?: { path?: unknown; exclude?: unknown } }
      | undefined;
    const configDir = path.dirname(configFile);
    const named = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
    const contentDir = path.resolve(configDir, named(raw?.contentDir) ?? 'content');
    const docsPath = named(raw?.docs?.path);
    const dir = docsPath === undefined ? path.join(contentDir, 'docs') : path.resolve(configDir, docsPath);
    const exclude = raw?.docs?.exclude;
    if (!fs.statSync(dir).isDirectory()) return undefined;
    return Array.isArray(exclude) && exclude.every((glob) => typeof glob === 'string') ? { dir, exclude } : { dir };
  } catch {
    return undefined;
  }
}
