import fs from 'node:fs';
import path from 'node:path';
import type { DiagnosticCode } from '../core/diagnostic-codes.ts';
import { isInside } from '../core/path-inside.ts';
import { UNREADABLE_FOLDER } from './read-text.ts';

/** A symlink the walk did not follow, or a folder it could not read, relative to the walked folder, with why. */
export interface WalkProblem {
  rel: string;
  message: string;
  code: DiagnosticCode;
}

export interface WalkOptions {
  /** Folders, real or not, that a symlink may lead into; anything else is reported, not read. */
  allowed: readonly string[];
  /** Include hidden files and folders, as content/static does (`.well-known/`), where docs skip them. */
  dot?: boolean;
}

/**
 * Every file under `dir`, relative to it with "/" separators, sorted, as fast-glob's `**` finds them, but a symlink
 * is followed only when it leads inside the project (a link to `~/.npmrc` or to `/etc` would publish a secret of the
 * build machine) and never into a folder it is already inside (`ln -s ../.. up` would repeat the tree until memory
 * runs out). Each link it does not follow is reported once, with where it leads. fast-glob can do neither, so this
 * small walk replaces it where content is read.
 */
export function walkFiles(dir: string, options: WalkOptions): { files: string[]; problems: WalkProblem[] } {
  const files: string[] = [];
  const problems: WalkProblem[] = [];
  const realDir = realpath(dir);
  if (!realDir) return { files, problems };
  const allowed = options.allowed.map((p) => realpath(p) ?? path.resolve(p));
  const visit = (abs: string, rel: string, realAbs: string, ancestors: readonly string[]) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(abs, { withFileTypes: true });
    } catch (e) {
      // Skipping it would publish a site without its pages, and say nothing.
      problems.push({ rel: rel || '.', message: unreadableFolderMessage(e), code: 'unreadable-file' });
      return;
    }
    for (const entry of entries) {
      if (!options.dot && entry.name.startsWith('.')) continue;
      const childAbs = path.join(abs, entry.name);
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(childAbs, childRel, path.join(realAbs, entry.name), [...ancestors, realAbs]);
      else if (entry.isFile()) files.push(childRel);
      else if (entry.isSymbolicLink()) {
        const target = realpath(childAbs);
        // A broken link names nothing, as fast-glob skips it.
        if (!target) continue;
        if (!allowed.some((root) => isInside(target, root))) {
          problems.push({
            rel: childRel,
            message: `this symlink leads to ${target}, outside the project; docsgen reads only files inside ${allowed.join(' or ')}, so replace the link with a copy of what the site should publish`,
            code: 'outside-project',
          });
          continue;
        }
        const stat = fs.statSync(target, { throwIfNoEntry: false });
        if (stat?.isFile()) files.push(childRel);
        else if (stat?.isDirectory()) {
          const loop = [...ancestors, realAbs].find((a) => isInside(a, target));
          if (loop !== undefined)
            problems.push({
              rel: childRel,
              message: `symlink loop: this link leads to ${target}, a folder it is inside of; remove the link, or point it at a folder outside its own path`,
              code: 'outside-project',
            });
          else visit(childAbs, childRel, target, [...ancestors, realAbs]);
        }
      }
    }
  };
  visit(dir, '', realDir, []);
  files.sort();
  problems.sort((a, b) => (a.rel < b.rel ? -1 : 1));
  return { files, problems };
}

function unreadableFolderMessage(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  return `${UNREADABLE_FOLDER} (${code ?? (e as Error).message}); the site would lack what it holds, so give the user running docsgen the right to read it (chmod a+rX), or move it out of the content`;
}

function realpath(p: string): string | undefined {
  try {
    return fs.realpathSync(p);
  } catch {
    return undefined;
  }
}
