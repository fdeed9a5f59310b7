import fs from 'node:fs';
import path from 'node:path';
import { compileSite } from '../pipeline/compile-site.ts';
import { buildSinks } from '../pipeline/model.ts';
import { docsDirOf } from '../sources/config/site-layout.ts';
import { findPages } from '../sources/discover.ts';
import { loadConfigWithContentErrors } from '../pipeline/content-errors.ts';
import { OutputError, sortDiagnostics, UserError, type Diagnostic } from '../core/diagnostics.ts';
import { siteFiles } from '../output/site-files.ts';
import { guardAgainstInterrupts } from '../output/interrupt.ts';
import { outDirProblem } from '../output/out-dir.ts';
import { htmlPathFor } from '../output/site-paths.ts';
import { COMPRESSED_PER_REQUEST, type PrebuiltCopies } from '../writer/precompress.ts';
import { StagedSite } from '../output/staged-site.ts';
import { traceMemory } from '../util/memory-trace.ts';
import { findViewerAssets } from '../core/viewer-assets.ts';
import { highlightCacheFile, readHighlightCache, writeHighlightCache } from '../highlight/highlight-cache.ts';
import type { CompiledSite } from '../output/compiled-site.ts';
import { projectRoots } from '../sources/project-roots.ts';

export interface BuildOptions {
  config: string;
  out: string;
  cwd?: string;
  drafts?: boolean;
  /** Warnings (such as images without alt text) fail the build too. */
  strict?: boolean;
  /** The access gate: `false` for a preview build, `true` to force it on, absent to follow the config. */
  gate?: boolean;
  /**
   * Called with the number of docs found, once the config is loaded and before anything is written: the CLI runs a
   * large build again in a `node` with its V8 flags from here (see rerunWhenLarge).
   */
  beforeCompile?: (docs: number) => Promise<void>;
}

export interface BuildResult {
  pages: number;
  files: number;
  bytes: number;
  ms: number;
  /** What Docusaurus tolerates, found in a build that succeeded (see `--strict`). */
  warnings: Diagnostic[];
  /** Whether the built site gates its pages; "absent" when the config has no gate section. */
  gate: 'on' | 'off' | 'absent';
}

/** `docsgen build`: compile, then swap the new site in. Throws UserError listing every problem. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const cwd = options.cwd ?? process.cwd();
  const drafts = options.drafts ?? false;
  const loaded = loadConfigWithContentErrors(options.config, cwd, drafts);
  if (options.beforeCompile)
    await options.beforeCompile(findPages(docsDirOf(loaded), projectRoots(loaded)).pages.length);
  const viewer = findViewerAssets();
  const cacheFile = highlightCacheFile(loaded.rootDir);
  readHighlightCache(cacheFile);
  const outDir = path.resolve(cwd, options.out);
  const unsafe = outDirProblem(
    outDir,
    { rootDir: loaded.rootDir, configFile: path.resolve(cwd, loaded.file), contentDir: loaded.contentDir },
    options.out,
  );
  if (unsafe) throw new OutputError(unsafe, true);
  const staged = new StagedSite(outDir);
  const interrupts = guardAgainstInterrupts(staged);
  let files = 0;
  let bytes = 0;
  const write = (rel: string, content: string | Buffer, copies?: PrebuiltCopies) => {
    staged.write(rel, content, copies);
    files++;
    bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.length;
  };
  let site: CompiledSite;
  let sorted: Diagnostic[];
  // Whatever stops the build before the swap, an error in the content or a throw, takes the unfinished folder away.
  try {
    // Only the site and the diagnostics are kept: the compile's state (every doc, link and anchor, for watch mode's
    // next compile) would otherwise stay in memory while the route pages are drawn, over 1 GB at 100,000 pages.
    const { site: compiledSite, diagnostics: found } = await compileSite(loaded, {
      drafts,
      cwd,
      gate: options.gate,
      onRoutes: (routes) =>
        routes.forEach((route) =>
          staged.ensureDir(path.posix.dirname(htmlPathFor(route, loaded.config.trailingSlash))),
        ),
      sinks: buildSinks({
        write: (file, json, ownRoute) => write(file, json, ownRoute ? COMPRESSED_PER_REQUEST : undefined),
        append: (file, text) => {
          staged.append(file, text);
          bytes += Buffer.byteLength(text);
        },
        drained: () => staged.drained(),
      }),
    });
    sorted = sortDiagnostics(options.strict ? found.map((d) => ({ ...d, severity: 'error' as const })) : found);
    if (!compiledSite || sorted.some((d) => d.severity === 'error')) throw new UserError(sorted);
    site = compiledSite;
    // The route pages are drawn from payloads the writers hold no longer: read back once they are on disk.
    await staged.settled();
    for (const [rel, content, copies] of siteFiles(site, viewer, (file) =>
      fs.readFileSync(path.join(staged.dir, file), 'utf8'),
    )) {
      write(rel, content, copies);
      await staged.drained();
    }
    traceMemory('siteFiles');
  } catch (e) {
    await staged.abort();
    interrupts.release(false);
    throw e;
  }
  let swapped = false;
  try {
    await staged.commit(() => interrupts.swapping());
    traceMemory('commit');
    swapped = true;
  } finally {
    interrupts.release(swapped);
  }
  writeHighlightCache(cacheFile);
  const { gate } = site.manifest;
  return {
    pages: site.pages.length,
    files,
    bytes,
    ms: performance.now() - started,
    warnings: sorted.filter((d) => d.severity === 'warning'),
    gate: gate ? (gate.enabled ? 'on' : 'off') : 'absent',
  };
}

export function formatSummary(result: BuildResult, out: string): string {
  const mb = (result.bytes / 1024 / 1024).toFixed(1);
  return `docsgen: built ${result.pages} pages in ${(result.ms / 1000).toFixed(2)} s → ${out}${out.endsWith('/') ? '' : '/'} (${result.files} files, ${mb} MB)`;
}
