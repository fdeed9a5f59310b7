import path from 'node:path';
import { error, type Diagnostic } from '../util/diagnostics.ts';
import { leadingHeading } from '../parse/doc.ts';
import { boolean, isCalendarDate, isoDate, parseFrontMatterWith, string, stringList, toIsoDate, type Check } from '../parse/front-matter.ts';
import type { BlogAuthor } from '../../format/site-format.ts';
import { toAuthor } from './authors.ts';
import { BLOG_ROUTE } from '../../format/routes.ts';

export interface BlogFrontMatter {
  title?: string;
  description?: string;
  authors?: string | (string | Record<string, unknown>)[];
  tags?: string[];
  date?: string;
  slug?: string;
  draft?: boolean;
  unlisted?: boolean;
  keywords?: string[];
  image?: string;
  hide_table_of_contents?: boolean;
}

const authorsCheck: Check = (v) => {
  const list = typeof v === 'string' ? [v] : v;
  if (!Array.isArray(list) || !list.every((a) => (typeof a === 'string' && a.trim()) || (typeof a === 'object' && a !== null))) {
    return 'an author key from authors.yml, or a list of keys and { name, title, url } objects';
  }
  return undefined;
};

const checks: Record<keyof BlogFrontMatter, Check> = {
  title: string,
  description: string,
  authors: authorsCheck,
  tags: stringList,
  date: isoDate,
  slug: string,
  draft: boolean,
  unlisted: boolean,
  keywords: stringList,
  image: string,
  hide_table_of_contents: boolean,
};

export interface BlogPostSource {
  file: string;
  /** Path relative to the content folder, e.g. "blog/2024-01-02-hello.md". */
  contentPath: string;
  route: string;
  date: string;
  title: string;
  authors: BlogAuthor[];
  frontMatter: BlogFrontMatter;
  body: string;
  bodyLineOffset: number;
}

const DATED = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/;

/**
 * One blog post, named like Docusaurus's: `2024-01-02-slug.md` or
 * `2024-01-02-slug/index.md`. Its route is `/blog/2024/01/02/slug`, or
 * `/blog/<slug>` when front matter sets one.
 */
export function parseBlogPost(file: string, rel: string, source: string, authorsByKey: ReadonlyMap<string, BlogAuthor>): { post?: BlogPostSource; diagnostics: Diagnostic[] } {
  const parsed = parseFrontMatterWith(file, source, checks);
  const diagnostics = [...parsed.diagnostics];
  const fm = parsed.data as BlogFrontMatter;
  const base = /(^|\/)index\.md$/.test(rel) ? path.posix.dirname(rel) : rel.replace(/\.md$/, '');
  const stem = base.split('/').pop()!;
  const dated = DATED.exec(stem);
  const namedDate = dated ? `${dated[1]}-${dated[2]}-${dated[3]}` : undefined;
  if (namedDate && !isCalendarDate(namedDate)) {
    diagnostics.push(error(file, 1, 1, `the file name's date ${namedDate} is not a day of the calendar; expected one such as 2024-03-05`));
    return { diagnostics };
  }
  const dateValue = fm.date !== undefined ? toIsoDate(fm.date) : namedDate;
  if (!dateValue) {
    diagnostics.push(error(file, 1, 1, 'blog post without a date: name the file YYYY-MM-DD-slug.md or set "date" in front matter'));
    return { diagnostics };
  }
  const name = dated ? dated[4]! : stem;
  // A slug's ".." segments stop at the blog's root, so that no post is written outside the site.
  const route = fm.slug ? `${BLOG_ROUTE}${path.posix.resolve('/', fm.slug).replace(/\/+$/, '')}` : `${BLOG_ROUTE}/${dateValue.replace(/-/g, '/')}/${name}`;
  const authors: BlogAuthor[] = [];
  const listed = fm.authors === undefined ? [] : typeof fm.authors === 'string' ? [fm.authors] : Array.isArray(fm.authors) ? fm.authors : [];
  for (const entry of listed) {
    if (typeof entry === 'string') {
      const author = authorsByKey.get(entry);
      if (author) authors.push(author);
      else diagnostics.push(error(file, keyLine(source, 'authors'), 1, `front matter: author "${entry}" is not in blog/authors.yml${authorsByKey.size ? ` (known: ${[...authorsByKey.keys()].join(', ')})` : ''}`));
    } else {
      const author = toAuthor(entry);
      if (typeof author === 'string') diagnostics.push(error(file, keyLine(source, 'authors'), 1, `front matter: "authors" entry: ${author}`));
      else authors.push(author);
    }
  }
  const title = fm.title ?? leadingHeading(parsed.body) ?? name;
  return {
    post: { file, contentPath: `blog/${rel}`, route, date: dateValue, title, authors, frontMatter: fm, body: parsed.body, bodyLineOffset: parsed.bodyLineOffset },
    diagnostics,
  };
}

function keyLine(source: string, key: string): number {
  const index = source.split(/\r?\n/).findIndex((line, i) => i > 0 && line.startsWith(`${key}:`));
  return index === -1 ? 1 : index + 1;
}
