import type { LoadedConfig } from '../sources/config/load-config.ts';
import {
  addSearchIndex,
  addSearchIndexLate,
  assembleSite,
  exportMarkdown,
  namePayloads,
  searchBeforeIndexed,
} from './assemble-site.ts';
import { Compilation } from './compilation.ts';
import { checkSiteLinks, listSite, releaseLinks } from './list-and-check.ts';
import type { CompileOptions, CompileResult } from './model.ts';
import { readSiteSources } from './read-sources.ts';
import { type RenderedSite, renderSite } from './render-site.ts';

/**
 * Runs every stage from sources to the in-memory site, one named task after another, as build, check and watch all
 * do: they differ only by their sinks (see CompileSinks). Every stage reports its problems with its result, and all of
 * them come back together; diagnostics with errors mean nothing may be written. Check's sinks send files nowhere, so
 * its compile ends once every check has run.
 */
export async function compileSite(loaded: LoadedConfig, options: CompileOptions): Promise<CompileResult> {
  const run = new Compilation(loaded, options);
  let rendered: RenderedSite | undefined;
  try {
    const src = await run.task('reading sources', () => readSiteSources(run));
    const out = await run.task('rendering pages', () => renderSite(run, src));
    rendered = out;
    const listed = await run.task('listing pages', () => listSite(run, src, out));
    const checked = await run.task('checking links', () => checkSiteLinks(run, src, out, listed));
    if (run.sinks.sources === 'release') releaseLinks(out, listed);
    const { diagnostics } = run;
    // The theme's files are watched as the islands' are: a change there rebuilds the site.
    const islandInputs = [...checked.islands.inputs, ...checked.theme.inputs];
    if (run.sinks.files.to === 'nowhere') return { diagnostics, checkedPages: listed.pageRoutes.length, islandInputs };
    if (run.failed()) return { diagnostics, islandInputs };
    const named = await run.task('naming payloads', () => namePayloads(run, out, listed));
    const markdown = await run.task('exporting Markdown', () => exportMarkdown(run, src, out, checked));
    const { onAssembled } = options;
    if (onAssembled) {
      const search = searchBeforeIndexed(out);
      const parts = { src, out, listed, checked, named, markdown, search };
      const { site, state } = await run.task('assembling the manifest', () => assembleSite(run, parts));
      // Nothing is written for a compile that failed, whose site is thrown away.
      if (!run.failed()) await onAssembled(site);
      await run.task('indexing', () => addSearchIndexLate(site, out, named, search));
      return { site, state, diagnostics, islandInputs };
    }
    const search = await run.task('indexing', () => addSearchIndex(out, named));
    const parts = { src, out, listed, checked, named, markdown, search };
    const { site, state } = await run.task('assembling the manifest', () => assembleSite(run, parts));
    return { site, state, diagnostics, islandInputs };
  } finally {
    run.close();
    // A compile that stopped before its exports were written closes its spilled Markdown, and stops the packer thread.
    await rendered?.packer?.close();
  }
}
