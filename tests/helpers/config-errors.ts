import { loadConfig } from '../../cli/sources/config/load-config.ts';
import { formatDiagnostic, UserError } from '../../cli/core/diagnostics.ts';

/** The errors `loadConfig` refuses a project's config with, as the terminal prints them; none when it is accepted. */
export function configErrors(dir: string, file = 'docs.config.json'): string[] {
  try {
    loadConfig(file, dir);
  } catch (e) {
    if (e instanceof UserError) return e.diagnostics.map(formatDiagnostic);
    throw e;
  }
  return [];
}
