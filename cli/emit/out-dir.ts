import path from 'node:path';

/**
 * Why `outDir` cannot take the site, or undefined when it can. A build swaps its output folder whole, so a folder
 * that is, holds or lies inside what the build reads (the project folder, the config, content/) would be replaced by
 * the site, and the sources set aside with the previous output.
 */
export function outDirProblem(outDir: string, project: { rootDir: string; configFile: string; contentDir: string }, shown = outDir): string | undefined {
  const out = path.resolve(outDir);
  const within = (child: string, parent: string) => {
    const rel = path.relative(parent, child);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
  };
  const read = [project.rootDir, project.configFile, project.contentDir].map((p) => path.resolve(p)).find((p) => within(p, out));
  if (read) return `--out ${shown}: a build replaces this folder whole, and it holds ${read}, which the build reads; choose a folder of its own, such as "site"`;
  if (within(out, path.resolve(project.contentDir))) return `--out ${shown}: this folder is inside the content folder ${project.contentDir}; choose one outside it, such as "site"`;
  return undefined;
}
