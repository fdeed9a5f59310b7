import yaml from 'js-yaml';
import * as z from 'zod/mini';
import { error, type Diagnostic } from '../../core/diagnostics.ts';
import { objectWith, text } from '../validate/rules.ts';
import { check, diagnosticsAt, withoutRefusedKeys } from '../validate/validate.ts';
import { yamlPositions } from '../validate/yaml-source.ts';
import type { BlogAuthor } from '../../../format/site-format.ts';
import { oversizedYaml } from '../validate/oversized-yaml.ts';

/** An author, in `blog/authors.yml` or inline in a post's front matter, as Docusaurus reads them. */
export const authorSchema = objectWith('an object with "name"', {
  name: text(),
  title: z.optional(z.string()),
  url: z.optional(z.string()),
  image_url: z.optional(z.string()),
  email: z.optional(z.string()),
});

const authorsFile = z.record(z.string(), authorSchema);

/** `blog/authors.yml`: authors by key, as Docusaurus reads them. */
export function parseAuthors(
  file: string,
  source: string,
): { authors: Map<string, BlogAuthor>; diagnostics: Diagnostic[] } {
  const authors = new Map<string, BlogAuthor>();
  // Columns do not count a byte order mark.
  const text = source.replace(/^\uFEFF/, '');
  let data: unknown;
  try {
    data = yaml.load(text);
  } catch (e) {
    const mark = (e as { mark?: { line: number; column: number } }).mark;
    return {
      authors,
      diagnostics: [
        error(
          'invalid-authors-file',
          file,
          (mark?.line ?? 0) + 1,
          (mark?.column ?? 0) + 1,
          `invalid YAML: ${(e as { reason?: string }).reason ?? (e as Error).message}`,
        ),
      ],
    };
  }
  if (data == null) return { authors, diagnostics: [] };
  const bomb = oversizedYaml('invalid-authors-file', file, data, text, 'invalid authors file');
  if (bomb) return { authors, diagnostics: [bomb] };
  if (typeof data !== 'object' || Array.isArray(data)) {
    return {
      authors,
      diagnostics: [
        error('invalid-authors-file', file, 1, 1, 'expected a map of author keys to { name, title, url, image_url }'),
      ],
    };
  }
  const checked = check(authorsFile, data);
  // An author with a mistake is left out; the others stay usable.
  const valid = checked.ok
    ? checked.data
    : (withoutRefusedKeys(authorsFile, data as Record<string, unknown>, checked.problems) ?? {});
  for (const [key, author] of Object.entries(valid)) authors.set(key, toBlogAuthor(author));
  return {
    authors,
    diagnostics: checked.ok
      ? []
      : diagnosticsAt(file, checked.problems, yamlPositions(text), { invalid: 'invalid-authors-file' }),
  };
}

/** A checked author as the site format shows it. */
export function toBlogAuthor(author: z.output<typeof authorSchema>): BlogAuthor {
  return {
    name: author.name,
    ...(author.title !== undefined ? { title: author.title } : {}),
    ...(author.url !== undefined ? { url: author.url } : {}),
    ...(author.image_url !== undefined ? { imageUrl: author.image_url } : {}),
  };
}
