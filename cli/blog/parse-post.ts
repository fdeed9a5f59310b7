import path from 'node:path';
import * as z from 'zod/mini';
import { error, type Diagnostic } from '../util/diagnostics.ts';
import { leadingHeading } from '../parse/doc.ts';
import { commonFields, isCalendarDate, isoDate, parseFrontMatterWith, toIsoDate } from '../parse/front-matter.ts';
import { text } from '../validate/rules.ts';
import type { BlogAuthor } from '../../format/site-format.ts';
import { authorSchema, toBlogAuthor } from './authors.ts';
import { routeUnder } from '../../format/routes.ts';

const AUTHOR_KEY = 'an author key from authors.yml';

/** The front matter keys of a blog post, with the shape each must have. */
const blogFrontMatter = z.strictObject({
  ...commonFields,
  authors: z.optional(
    z.union([text(AUTHOR_KEY), z.array(z.union([text(AUTHOR_KEY), authorSchema], { error: `${AUTHOR_KEY}, or an object with "name"` }))], {
      error: `${AUTHOR_KEY}, or a list of keys and { name, title, url } objects`,
    }),
  ),
  date: z.optional(isoDate),
  image: z.optional(text()),
});

export type BlogFrontMatter = z.output<typeof blogFrontMatter>;

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
/** Where the blog is: its route ("/blog") and its folder from the source root ("blog"), which names `contentPath`. */
export interface BlogPlacement {
  route: string;
  folder: string;
}

export function parseBlogPost(file: string, rel: string, source: string, authorsByKey: ReadonlyMap<string, BlogAuthor>, blog: BlogPlacement): { post?: BlogPostSource; diagnostics: Diagnostic[] } {
  const parsed = parseFrontMatterWith(file, source, blogFrontMatter);
  const diagnostics = [...parsed.diagnostics];
  const fm = parsed.data;
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
  const route = routeUnder(blog.route, fm.slug ? path.posix.resolve('/', fm.slug).replace(/^\/+|\/+$/g, '') : `${dateValue.replace(/-/g, '/')}/${name}`);
  const authors: BlogAuthor[] = [];
  const listed = typeof fm.authors === 'string' ? [fm.authors] : (fm.authors ?? []);
  for (const [index, entry] of listed.entries()) {
    if (typeof entry !== 'string') {
      authors.push(toBlogAuthor(entry));
      continue;
    }
    const author = authorsByKey.get(entry);
    if (author) {
      authors.push(author);
      continue;
    }
    const at = parsed.positions.locate(typeof fm.authors === 'string' ? ['authors'] : ['authors', index], 'value');
    const known = authorsByKey.size ? ` (known: ${[...authorsByKey.keys()].join(', ')})` : '';
    diagnostics.push(error(file, at.line, at.column, `front matter: author "${entry}" is not in blog/authors.yml${known}`));
  }
  const title = fm.title ?? leadingHeading(parsed.body) ?? name;
  return {
    post: { file, contentPath: `${blog.folder}/${rel}`, route, date: dateValue, title, authors, frontMatter: fm, body: parsed.body, bodyLineOffset: parsed.bodyLineOffset },
    diagnostics,
  };
}
