import path from 'node:path';
import type { Diagnostic } from '../diagnostics.ts';
import { parseFrontMatter, type FrontMatter } from './front-matter.ts';

export interface DocSource {
  /** Source path for diagnostics, relative to the working directory. */
  file: string;
  /** Path relative to the docs folder, with "/" separators, e.g. "about/intro.md". */
  relPath: string;
  /** Folder of the doc relative to the docs folder ("" at the root). */
  dir: string;
  /** File name without the extension and without a numeric "01-" ordering prefix. */
  name: string;
  id: string;
  /** Site path without baseUrl, e.g. "/docs/about/intro". */
  route: string;
  /** Front matter title, else the leading `# heading`, else the file name. */
  title: string;
  frontMatter: FrontMatter;
  body: string;
  bodyLineOffset: number;
}

const NUMBER_PREFIX = /^\d+[-_.]\s*/;

/** Stage 3: one Markdown file into a doc with its id and route. */
export function parseDoc(file: string, relPath: string, source: string, docsRoute = '/docs'): { doc: DocSource; diagnostics: Diagnostic[] } {
  const { data, body, bodyLineOffset, diagnostics } = parseFrontMatter(file, source);
  const dirRaw = path.posix.dirname(relPath);
  const dir = dirRaw === '.' ? '' : dirRaw.split('/').map((s) => s.replace(NUMBER_PREFIX, '')).join('/');
  const name = path.posix.basename(relPath, '.md').replace(NUMBER_PREFIX, '');
  const localId = data.id ?? name;
  const id = dir ? `${dir}/${localId}` : localId;
  const title = data.title ?? leadingHeading(body) ?? name;
  return { doc: { file, relPath, dir, name, id, route: routeOf(dir, name, data, docsRoute), title, frontMatter: data, body, bodyLineOffset }, diagnostics };
}

/** Plain text of a `# heading` that opens the body, without inline markup. */
export function leadingHeading(body: string): string | undefined {
  const first = /^\s*#[ \t]+(.+?)[ \t#]*$/m.exec(body.replace(/^\s*\n/, ''));
  if (!first || first.index !== 0) return undefined;
  const text = first[1]!
    .replace(/\s*\{#[^}]*\}$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .trim();
  return text || undefined;
}

function routeOf(dir: string, name: string, data: FrontMatter, docsRoute: string): string {
  if (data.slug) {
    // As Docusaurus resolves a slug: relative to the doc's folder, with "." and ".." segments applied and never above
    // the docs root, so that no slug names a file outside the site.
    const slug = path.posix.resolve(`/${dir}`, data.slug);
    return trimSlash(`${docsRoute}${slug}`);
  }
  const lastDir = dir.split('/').pop();
  const isIndex = name === 'index' || name.toLowerCase() === 'readme' || (lastDir !== undefined && name === lastDir);
  const leaf = isIndex ? '' : `/${data.id ?? name}`;
  return trimSlash(`${docsRoute}${dir ? `/${dir}` : ''}${leaf}`);
}

function trimSlash(route: string): string {
  const collapsed = route.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}
