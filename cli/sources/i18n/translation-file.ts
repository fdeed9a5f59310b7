import fs from 'node:fs';
import path from 'node:path';
import type { DiagnosticCode } from '../../core/diagnostic-codes.ts';
import { error, type Diagnostic } from '../../core/diagnostics.ts';
import { translatedDocsDirOf } from '../config/site-layout.ts';

export interface TranslationMessages {
  /** Message by key. */
  messages: ReadonlyMap<string, string>;
  diagnostics: Diagnostic[];
}

/**
 * One of Docusaurus's translation files (`code.json`, `current.json`, `navbar.json`, `footer.json`):
 * `{ "key": { "message": "…", "description": "…" } }`, a bare string read as the message. A missing file translates
 * nothing, as in Docusaurus.
 */
export function readTranslationFile(file: string, cwd: string, code: DiagnosticCode): TranslationMessages {
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
      diagnostics: [error(code, display, 1, 1, `not valid JSON (${why}); fix it or remove the file`)],
    };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    const expected = 'expected an object of { "id": { "message": "…" } }, as Docusaurus writes it';
    return { messages, diagnostics: [error(code, display, 1, 1, expected)] };
  }
  for (const [id, entry] of Object.entries(json)) {
    const message = typeof entry === 'string' ? entry : (entry as { message?: unknown } | null)?.message;
    if (typeof message === 'string') messages.set(id, message);
  }
  return { messages, diagnostics: [] };
}

/**
 * A translation's labels of a docs version's sidebars (`i18n/<name>/docusaurus-plugin-content-docs/current.json`, or
 * `version-<name>.json`; an instance's in `docusaurus-plugin-content-docs-<id>/`); none in the default locale's build.
 */
export function sidebarLabelsOf(
  loaded: Parameters<typeof translatedDocsDirOf>[0],
  version: string,
  cwd: string,
  instanceId?: string,
): TranslationMessages {
  const dir = translatedDocsDirOf(loaded, version, instanceId);
  return dir ? readTranslationFile(`${dir}.json`, cwd, 'translation-file') : { messages: new Map(), diagnostics: [] };
}
