import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.ts';
import { packageRoot } from '../core/viewer-assets.ts';
import type { LoadedConfig } from '../sources/config/load-config.ts';
import { HASHED_FILES, SANDBOXED_FILES } from './site-paths.ts';
import { projectRoots } from '../sources/project-roots.ts';
import { cacheFile, writeCacheFile } from '../util/cache-file.ts';
import type { OutputHashes } from '../writer/output-hashes.ts';
import type { ShellKeyMap } from './shell-keys.ts';
import { listSite, type RecordedSite, recordSite, type SiteListing, siteInPlace } from './site-listing.ts';

/**
 * A build with nothing to do. After each build that succeeds, a stamp in the project's node_modules/.cache/docsgen
 * (one per output folder, safe to delete) records what went in: docsgen itself, the config, the command's options,
 * and every file of the folders a build may read from. The next build into the same folder compares; when nothing
 * differs and the output folder still holds the same files, the site it would write is byte for byte the one there
 * (builds are deterministic: they read no clock), so it writes nothing and reports the last build's warnings again.
 */

/** What a build with nothing to do reports: the last build's figures and warnings. */
export interface StampedResult {
  pages: number;
  files: number;
  bytes: number;
  warnings: Diagnostic[];
  gate: 'on' | 'off' | 'absent';
}

/** The inputs of a build, each as a digest, so that a stamp can say which one changed. */
export interface BuildInputs {
  docsgen: string;
  config: string;
  options: string;
  files: string;
}

/** Each input file's size, modification time and content hash: a file whose size and time are the same is not read. */
export type FileHashes = Record<string, [size: number, mtimeMs: number, hash: string]>;

/** A build's stamp, as buildStampFile keeps it. */
export interface Stamp {
  format: typeof STAMP_FORMAT;
  inputs: BuildInputs;
  hashes: FileHashes;
  /** The output folder's files and its folders' times, once the new site is in place (see RecordedSite). */
  site: RecordedSite;
  /** Each file the build wrote with its hash, so that the next build patches the site (see StagedSite). */
  outputs: OutputHashes;
  /** The key of each route's HTML file, so that the next build leaves those unchanged as they are (see ShellKeys). */
  shells?: ShellKeyMap;
  result: StampedResult;
}

const STAMP_FORMAT = 3;

/** Folders no build reads from: packages (their lock file stands for them) and git's store. */
const NOT_READ = new Set(['node_modules', '.git']);

/** Where the stamp of builds into `outDir` lives; none when the project has no node_modules, as the highlight cache. */
export function buildStampFile(rootDir: string, outDir: string): string | null {
  return cacheFile(rootDir, `build-${outDirKey(outDir)}.json`);
}

/** An output folder's key in the names of the cache files of builds into it: 16 hex digits of its path's hash. */
export const outDirKey = (outDir: string) =>
  createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16);

/** The stamp, or why it cannot be used: none yet, or a line saying it is unreadable. */
export function readStamp(file: string | null): Stamp | { stale: string | undefined } {
  if (!file || !fs.existsSync(file)) return { stale: undefined };
  try {
    const stamp = JSON.parse(fs.readFileSync(file, 'utf8')) as Stamp;
    const site = Array.isArray(stamp.site?.files) && typeof stamp.site.folders === 'object';
    if (
      stamp.format === STAMP_FORMAT &&
      typeof stamp.inputs?.files === 'string' &&
      stamp.hashes &&
      stamp.outputs &&
      site
    )
      return stamp;
  } catch {
    // Reported below, as a stamp of another shape is.
  }
  return { stale: `docsgen: the build cache ${file} could not be read: building everything` };
}

/** The options of `docsgen build` that change what it writes or whether it fails. */
export interface StampedOptions {
  strict: boolean;
  drafts: boolean;
  gate: boolean | undefined;
}

/**
 * Digests of everything a build into `outDir` reads: docsgen's own files (see docsgenIdentity), the config and the
 * variables that tune a build, the options, and the content of every file under the folders it may read from
 * (projectRoots and the docs instances' folders), with the packages' lock file and the git commit (last-update dates
 * come from git's history). Read before the build, so that a file saved while it runs makes the next one build.
 */
