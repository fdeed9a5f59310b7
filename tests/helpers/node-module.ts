import path from 'node:path';
import { buildSync } from 'esbuild';
import { repoRoot } from './temp-project.ts';

/**
 * Bundles one of the compiler's TypeScript modules (`source`, relative to the repository) into an ES module at
 * `outfile`, for a test that must run it in a `node` process of its own: node runs no TypeScript, and some behaviour
 * (how a process ends, the flags it started with) shows only outside vitest's own process.
 */
export function bundleForNode(source: string, outfile: string): void {
  buildSync({ entryPoints: [path.join(repoRoot, source)], bundle: true, format: 'esm', platform: 'node', outfile });
}
