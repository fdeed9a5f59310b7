import { spawn } from 'node:child_process';
import os from 'node:os';
import { stopPrestartedWorkers } from './background-worker.ts';
import { sizeFromEnv } from './size-from-env.ts';

/**
 * V8 flags a large `docsgen build` runs with. V8 sizes a heap's young generation once, when the thread starts, so
 * these cannot be set from inside the process the way other flags are: a build of enough docs that lacks them runs
 * itself again in a child `node` that has them (see rerunWhenLarge).
 * - `--max-semi-space-size=64` (MB, against 16 by default): a build allocates fast and keeps much of it for a while
 *   (a page's tokens, its payload waiting for its highlighted code, the writers' queue). With the default, the main
 *   thread ran 905 scavenges at 30,000 pages, 8.3 s of its time; with 64, 244 scavenges, 3.4 s. In two alternating
 *   pairs of 30,000-page builds the process used 74-76 s of CPU against 82-84 s, and took 44-46 s against 48 s.
 * - `--heap-growing-percent=100`: a heap grows to at most twice what a full collection kept. Left to itself V8 grew
 *   the main heap to 1.9-2.2 GB for about 1 GB in use at 100,000 pages, and peak RSS passed 4 GB. At 30,000 pages,
 *   this took peak RSS from 1.50 to 1.22 GB for the same wall time (a factor of 1.4: 1.04 GB, but a third more CPU).
 *   From TIGHT_HEAP_FROM_DOCS, 30 (see buildV8Flags).
 * - `--interrupt-budget=67584`, V8's own, in place of the four times that bin/v8-flags.mjs sets for a short build: at
 *   10,000 pages, a cold build took 7.4 s with it against 8.0 s with the larger one (three alternated triples).
 */
export const BUILD_V8_FLAGS = [
  '--max-semi-space-size=64',
  '--heap-growing-percent=100',
  '--interrupt-budget=67584',
] as const;

/**
 * From this many docs, a build's heaps grow by 30 % of what a full collection kept rather than by all of it: the main
 * thread holds about 500 MB at 100,000 pages, which the factor of 2 let its heap commit to 1.4 GB. The build's peak RSS
 * was 2.25 GB with 100 against 1.97 GB with 50 (fallback shell, tmpfs); in two alternated rounds of both layouts after
 * that, 1.82-1.86 GB with 30 against 1.96-2.01 GB with 50, at the same wall time (54.0 and 53.8-55.0 s with a page per
 * route, 45.5-49.0 and 43.8-44.7 s with the fallback shell) and 2-4 s more CPU. At 10,000 pages, 50 cost 0.7 s of an
 * 8.3 s build (four alternated pairs), and the heap is small there.
 */
export const TIGHT_HEAP_FROM_DOCS = 50_000;

/** Tests set `DOCSGEN_TIGHT_HEAP_FROM_DOCS` to take a small fixture through the tighter heap. */
function tightHeapFromDocs(): number {
  return sizeFromEnv('DOCSGEN_TIGHT_HEAP_FROM_DOCS', TIGHT_HEAP_FROM_DOCS);
}

/** The V8 flags a build of `docs` docs runs with: BUILD_V8_FLAGS, the heap's growth tighter for a large site. */
export function buildV8Flags(docs: number): string[] {
  if (docs < tightHeapFromDocs()) return [...BUILD_V8_FLAGS];
  return BUILD_V8_FLAGS.map((flag) =>
    flag.startsWith('--heap-growing-percent=') ? '--heap-growing-percent=30' : flag,
  );
}

/** The flags of `wanted` that neither node's own arguments nor NODE_OPTIONS set already (to any value). */
export function missingFlags(wanted: readonly string[], execArgv: readonly string[], nodeOptions = ''): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)].map(flagName);
  return wanted.filter((flag) => !given.includes(flagName(flag)));
}

/** `--max-semi-space-size` of `--max-semi-space-size=64`; V8 reads `_` and `-` alike. */
function flagName(arg: string): string {
  return arg.split('=')[0]!.replaceAll('_', '-');
}

/**
 * Runs this command again in a child `node` with `flags` added, and ends this process as the child ends: with its
 * exit code, or with 128 plus the number of the signal that stopped it. SIGINT and SIGTERM sent to this process are
 * passed on, so that the child's own handler leaves the previous site as it was (see guardAgainstInterrupts). Ctrl-C
 * in a terminal reaches the child twice (the terminal signals the whole process group), which its handler allows.
 */
export function rerunWithFlags(flags: readonly string[]): Promise<never> {
  const child = spawn(process.execPath, [...process.execArgv, ...flags, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise<never>((_, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
  });
}

/**
 * From this many docs a build runs with BUILD_V8_FLAGS. Below, the flags save nothing measurable (a 1,000-page build
 * took 4.17 s with them and 4.06 s without, in six alternating triples), while the second `node` start cost every
 * build about 0.2 s: a one-page build took 1.12 s against 0.90 s.
 */
export const FLAGS_FROM_DOCS = 10_000;

/** Tests set `DOCSGEN_FLAGS_FROM_DOCS` to take a small fixture through the child. */
function flagsFromDocs(): number {
  return sizeFromEnv('DOCSGEN_FLAGS_FROM_DOCS', FLAGS_FROM_DOCS);
}

/**
 * What a build calls with the number of pages in its docs folder (see BuildOptions.beforeCompile; drafts and excluded
 * files counted, the blog and standalone pages not, which no large site is mostly made of): from FLAGS_FROM_DOCS on,
 * it runs the build again in a child `node` with the build flags this `node` lacks (see buildV8Flags, rerunWithFlags),
 * after stopping the worker threads started ahead of need, so that this process waits holding little more than the
 * compiler's code. Undefined when `node` has every flag, so that a build in the child counts nothing.
 */
export function rerunWhenLarge(): ((docs: number) => Promise<void>) | undefined {
  const { execArgv, env } = process;
  if (!missingFlags(BUILD_V8_FLAGS, execArgv, env.NODE_OPTIONS).length) return undefined;
  return async (docs) => {
    if (docs < flagsFromDocs()) return;
    await stopPrestartedWorkers();
    await rerunWithFlags(missingFlags(buildV8Flags(docs), execArgv, env.NODE_OPTIONS));
  };
}
