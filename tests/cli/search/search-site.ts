import { compileSite } from '../../../cli/compile/compile-site.ts';
import type { CompiledSite } from '../../../cli/compile/model.ts';
import { loadConfig } from '../../../cli/config/load-config.ts';
import { SearchEngine } from '../../../format/search/query.ts';
import type { SearchIndexFile } from '../../../format/site-format.ts';

/** Compiles a project in-process and loads its search index as the viewer would. */
export async function compileWithSearch(dir: string, config = 'docs.config.json'): Promise<{ site: CompiledSite; index: SearchIndexFile; engine: SearchEngine }> {
  const { site, diagnostics } = await compileSite(loadConfig(config, dir), { drafts: false, cwd: dir });
  if (!site) throw new Error(`compile failed: ${diagnostics.map((d) => d.message).join('; ')}`);
  const ref = site.manifest.search![0]!;
  const index = JSON.parse(site.payloadFiles.get(ref.file)!) as SearchIndexFile;
  return { site, index, engine: new SearchEngine(index) };
}
