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
  // Docusaurus 3.5's links to an author's profiles, by platform: a handle or a whole URL.
  socials: z.optional(z.record(z.string(), z.string())),
});

/** Where Docusaurus sends an author's handle on each platform it knows (a URL is kept as written). */
const SOCIAL_PROFILES: Record<string, (handle: string) => string> = {
  github: (h) => `https://github.com/${h}`,
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
};

/** An author's first profile link, which stands for the author when no `url` is given. */
function firstProfile(socials: Record<string, string> | undefined): string | undefined {
  for (const [platform, handle] of Object.entries(socials ?? {})) {
    if (/^https?:\/\//.test(handle)) return handle;
    const profile = SOCIAL_PROFILES[platform];
    if (profile) return profile(handle.replace(/^@/, ''));
  }
  return undefined;
}

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
  const url = author.url ?? firstProfile(author.socials);
  return {
    name: author.name,
    ...(author.title !== undefined ? { title: author.title } : {}),
    ...(url !== undefined ? { url } : {}),
    ...(author.image_url !== undefined ? { imageUrl: author.image_url } : {}),
  };
}
