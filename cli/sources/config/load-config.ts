import fs from 'node:fs';
import path from 'node:path';
import type { JSONPath } from 'jsonc-parser';
import { error, sortDiagnostics, UserError } from '../../core/diagnostics.ts';
import { jsonSyntaxErrors, readJson } from '../validate/json-source.ts';
import { check, diagnosticsAt } from '../validate/validate.ts';
import { contentDirOf, readConfigText } from './content-dir.ts';
import { projectRootProblems } from './project-root.ts';
import { docsConfigSchema } from './schema.ts';
import type { DocsConfig } from './types.ts';
import type { SiteLocale } from '../../../format/site-format.ts';

export interface LoadedConfig {
  config: DocsConfig;
  /** The config file as the writer names it (relative to the working directory). */
  file: string;
  /** Absolute folder of the config file; content paths resolve from here. */
  rootDir: string;
  /** Absolute path of the Markdown folder. */
  contentDir: string;
  /** Where a key sits in the file, for diagnostics about its value. */
  locate(jsonPath: JSONPath): { line: number; column: number };
  /** On a site with translations (the config's `locales`), the locale this build is of (see localeSites). */
  i18n?: LocaleBuild;
}

/** One locale's build of a site with translations. */
export interface LocaleBuild {
  /** Every locale the site is built in, the default first: the language menu and the hreflang alternates. */
  locales: SiteLocale[];
  /** Absent for the default locale's build. */
  translation?: {
    /** The locale's name, its folder of i18n/ ("en"). */
    name: string;
    /** The default locale's label, which the note on a page not yet translated names. */
    defaultLabel: string;
  };
}

/** Stage 1: read and validate `docs.config.json`. Throws UserError with every problem found. */
export function loadConfig(configPath: string, cwd = process.cwd()): LoadedConfig {
  const absolute = path.resolve(cwd, configPath);
  const file = path.relative(cwd, absolute) || configPath;
  let text: string;
  try {
    text = readConfigText(absolute);
  } catch (e) {
    // No config at all is how every site starts: say the two ways to write one.
    const start =
      (e as NodeJS.ErrnoException).code === 'ENOENT'
        ? '; to start a site, run docsgen init (a new site) or docsgen migrate (from a Docusaurus site)'
        : '';
    throw new UserError([
      error('invalid-config', file, 1, 1, `cannot read the config file; expected a JSON file at ${absolute}${start}`),
    ]);
  }
  if (!text.trim())
    throw new UserError([
      error(
        'invalid-config',
        file,
        1,
        1,
        'invalid JSON: the file is empty; expected an object such as { "title": "…" }',
      ),
    ]);
  const json = readJson(text);
  if (!json.ok) throw new UserError(jsonSyntaxErrors('invalid-config', file, text, json, 'invalid JSON'));
  const checked = check(docsConfigSchema, json.value);
  const problems = [...json.duplicates, ...(checked.ok ? [] : checked.problems)];
  if (!checked.ok || problems.length)
    throw new UserError(sortDiagnostics(diagnosticsAt(file, problems, json.positions, { invalid: 'invalid-config' })));
  const config = checked.data;
  const rootDir = path.dirname(absolute);
  const contentDir = contentDirOf(absolute, config);
  const contentStat = fs.statSync(contentDir, { throwIfNoEntry: false });
  // A config that names its docs folder (a Docusaurus repository's docs/) needs no content folder.
  const needed = contentStat !== undefined || config.docs.path === undefined;
  if (needed && contentStat?.isDirectory() !== true) {
    const at = json.positions.locate(['contentDir'], 'value');
    const why = contentStat ? `${contentDir} is a file` : `${contentDir} does not exist`;
    throw new UserError([
      error('invalid-config', file, at.line, at.column, `contentDir: expected a folder holding docs/, but ${why}`),
    ]);
  }
  const outside = projectRootProblems(rootDir, config);
  if (outside.length)
    throw new UserError(
      outside.map(({ at, code, message }) => {
        const { line, column } = json.positions.locate(at, 'value');
        return error(code, file, line, column, message);
      }),
    );
  return { config, file, rootDir, contentDir, locate: (jsonPath) => json.positions.locate(jsonPath, 'value') };
}

/** A path under the project as the writer would type it where they ran docsgen: relative to that folder, like `file`. */
export function fromWorkingDir(loaded: Pick<LoadedConfig, 'file' | 'rootDir'>, absolute: string): string {
  return path.join(path.dirname(loaded.file), path.relative(loaded.rootDir, absolute));
}
