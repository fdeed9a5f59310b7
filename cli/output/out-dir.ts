import fs from 'node:fs';
import path from 'node:path';
import { isInside } from '../core/path-inside.ts';
import { MANIFEST_META_NAME } from '../../format/site-format.ts';

/**
 * Why `outDir` cannot take the site, or undefined when it can. A build swaps its output folder whole, so a folder
 * that is, holds or lies inside what the build reads (the project folder, the config, content/) would be replaced by
 * the site, and the sources set aside with the previous output. Paths are compared as the file system resolves them,
 * so that a symlink, or another letter case on a case-insensitive disk, does not slip through.
 */
export function outDirProblem(
  outDir: string,
  project: { rootDir: string; configFile: string; contentDir: string },
  shown = outDir,
): string | undefined {
  const out = resolved(outDir);
  const read = [project.rootDir, project.configFile, project.contentDir].map(resolved).find((p) => isInside(p, out));
  if (read)
    return `--out ${shown}: a build replaces this folder whole, and it holds ${read}, which the build reads; choose a folder of its own, such as "site"`;
  if (isInside(out, resolved(project.contentDir)))
    return `--out ${shown}: this folder is inside the content folder ${project.contentDir}; choose one outside it, such as "site"`;
  return foreignContent(out, shown);
}

/**
 * The swap sets the old output aside and a later build prunes what it did not write, so whatever stands at `--out`
 * is gone two builds on: only an empty folder or an earlier site (an index.html that names docsgen's manifest) may be
 * replaced.
 */
function foreignContent(out: string, shown: string): string | undefined {
  const stat = fs.statSync(out, { throwIfNoEntry: false });
  if (!stat) return undefined;
  if (!stat.isDirectory())
    return `--out ${shown}: this is a file, not a folder, and a build would replace it with the site; choose a folder, such as "site"`;
  if (fs.readdirSync(out).length === 0 || isBuiltSite(out)) return undefined;
  return `--out ${shown}: this folder holds files that no docsgen build wrote, and a build replaces it whole; empty it, or choose another folder, such as "site"`;
}

function isBuiltSite(dir: string): boolean {
  try {
    return fs.readFileSync(path.join(dir, 'index.html'), 'utf8').includes(`<meta name="${MANIFEST_META_NAME}"`);
  } catch {
    return false;
  }
}

/** The real path of the nearest part that exists, with the rest (which does not exist yet) added as written. */
function resolved(target: string): string {
  const absolute = path.resolve(target);
  const missing: string[] = [];
  for (let at = absolute; ; at = path.dirname(at)) {
    try {
      return path.join(fs.realpathSync.native(at), ...missing);
    } catch {
      if (path.dirname(at) === at) return absolute;
      missing.unshift(path.basename(at));
    }
  }
}