export function buildInputs(
  loaded: LoadedConfig,
  options: StampedOptions,
  outDir: string,
  previous: FileHashes = {},
  docsgen = docsgenIdentity(),
): { inputs: BuildInputs; hashes: FileHashes } {
  // What tunes the build may change its output; what only traces it (DOCSGEN_DEBUG_MEMORY) must not make the next
  // build start over.
  const tuning = Object.entries(process.env).flatMap(([name, value]) =>
    name.startsWith('DOCSGEN_') && !name.startsWith('DOCSGEN_DEBUG_') ? [`${name}=${value}`] : [],
  );
  const configFile = path.join(loaded.rootDir, path.basename(loaded.file));
  const config = digest([fs.readFileSync(configFile), ...tuning.sort()]);
  const instances = Object.values(loaded.config.docsInstances).map((i) => path.resolve(loaded.rootDir, i.path));
  const locks = ['node_modules/.package-lock.json', 'package-lock.json'].map((f) => path.join(loaded.rootDir, f));
  const files = [...inputFiles([...projectRoots(loaded), ...instances], path.resolve(outDir)), ...locks];
  const hashes: FileHashes = {};
  const all = createHash('sha1');
  for (const file of files) {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    // A symlink to a folder: what it leads to inside the project is walked as itself.
    if (!stat?.isFile()) continue;
    const known = previous[file];
    hashes[file] = known && sameFile(known, stat) ? known : [stat.size, stat.mtimeMs, contentOf(file)];
    all.update(`${file}\0${hashes[file][2]}\0`);
  }
  all.update(gitCommit(loaded.rootDir));
  const inputs = {
    docsgen,
    config,
    options: JSON.stringify([options.strict, options.drafts, options.gate ?? null]),
    files: all.digest('hex'),
  };
  return { inputs, hashes };
}

/**
 * docsgen as it runs: the name, size and time of each file of its dist/ (the compiler's bundles and the prebuilt
 * viewer) and Node's version (its zlib and V8 make the compressed copies and the code that writes every byte), so that
 * an upgrade or a rebuilt docsgen never reuses a stamp.
 */
