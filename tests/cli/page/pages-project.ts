import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { memorySinks } from '../../../cli/pipeline/model.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import { formatDiagnostic } from '../../../cli/core/diagnostics.ts';
import type { StandalonePagePayload } from '../../../format/site-format.ts';
import type { TempProject } from '../../helpers/temp-project.ts';

/**
 * A compile of a copy of tests/fixtures/standalone-pages, with its diagnostics as printed, errors and warnings apart.
 * `keepSections`: every page's sections kept in the state for an index built later (the search sink `state`).
 */
export async function compilePages(project: TempProject, drafts = false, keepSections = false) {
  const result = await compileSite(loadConfig('docs.config.json', project.dir), {
    drafts,
    cwd: project.dir,
    sinks: memorySinks(keepSections ? { search: { to: 'state' } } : {}),
  });
  const all = result.diagnostics.map(formatDiagnostic);
  return {
    ...result,
    errors: all.filter((d) => !d.includes(': warning: ')),
    warnings: all.filter((d) => d.includes(': warning: ')),
  };
}

export type CompiledPages = Awaited<ReturnType<typeof compilePages>>;

/** The payload of the standalone page at `path`, or undefined when none is listed there. */
export function pageAt(compiled: CompiledPages, path: string): StandalonePagePayload | undefined {
  const route = compiled.site?.table.listings?.find((r) => r.path === path);
  return route && (JSON.parse(compiled.site!.payloadFiles.get(route.payload)!) as StandalonePagePayload);
}
