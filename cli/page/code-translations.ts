import fs from 'node:fs';
import path from 'node:path';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import { error, type Diagnostic } from '../core/diagnostics.ts';

export interface CodeTranslations {
  /** Message by id. */
  messages: ReadonlyMap<string, string>;
  diagnostics: Diagnostic[];
}

const cache = new WeakMap<LoadedConfig, CodeTranslations>();

/**
 * The site's code translations, as Docusaurus reads them for `<Translate>` and `translate()`:
 * `i18n/<locale path>/code.json` beside the config, `{ "id": { "message": "…", "description": "…" } }` (a bare string
 * is read as the message). Without the file, every text is the message written in the code.
 */
export function codeTranslations(loaded: LoadedConfig, cwd: string): CodeTranslations {
  let translations = cache.get(loaded);
  if (!translations) {
    translations = read(path.join(loaded.rootDir, 'i18n', loaded.config.locale.path, 'code.json'), cwd);
    cache.set(loaded, translations);
  }
  return translations;
}

function read(file: string, cwd: string): CodeTranslations {
  const messages = new Map<string, string>();
  if (!fs.existsSync(file)) return { messages, diagnostics: [] };
  const display = path.relative(cwd, file);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (problem) {
    const why = problem instanceof Error ? problem.message : String(problem);
    return {
      messages,
      diagnostics: [error('code-translations', display, 1, 1, `not valid JSON (${why}); fix it or remove the file`)],
    };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return {
      messages,
      diagnostics: [
        error(
          'code-translations',
          display,
          1,
          1,
          'expected an object of { "id": { "message": "…" } }, as Docusaurus writes it',
        ),
      ],
    };
  for (const [id, entry] of Object.entries(json)) {
    const message = typeof entry === 'string' ? entry : (entry as { message?: unknown } | null)?.message;
    if (typeof message === 'string') messages.set(id, message);
  }
  return { messages, diagnostics: [] };
}
