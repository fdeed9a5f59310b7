import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isInside } from '../../core/path-inside.ts';
import { parsePositioned, type PositionedDocument } from './yaml-positions.ts';

/** The OpenAPI document being read, and the folders (real paths) its `$ref`s may read files from. */
export interface RefSource {
  file: string;
  roots: readonly string[];
}

/** A URL scheme (`https:`, `ftp:`, `file:`), not a Windows drive letter. */
const SCHEME = /^[a-z][a-z0-9+.-]+:/i;

/**
 * Why a `$ref`'s document part may not be read, or undefined when it may: swagger-parser follows a `$ref` to any
 * file or URL, so `$ref: ../../../../home/ci/.npmrc` or `$ref: https://intranet/...` would put what it reads in the
 * published reference. Only files inside the project are read, after resolving symlinks; a file that does not
 * exist is left to swagger-parser, which says so. `target` is as written, relative to `fromFile`, or absolute.
 */
export function refTargetProblem(target: string, fromFile: string, roots: readonly string[]): string | undefined {
  if (SCHEME.test(target) && !target.startsWith('file:')) {
    return `$ref "${target}" names a remote document, which docsgen does not fetch (a build must not depend on another server, nor send it anything); copy the document into the project and refer to it by a relative path`;
  }
  const file = target.startsWith('file:')
    ? fileURLToPath(target)
    : path.resolve(path.dirname(fromFile), decodeURIComponent(target));
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch {
    return undefined;
  }
  if (roots.some((root) => isInside(real, root))) return undefined;
  return `$ref "${target}" leads to ${real}, outside the project; docsgen reads only files inside ${roots.join(' or ')}, so copy what the description needs into the project`;
}

export interface RefProblem {
  /** The file that writes the `$ref`, when it is not the document itself but a file it refers to. */
  file?: string;
  line: number;
  column: number;
  message: string;
}

/** Whether any `$ref` of a document names another file (its part before `#` is not empty). */
export function refersToOtherFiles(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' ? !value.startsWith('#') : refersToOtherFiles(value)) return true;
  }
  return false;
}

/**
 * Every `$ref` that names another document, in the document and in the project's files it refers to (read in turn),
 * that may not be read, at the line that writes it.
 */
export function externalRefProblems(
  doc: PositionedDocument,
  source: RefSource,
  visited = new Set<string>(),
  nested = false,
): RefProblem[] {
  const problems: RefProblem[] = [];
  const seen = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key !== '$ref' || typeof value !== 'string') {
        walk(value);
        continue;
      }
      const target = value.split('#')[0]!;
      if (!target || seen.has(value)) continue;
      seen.add(value);
      const message = refTargetProblem(target, source.file, source.roots);
      if (message)
        problems.push({
          ...(nested ? { file: source.file } : {}),
          ...(doc.locateRef(value) ?? doc.locate([])),
          message,
        });
      else
        problems.push(
          ...referencedFileProblems(
            path.resolve(path.dirname(source.file), decodeURIComponent(target)),
            source.roots,
            visited,
          ),
        );
    }
  };
  walk(doc.value);
  return problems;
}

/** The problems of a project file a `$ref` names, read once however many refer to it. */
function referencedFileProblems(file: string, roots: readonly string[], visited: Set<string>): RefProblem[] {
  let text: string;
  try {
    const real = fs.realpathSync(file);
    if (visited.has(real)) return [];
    visited.add(real);
    text = fs.readFileSync(real, 'utf8');
  } catch {
    // Missing or unreadable: swagger-parser says so at the $ref.
    return [];
  }
  const doc = parsePositioned(text);
  // An alias bomb is reported at its alias, before anything walks the file (swagger-parser would read it again).
  if (doc.tooLarge) return [{ file, ...doc.tooLarge }];
  return doc.errors.length ? [] : externalRefProblems(doc, { file, roots }, visited, true);
}

/**
 * swagger-parser's resolver options that read only files inside the project: its own file and http(s) resolvers are
 * off, and this one checks every document it is asked for, as a second line behind externalRefProblems. The parser
 * reports a resolver's failure without its message, so each refusal is also added to `refused`.
 */
export function confinedResolveOptions(roots: readonly string[], refused: string[]): object {
  return {
    file: false,
    http: false,
    confined: {
      order: 1,
      canRead: true,
      async read(file: { url: string }) {
        // The parser hands over absolute paths or URLs, already resolved against the referring document.
        const problem = refTargetProblem(file.url, '/', roots);
        if (problem) {
          refused.push(problem);
          throw new Error(problem);
        }
        return fs.promises.readFile(file.url.startsWith('file:') ? fileURLToPath(file.url) : file.url);
      },
    },
  };
}
