import * as z from 'zod/mini';
import type { Diagnostic } from '../../core/diagnostics.ts';
import { commonFields, isoDate, lastUpdateField } from '../front-matter.ts';
import type { SourcePositions } from '../validate/positions.ts';
import { acrossFields, integer, objectWith, text } from '../validate/rules.ts';
import type { BlogAuthor } from '../../../format/site-format.ts';

const AUTHOR_KEY = 'an author key from authors.yml';
const AUTHOR_OBJECT = 'an object with "key", "name" or "image_url"';

/**
 * An author written in a post, as Docusaurus 3.8 reads one: a key into authors.yml, or an object with a `key` (whose
 * entry it overrides), a `name`, or only an image.
 */
const inlineAuthor = objectWith(AUTHOR_OBJECT, {
  key: z.optional(text(AUTHOR_KEY)),
  name: z.optional(z.string()),
  title: z.optional(z.string()),
  url: z.optional(z.string()),
  image_url: z.optional(z.string()),
  imageURL: z.optional(z.string()),
  email: z.optional(z.string()),
  socials: z.optional(z.record(z.string(), z.string())),
}).check(
  acrossFields((a) =>
    a.key === undefined && a.name === undefined && a.image_url === undefined && a.imageURL === undefined
      ? `expected ${AUTHOR_OBJECT}`
      : undefined,
  ),
);

type InlineAuthor = z.output<typeof inlineAuthor>;
const authorEntry = z.union([text(AUTHOR_KEY), inlineAuthor], { error: `${AUTHOR_KEY}, or ${AUTHOR_OBJECT}` });

/** Every front matter key Docusaurus 3.8 reads in a blog post, with the shape each must have. */
export const blogFrontMatter = z.strictObject({
  ...commonFields,
  id: z.optional(text()),
  title_meta: z.optional(z.string()),
  sidebar_label: z.optional(z.string()),
  authors: z.optional(
    z.union([text(AUTHOR_KEY), inlineAuthor, z.array(authorEntry)], {
      error: `${AUTHOR_KEY}, an author object, or a list of them`,
    }),
  ),
  // The single author of Docusaurus 1 and 2, in both spellings.
  author: z.optional(z.string()),
  author_title: z.optional(z.string()),
  author_url: z.optional(z.string()),
  author_image_url: z.optional(z.string()),
  authorTitle: z.optional(z.string()),
  authorURL: z.optional(z.string()),
  authorImageURL: z.optional(z.string()),
  date: z.optional(isoDate),
  image: z.optional(text()),
  toc_min_heading_level: z.optional(integer(2, 6)),
  toc_max_heading_level: z.optional(integer(2, 6)),
  last_update: lastUpdateField,
});

export type BlogFrontMatter = z.output<typeof blogFrontMatter>;

/** Problems Docusaurus lets through: an unknown key is a warning, and the post builds without it. */
export function tolerated(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.map((d) =>
    /^front matter: [^ ]+: unknown key\b/.test(d.message)
      ? { ...d, severity: 'warning' as const, code: 'unknown-front-matter-key' as const }
      : d,
  );
}

/**
 * A post's authors as Docusaurus gives them: `authors` (keys, objects, or both), else the legacy `author*` keys. A key
 * missing from authors.yml, or both kinds of keys at once, is an error at its place.
 */
export function postAuthors(
  fm: Partial<BlogFrontMatter>,
  authorsByKey: ReadonlyMap<string, BlogAuthor>,
  positions: SourcePositions,
  report: (at: { line: number; column: number }, message: string) => void,
): BlogAuthor[] {
  const legacyName = fm.author;
  const legacy = [
    legacyName,
    fm.author_title,
    fm.author_url,
    fm.author_image_url,
    fm.authorTitle,
    fm.authorURL,
    fm.authorImageURL,
  ].some((v) => v !== undefined);
  if (fm.authors !== undefined && legacy) {
    report(
      positions.locate(['authors'], 'key'),
      'front matter: write the authors in "authors" only, not also in "author", "author_title", "author_url" or "author_image_url"',
    );
  }
  if (fm.authors === undefined) {
    if (!legacy) return [];
    return [
      {
        name: '',
        ...overrides({
          name: legacyName,
          title: fm.author_title ?? fm.authorTitle,
          url: fm.author_url ?? fm.authorURL,
          image_url: fm.author_image_url ?? fm.authorImageURL,
        }),
      },
    ];
  }
  const listed = Array.isArray(fm.authors)
    ? fm.authors.map((entry, i) => [entry, ['authors', i]] as const)
    : [[fm.authors, ['authors']] as const];
  const authors: BlogAuthor[] = [];
  for (const [entry, at] of listed) {
    const key = typeof entry === 'string' ? entry : entry.key;
    const known = key === undefined ? undefined : authorsByKey.get(key);
    if (key !== undefined && !known) {
      const where = positions.locate(typeof entry === 'string' ? [...at] : [...at, 'key'], 'value');
      const keys = authorsByKey.size ? ` (known: ${[...authorsByKey.keys()].join(', ')})` : '';
      report(where, `front matter: author "${key}" is not in blog/authors.yml${keys}`);
      continue;
    }
    authors.push(typeof entry === 'string' ? known! : { name: '', ...known, ...overrides(entry) });
  }
  return authors;
}

/** What an inline author sets, as the site format names it; what it leaves out, its authors.yml entry gives. */
function overrides(a: Pick<InlineAuthor, 'name' | 'title' | 'url' | 'image_url' | 'imageURL'>): Partial<BlogAuthor> {
  const imageUrl = a.image_url ?? a.imageURL;
  return {
    ...(a.name !== undefined ? { name: a.name } : {}),
    ...(a.title !== undefined ? { title: a.title } : {}),
    ...(a.url !== undefined ? { url: a.url } : {}),
    ...(imageUrl !== undefined ? { imageUrl } : {}),
  };
}
