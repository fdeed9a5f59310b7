import * as z from 'zod/mini';
import { integer } from '../validate/rules.ts';

/** The feeds Docusaurus's blog plugin writes, by the name its `feedOptions.type` gives each. */
export const FEED_TYPES = ['rss', 'atom', 'json'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

const feedType = z.enum(FEED_TYPES, { error: 'one of "rss", "atom" or "json"' });

/**
 * `blog.feedOptions`, with Docusaurus 3.8's defaults: RSS and Atom, the 20 newest posts, an empty copyright; the
 * title and description default to "<site title> Blog". `type: null` writes no feed.
 */
export const feedOptionsSchema = z.prefault(
  z.strictObject({
    type: z._default(
      z.nullable(
        z.union([z.enum([...FEED_TYPES, 'all']), z.array(feedType)], {
          error: '"rss", "atom", "json", "all", a list of them, or null for no feed',
        }),
      ),
      ['rss', 'atom'],
    ),
    title: z.optional(z.string()),
    description: z.optional(z.string()),
    copyright: z._default(z.string(), ''),
    /** The newest posts a feed holds; `false` or `null`: every post. */
    limit: z._default(
      z.union([integer(1, 100_000), z.literal(false), z.null()], {
        error: 'a number of posts, or false for all of them',
      }),
      20,
    ),
    /** The feeds' language; the site's `locale.htmlLang` when absent. */
    language: z.optional(z.string()),
  }),
  {},
);

export type FeedOptions = z.output<typeof feedOptionsSchema>;

/** The feeds to write: "all" is the three, a single name is a list of one, null is none. */
export function feedTypes(type: FeedOptions['type']): FeedType[] {
  if (type === null) return [];
  if (type === 'all') return [...FEED_TYPES];
  return typeof type === 'string' ? [type] : [...new Set(type)];
}
