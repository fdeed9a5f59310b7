import fs from 'node:fs';
import path from 'node:path';
import { isInside } from '../core/path-inside.ts';

/** What a reference to a file (image, download) points at. */
export type FileRef =
  /** Not a file: a page, an anchor or an external URL. */
  | { kind: 'none' }
  /** A file under content/static, served at the same path. */
  | { kind: 'static'; path: string; source: string }
  /** A file next to the Markdown, copied under a content-hashed name. */
  | { kind: 'local'; source: string }
  | { kind: 'missing'; source: string }
  /** A file that exists, but outside the project (or reached through a symlink that leads out of it): never copied. */
  | { kind: 'outside'; source: string; target: string };

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const PAGE = /\.(mdx?|html?)$/i;

/**
 * Resolves `./img/x.png`, `/img/x.png` (a static folder) and old Docusaurus
 * paths that climb into static (`../../static/img/x.png`). Names may be
 * percent-encoded, with accents and spaces. With several static folders, the
 * first that holds a path serves it, as Docusaurus copies them in order.
 */
export function resolveFileRef(
  href: string,
  fromFile: string,
  staticDirs: readonly string[],
  projectRoots: readonly string[],
): FileRef {
  if (SCHEME.test(href) || href.startsWith('//') || href.startsWith('#')) return { kind: 'none' };
  const raw = href.replace(/[?#].*$/, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = raw;
  }
  const last = decoded.split('/').pop() ?? '';
  if (!last.includes('.') || PAGE.test(last)) return { kind: 'none' };
  const inStatic = (source: string): FileRef => {
    const staticDir = staticDirs.find((dir) => isInside(source, dir));
    if (staticDir === undefined) return { kind: 'none' };
    const rel = path.relative(staticDir, source);
    if (!fs.existsSync(source)) return { kind: 'missing', source };
    return outside(source, projectRoots) ?? { kind: 'static', path: `/${rel.split(path.sep).join('/')}`, source };
  };
  if (decoded.startsWith('/')) {
    const candidates = staticDirs.map((dir) => path.join(dir, decoded));
    const found = candidates.find((source) => fs.existsSync(source));
    return found === undefined
      ? candidates.length
        ? { kind: 'missing', source: candidates[0]! }
        : { kind: 'none' }
      : inStatic(found);
  }
  const source = path.resolve(path.dirname(fromFile), decoded);
  const asStatic = inStatic(source);
  if (asStatic.kind !== 'none') return asStatic;
  if (!isFile(source)) return { kind: 'missing', source };
  return outside(source, projectRoots) ?? { kind: 'local', source };
}

/**
 * The file's real place, when it is not inside the project: `../../../../etc/passwd`, or a symlink leading out.
 * `projectRoots` are real paths already (see projectRoots in compile/model.ts), resolved once per build.
 */
function outside(source: string, projectRoots: readonly string[]): FileRef | undefined {
  const target = fs.realpathSync(source);
  return projectRoots.some((root) => isInside(target, root)) ? undefined : { kind: 'outside', source, target };
}

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}
