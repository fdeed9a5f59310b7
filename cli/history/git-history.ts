import { execFile } from 'node:child_process';

/** The last commit that changed a file, as Docusaurus reads it: the committer's time, so amended commits count, and the author's name. */
export interface GitUpdate {
  /** Milliseconds since the epoch. */
  at: number;
  by: string;
}

export type GitHistory =
  | { kind: 'read'; shallow: boolean; updates: Map<string, GitUpdate> }
  | { kind: 'no-git' }
  /** Git ran and refused: not a repository, or one it does not trust. Its first line says which. */
  | { kind: 'refused'; reason: string };

const RECORD = '\x1e';
const FIELD = '\x1f';

/**
 * The last update of every file under `dir`, from ONE `git log` over the folder rather than one per file (Docusaurus
 * runs one per doc): newest commits come first, so a file's first appearance is its last change. `-z` keeps non-ASCII
 * names as they are, `--relative` names them from `dir`, and without rename detection a renamed file's last change is
 * the rename, as `git log -- <file>` without `--follow` says. `folders`, paths from `dir`, limit it to the docs
 * folders when `dir` holds several (docs, versioned_docs/version-1.0, an instance's folder).
 */
export async function readGitHistory(dir: string, folders: readonly string[] = ['.']): Promise<GitHistory> {
  const git = (args: string[]) =>
    new Promise<{ stdout: string; error?: { code: unknown; message: string } }>((resolve) => {
      execFile('git', args, { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 30 }, (error, stdout, stderr) => {
        resolve({ stdout, ...(error ? { error: { code: error.code, message: stderr.trim() || error.message } } : {}) });
      });
    });
  const [log, shallow] = await Promise.all([
    git([
      '-c',
      'log.showSignature=false',
      'log',
      `--format=${RECORD}%ct${FIELD}%an`,
      '-z',
      '--name-only',
      '--no-renames',
      '--relative',
      '--',
      ...folders,
    ]),
    git(['rev-parse', '--is-shallow-repository']),
  ]);
  if (log.error?.code === 'ENOENT') return { kind: 'no-git' };
  if (log.error) return { kind: 'refused', reason: log.error.message.split('\n')[0]!.replace(/^fatal: /, '') };
  return { kind: 'read', shallow: shallow.stdout.trim() === 'true', updates: parseGitLog(log.stdout) };
}

/** `git log --format=<RS>%ct<US>%an -z --name-only`: each record is its header, a NUL, a newline, and NUL-ended paths. */
export function parseGitLog(out: string): Map<string, GitUpdate> {
  const updates = new Map<string, GitUpdate>();
  for (const record of out.split(RECORD)) {
    const headerEnd = record.indexOf('\0');
    if (headerEnd === -1) continue;
    const header = record.slice(0, headerEnd);
    const split = header.indexOf(FIELD);
    const update = { at: Number(header.slice(0, split)) * 1000, by: header.slice(split + 1) };
    for (const file of record
      .slice(headerEnd + 1)
      .replace(/^\n/, '')
      .split('\0')) {
      if (file && !updates.has(file)) updates.set(file, update);
    }
  }
  return updates;
}

/** The updates of the files under `folder` (a path from the history's folder, "" for all), keyed from it. */
export function updatesUnder(updates: ReadonlyMap<string, GitUpdate>, folder: string): ReadonlyMap<string, GitUpdate> {
  if (folder === '') return updates;
  const prefix = `${folder}/`;
  const under = new Map<string, GitUpdate>();
  for (const [file, update] of updates) if (file.startsWith(prefix)) under.set(file.slice(prefix.length), update);
  return under;
}
