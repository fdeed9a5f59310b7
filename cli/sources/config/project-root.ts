import fs from 'node:fs';
import path from 'node:path';
import type { JSONPath } from 'jsonc-parser';
import type { DiagnosticCode } from '../../core/diagnostic-codes.ts';
import { isInside } from '../../core/path-inside.ts';

/**
 * The project's folder: `projectRoot` from the config's folder, else the config's folder itself. Every static folder
 * lies inside it, since a build publishes each file of a static folder as it is: a `staticDirectories` entry that
 * leads to `/etc`, or to a home folder, would publish it whole.
 */
export function projectRootOf(rootDir: string, projectRoot: string | undefined): string {
  return projectRoot === undefined ? rootDir : path.resolve(rootDir, projectRoot);
}

/** A path with its symlinks resolved as far as it exists; the part not made yet is taken as written. */
export function realPathOf(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    const parent = path.dirname(p);
    return parent === p ? p : path.join(realPathOf(parent), path.basename(p));
  }
}

export interface RootProblem {
  /** The key or value the problem is about, as jsonc-parser locates it. */
  at: JSONPath;
  code: DiagnosticCode;
  message: string;
}

/**
 * What is wrong with `projectRoot` (it must hold the config's folder) and with the static folders (each must lie
 * inside the project, symlinks resolved), each at its key.
 */
export function projectRootProblems(
  rootDir: string,
  config: { projectRoot?: string | undefined; staticDirectories?: readonly string[] | undefined },
): RootProblem[] {
  const root = projectRootOf(rootDir, config.projectRoot);
  const realRoot = realPathOf(root);
  if (!isInside(realPathOf(rootDir), realRoot))
    return [
      {
        at: ['projectRoot'],
        code: 'invalid-config',
        message: `projectRoot: expected the config's folder or a folder that holds it, such as "..", but ${root} does not hold ${rootDir}`,
      },
    ];
  return (config.staticDirectories ?? []).flatMap((dir, i): RootProblem[] => {
    const real = realPathOf(path.resolve(rootDir, dir));
    if (isInside(real, realRoot)) return [];
    const realConfigDir = realPathOf(rootDir);
    const common = commonFolder(realConfigDir, real);
    const hint =
      common === path.parse(common).root
        ? 'name a folder inside it'
        : `name a folder inside it, or make the project the folder that holds both with "projectRoot": "${path.relative(realConfigDir, common).split(path.sep).join('/')}"`;
    return [
      {
        at: ['staticDirectories', i],
        code: 'outside-project',
        message: `staticDirectories: "${dir}" leads to ${real}, outside the project (${realRoot}); a build publishes every file of a static folder, so ${hint}`,
      },
    ];
  });
}

/** The deepest folder that holds both (absolute) paths. */
function commonFolder(a: string, b: string): string {
  let folder = a;
  while (!isInside(b, folder)) folder = path.dirname(folder);
  return folder;
}
