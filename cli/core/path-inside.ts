import path from 'node:path';

/** Whether `child` is `parent` or lies below it (absolute paths), segment by segment: "/a/bc" is not inside "/a/b". */
export function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}
