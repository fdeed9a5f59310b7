import fs from 'node:fs';
import path from 'node:path';
import { walkFiles } from './confined-walk.ts';
import { error, type Diagnostic } from '../core/diagnostics.ts';
import { isInside } from '../core/path-inside.ts';

/**
 * The description files directly in `dir` (content/openapi, content/graphql) whose names match `pattern`, read only
 * when they lie inside the project after resolving symlinks: `ln -s ~/.npmrc content/openapi/core.yaml`, or a
 * content/openapi that is itself a link out, would publish what it reads in the API reference. Each one refused is
 * an error at its file.
 */
export function confinedSourceFiles(
  dir: string,
  pattern: RegExp,
  roots: readonly string[],
  cwd: string,
): { files: string[]; diagnostics: Diagnostic[] } {
  if (!fs.existsSync(dir)) return { files: [], diagnostics: [] };
  const shown = path.relative(cwd, dir) || '.';
  const real = fs.realpathSync(dir);
  if (!roots.some((root) => isInside(real, root))) {
    return {
      files: [],
      diagnostics: [
        error(
          'outside-project',
          shown,
          1,
          1,
          `this folder leads to ${real}, outside the project; docsgen reads only files inside ${roots.join(' or ')}, so replace the link with a copy of the descriptions`,
        ),
      ],
    };
  }
  const { files, problems } = walkFiles(dir, { allowed: roots });
  const direct = (rel: string) => !rel.includes('/') && pattern.test(rel);
  return {
    files: files.filter(direct),
    // The folder itself unreadable, or a description file refused; files in subfolders are read only through $refs.
    diagnostics: problems
      .filter((p) => p.rel === '.' || direct(p.rel))
      .map((p) => error(p.code, path.join(shown, p.rel), 1, 1, p.message)),
  };
}
