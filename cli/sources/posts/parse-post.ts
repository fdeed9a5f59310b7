import path from 'node:path';
import { error, type Diagnostic } from '../../core/diagnostics.ts';
import { isMdxPage, leadingHeading, type MarkdownFormat } from '../doc.ts';
import { isCalendarDate, parseFrontMatterWith, toIsoDate } from '../front-matter.ts';
import type { BlogAuthor } from '../../../format/site-format.ts';
import { blogFrontMatter, postAuthors, tolerated, type BlogFrontMatter } from './post-front-matter.ts';
import { routeUnder } from '../../../format/routes.ts';

export type { BlogFrontMatter };

/** MDX's truncate marker, alone on its line; Docusaurus 3 takes it as it takes `<!-- truncate -->`. */
const MDX_TRUNCATE = /^([ \t]*)\{\/\*\s*truncate\s*\*\/\}[ \t]*$/m;

/** The body with MDX's truncate marker written as the HTML comment the list pages cut at, on the same line. */
function withHtmlTruncateMarker(body: string): string {
  return body.replace(MDX_TRUNCATE, '$1<!-- truncate -->');
}

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
  /** Read as MDX (see isMdxPage). */
  mdx: boolean;
  /** In a translation's build, the translated file it was read from (absolute); its references resolve from there. */
  sourceFile?: string;
  /** In a translation's build, a post with no translated file: the default locale's text, shown with a note. */
  untranslated?: true;
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
  /** The config's markdown.format: which posts are MDX. */
  format?: MarkdownFormat;
}

export function parseBlogPost(
  file: string,
  rel: string,
  source: string,
  authorsByKey: ReadonlyMap<string, BlogAuthor>,
  blog: BlogPlacement,
): { post?: BlogPostSource; diagnostics: Diagnostic[] } {
  const parsed = parseFrontMatterWith(file, source, blogFrontMatter);
  const diagnostics = tolerated(parsed.diagnostics);
  const fm = parsed.data;
  const base = /(^|\/)index\.mdx?$/.test(rel) ? path.posix.dirname(rel) : rel.replace(/\.mdx?$/, '');
  const stem = base.split('/').pop()!;
  const dated = DATED.exec(stem);
  const namedDate = dated ? `${dated[1]}-${dated[2]}-${dated[3]}` : undefined;
  if (namedDate && !isCalendarDate(namedDate)) {
    diagnostics.push(
      error(
        'invalid-blog-post',
        file,
        1,
        1,
        `the file name's date ${namedDate} is not a day of the calendar; expected one such as 2024-03-05`,
      ),
    );
    return { diagnostics };
  }
  const dateValue = fm.date !== undefined ? toIsoDate(fm.date) : namedDate;
  if (!dateValue) {
    diagnostics.push(
      error(
        'invalid-blog-post',
        file,
        1,
        1,
        'blog post without a date: name the file YYYY-MM-DD-slug.md or set "date" in front matter',
      ),
    );
    return { diagnostics };
  }
  const name = dated ? dated[4]! : stem;
  // A slug's ".." segments stop at the blog's root, so that no post is written outside the site.
  const route = routeUnder(
    blog.route,
    fm.slug ? path.posix.resolve('/', fm.slug).replace(/^\/+|\/+$/g, '') : `${dateValue.replace(/-/g, '/')}/${name}`,
  );
  const authors = postAuthors(fm, authorsByKey, parsed.positions, (at, message) =>
    diagnostics.push(error('invalid-blog-post', file, at.line, at.column, message)),
  );
  const title = fm.title ?? leadingHeading(parsed.body) ?? name;
  return {
    post: {
      file,
      contentPath: `${blog.folder}/${rel}`,
      route,
      date: dateValue,
      title,
      authors,
      frontMatter: fm,
      body: withHtmlTruncateMarker(parsed.body),
      bodyLineOffset: parsed.bodyLineOffset,
      mdx: isMdxPage(rel, blog.format ?? 'detect'),
    },
    diagnostics,
  };
}
