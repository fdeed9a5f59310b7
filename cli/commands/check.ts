import { compileSite } from '../pipeline/compile-site.ts';
import { checkSinks } from '../pipeline/model.ts';
import { loadConfigWithContentErrors } from '../pipeline/content-errors.ts';
import { sameDiagnostic, sortDiagnostics, UserError, type Diagnostic } from '../core/diagnostics.ts';
import { localeSites } from '../sources/i18n/locale-sites.ts';

export interface CheckOptions {
  config: string;
  cwd?: string;
  /** Warnings fail the check too, as they fail `build --strict`. */
  strict?: boolean;
}

export interface CheckResult {
  pages: number;
  ms: number;
  /** What Docusaurus tolerates; the check passed. */
  warnings: Diagnostic[];
}

/**
 * `docsgen check`: every check of `build` (config, front matter, links, anchors, files, API descriptions, MDX) on
 * the same compile, stopped before anything a site needs only to be served: no code is highlighted, no search index
 * built, nothing written. Throws UserError listing every problem, as `build` does.
 */
export async function check(options: CheckOptions): Promise<CheckResult> {
  const started = performance.now();
  const cwd = options.cwd ?? process.cwd();
  const loaded = loadConfigWithContentErrors(options.config, cwd, false);
  // Every locale is checked, a translation's pages as its build reads them; a problem its untranslated pages share
  // with the default locale's is reported once.
  const { sites, diagnostics: found } = localeSites(loaded, cwd);
  let pages = 0;
  for (const site of sites) {
    const compiled = await compileSite(site, { drafts: false, cwd, sinks: checkSinks() });
    pages += compiled.checkedPages ?? 0;
    for (const problem of compiled.diagnostics) if (!found.some((d) => sameDiagnostic(d, problem))) found.push(problem);
  }
  const sorted = sortDiagnostics(options.strict ? found.map((d) => ({ ...d, severity: 'error' as const })) : found);
  if (sorted.some((d) => d.severity === 'error')) throw new UserError(sorted);
  return { pages, ms: performance.now() - started, warnings: sorted };
}

export function formatCheckSummary(result: CheckResult): string {
  const warnings = result.warnings.length;
  return `docsgen: checked ${result.pages} pages in ${(result.ms / 1000).toFixed(2)} s: no errors${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}`;
}
