import path from 'node:path';
import { compileSite } from '../compile/compile-site.ts';
import { loadConfig } from '../config/load-config.ts';
import { sortDiagnostics, UserError } from '../diagnostics.ts';
import { siteFiles } from '../emit/site-files.ts';
import { findViewerAssets } from '../emit/viewer-assets.ts';
import { writeSiteAtomically } from '../emit/write-atomic.ts';

export interface BuildOptions {
  config: string;
  out: string;
  cwd?: string;
  drafts?: boolean;
}

export interface BuildResult {
  pages: number;
  files: number;
  bytes: number;
  ms: number;
  warnings: string[];
}

/** `docsgen build`: compile, then swap the new site in. Throws UserError listing every problem. */
export function build(options: BuildOptions): BuildResult {
  const started = performance.now();
  const cwd = options.cwd ?? process.cwd();
  const loaded = loadConfig(options.config, cwd);
  const { site, diagnostics } = compileSite(loaded, { drafts: options.drafts ?? false, cwd });
  const sorted = sortDiagnostics(diagnostics);
  if (!site || sorted.some((d) => d.severity === 'error')) throw new UserError(sorted);
  const files = siteFiles(site, findViewerAssets());
  writeSiteAtomically(path.resolve(cwd, options.out), files);
  let bytes = 0;
  for (const content of files.values()) bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.length;
  return {
    pages: site.pages.length,
    files: files.size,
    bytes,
    ms: performance.now() - started,
    warnings: sorted.filter((d) => d.severity === 'warning').map((d) => `${d.file}:${d.line}:${d.column}: warning: ${d.message}`),
  };
}

export function formatSummary(result: BuildResult, out: string): string {
  const mb = (result.bytes / 1024 / 1024).toFixed(1);
  return `docsgen: built ${result.pages} pages in ${(result.ms / 1000).toFixed(2)} s → ${out}${out.endsWith('/') ? '' : '/'} (${result.files} files, ${mb} MB)`;
}