export function docsgenIdentity(): string {
  const dist = path.join(packageRoot(), 'dist');
  const entries = fs.readdirSync(dist, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const parts = entries.map((e) => {
    const file = path.join(e.parentPath, e.name);
    const stat = fs.statSync(file);
    return `${path.relative(dist, file)} ${stat.size} ${stat.mtimeMs}`;
  });
  return digest([...parts.sort(), process.version]);
}

/**
 * The last build's result when nothing it read has changed and its output folder still holds what it wrote; else
 * what the build prints before building everything: a line for a changed docsgen or config, nothing for an edit.
 */
function compareStamp(stamp: Stamp, inputs: BuildInputs, outDir: string): StampCheck {
  if (stamp.inputs.docsgen !== inputs.docsgen)
    return { stale: 'docsgen: docsgen changed since the last build: building everything' };
  if (stamp.inputs.config !== inputs.config)
    return { stale: 'docsgen: the config changed since the last build: building everything' };
  if (stamp.inputs.options !== inputs.options || stamp.inputs.files !== inputs.files) return { stale: undefined };
  return siteInPlace(outDir, stamp.site) ? { upToDate: stamp.result } : { stale: undefined };
}

export type StampCheck = { upToDate: StampedResult } | { stale: string | undefined };

/** What buildInputs reads: the digests to compare and to record, and each file's hash for the next build. */
export type ReadInputs = ReturnType<typeof buildInputs>;

/**
 * This build against the stamp readStamp gave: the check, and the inputs read for it. Without a stamp there is nothing
 * to compare, and nothing is read yet: a large build reads its inputs once, in the process that builds it.
 */
export function againstStamp(
  stamp: ReturnType<typeof readStamp>,
  inputsNow: () => ReadInputs,
  outDir: string,
): { check: StampCheck; now?: ReadInputs } {
  if (!('hashes' in stamp)) return { check: stamp };
  const now = inputsNow();
  return { check: compareStamp(stamp, now.inputs, outDir), now };
}

/**
 * Records a successful build; a cache that cannot be written only costs the next build its shortcuts. `listing`: what
 * the output folder holds, when the build knows it without walking the folder (a patch, see applyPatch).
 */
export function writeStamp(
  file: string | null,
  built: ReadInputs,
  outDir: string,
  result: StampedResult,
  outputs: OutputHashes,
  shells: ShellKeyMap,
  listing?: SiteListing,
): void {
  writeCacheFile(file, () =>
    JSON.stringify({
      format: STAMP_FORMAT,
      inputs: built.inputs,
      hashes: built.hashes,
      site: recordSite(outDir, listing ?? listSite(outDir)),
      outputs,
      shells,
      result,
    } satisfies Stamp),
  );
}

/**
 * What every page of a build is rendered with besides the files it reads, for the cache of its pages (see PageCache):
 * docsgen, the config and the tuning variables, and the options. Each doc's last commit keys its own entry.
 */
export function renderedWith(built: Pick<ReadInputs, 'inputs'>): string {
  const { docsgen, config, options } = built.inputs;
  return digest([docsgen, config, options]);
}

/** Whether a file's size and modification time are the ones recorded (see FileHashes). */
const sameFile = ([size, mtimeMs]: readonly [number, number, ...unknown[]], stat: fs.Stats | undefined) =>
  stat?.size === size && stat.mtimeMs === mtimeMs;

/** Whether every file hashed is as it was then, by size and modification time (see FileHashes). */
export function unchangedSince(hashes: FileHashes): boolean {
  for (const [file, [size, mtimeMs]] of Object.entries(hashes)) {
    if (!sameFile([size, mtimeMs], fs.statSync(file, { throwIfNoEntry: false }))) return false;
  }
  return true;
}

/**
 * Whether the inputs `now` differ from the stamp's only by a few Markdown files: a build that most likely reuses
 * nearly every doc its last build rendered (see PageCache).
 */
export function fewDocsEdited(stamp: Stamp, now: ReadInputs): boolean {
  if (renderedWith(stamp) !== renderedWith(now)) return false;
  const files = new Set([...Object.keys(stamp.hashes), ...Object.keys(now.hashes)]);
  const edited = [...files].filter((file) => stamp.hashes[file]?.[2] !== now.hashes[file]?.[2]);
  return edited.length <= Math.max(FEW_EDITS, files.size / 100) && edited.every((file) => /\.mdx?$/.test(file));
}

/** Edits a build takes for a few (see fewDocsEdited), or one in a hundred files on a larger site. */
const FEW_EDITS = 20;

/**
 * Deletes the stamp before a patch's first move: a process killed halfway through leaves the next build to build
 * everything.
 */
export function forgetStamp(file: string | null): void {
  if (file) fs.rmSync(file, { force: true });
}

/**
 * The files of the site in `outDir` with their hashes, when its last build's stamp records them and the folder still
 * holds exactly the files it wrote (by its folders' times, as for a build with nothing to do, see RecordedSite), and
 * what it holds: the build then patches it. When the folder holds other files, the line to say so.
 */
export function outputsInPlace(
  stamp: ReturnType<typeof readStamp>,
  outDir: string,
): { outputs: OutputHashes; listing: SiteListing } | { note?: string } {
  if (!('outputs' in stamp) || !Object.keys(stamp.outputs).length) return {};
  const listing = siteInPlace(outDir, stamp.site);
  if (listing) return { outputs: stamp.outputs, listing };
  return { note: `docsgen: ${outDir} does not hold what its last build wrote: writing every file` };
}

/**
 * Every file under the roots, once, sorted, leaving out the folders of NOT_READ, the output folder and every other
 * built site: the folders a build keeps beside its output (`.site-previous`, `.site-build-…`: see StagedSite), which
 * change with every build, and the output of a build elsewhere (`--out` another folder), known by the two maps every
 * build writes at its root. A static folder that is such a site is still read, as a root.
 */
function inputFiles(roots: readonly string[], outDir: string): string[] {
  const isOutput = (dir: string) => dir === outDir || KEPT_BESIDE_A_SITE.test(path.basename(dir));
  const files = new Set<string>();
  const visit = (dir: string, root = false) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    if (!root && isBuiltSite(entries)) return;
    for (const entry of entries) {
      // Joined by hand: path.join's normalizing was a tenth of the check on 10,000 pages.
      const abs = `${dir}${path.sep}${entry.name}`;
      if (entry.isDirectory()) {
        if (!NOT_READ.has(entry.name) && !isOutput(abs)) visit(abs);
      } else if (entry.isFile() || entry.isSymbolicLink()) files.add(abs);
    }
  };
  for (const root of roots) if (!isOutput(root)) visit(root, true);
  return [...files].sort();
}

/** The folders StagedSite keeps beside a site: the one before the previous, and one being built. */
const KEPT_BESIDE_A_SITE = /^\..+-(previous|build-\w+)(-old)?$/;

const isBuiltSite = (entries: readonly fs.Dirent[]) =>
  entries.some((e) => e.name === HASHED_FILES) && entries.some((e) => e.name === SANDBOXED_FILES);

/** A file's hash; one the build cannot read is left for the build to report where a page brings it in. */
function contentOf(file: string): string {
  try {
    return digest([fs.readFileSync(file)]);
  } catch {
    return 'unreadable';
  }
}

function gitCommit(dir: string): string {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' });
  return head.status === 0 ? head.stdout.trim() : '';
}

/** 128 bits of SHA-1 (the fastest built-in hash, see contentHash), enough to tell inputs apart. */
const digest = (parts: readonly (string | Buffer)[]): string => {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
};
