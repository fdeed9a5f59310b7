import { compileSite } from '../../../cli/pipeline/compile-site.ts';
import { type CompileState, memorySinks } from '../../../cli/pipeline/model.ts';
import { loadConfig } from '../../../cli/sources/config/load-config.ts';
import type { BuiltSearchIndex } from '../../../cli/search/build-index.ts';
import { searchPartFile } from '../../../format/search/parts.ts';
import { SplitSearchEngine } from '../../../format/search/split-query.ts';
import type { SearchIndexEntry } from '../../../format/site-format.ts';
import type { CompiledSite } from '../../../cli/output/compiled-site.ts';

/** A split index's engine over files in memory, recording the parts it loads. */
export function splitEngineOf(
  files: ReadonlyMap<string, string>,
  entryFile: string,
): { engine: SplitSearchEngine; entry: SearchIndexEntry; loaded: string[] } {
  const entry = JSON.parse(files.get(entryFile)!) as SearchIndexEntry;
  const loaded: string[] = [];
  const engine = new SplitSearchEngine(entry, async (hash) => {
    loaded.push(hash);
    return JSON.parse(files.get(searchPartFile(entryFile, hash))!);
  });
  return { engine, entry, loaded };
}

export function engineOfBuilt(built: BuiltSearchIndex): SplitSearchEngine {
  return splitEngineOf(new Map(built.files.map((f) => [f.path, f.json])), built.ref.file).engine;
}

/**
 * Compiles a project with the search sink `state`, whose state keeps every page's search sections: a build hands
 * them to its index worker and keeps none.
 */
export async function compileSections(dir: string, config = 'docs.config.json'): Promise<CompileState> {
  const { state, diagnostics } = await compileSite(loadConfig(config, dir), {
    drafts: false,
    cwd: dir,
    sinks: memorySinks({ search: { to: 'state' } }),
  });
  if (!state) throw new Error(`compile failed: ${diagnostics.map((d) => d.message).join('; ')}`);
  return state;
}

/** Compiles a project in-process and loads its search index as the viewer would. */
export async function compileWithSearch(
  dir: string,
  config = 'docs.config.json',
): Promise<{ site: CompiledSite; state: CompileState; entry: SearchIndexEntry; engine: SplitSearchEngine }> {
  const { site, state, diagnostics } = await compileSite(loadConfig(config, dir), { drafts: false, cwd: dir });
  if (!site || !state) throw new Error(`compile failed: ${diagnostics.map((d) => d.message).join('; ')}`);
  const { engine, entry } = splitEngineOf(site.payloadFiles, site.manifest.search![0]!.file);
  return { site, state, entry, engine };
}
