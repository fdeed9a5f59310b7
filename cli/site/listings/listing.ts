import type { ListingPayload } from '../../../format/site-format.ts';

/** A page beyond docs (blog post, list, tag page) before its payload gets a hashed file name. */
export interface BuiltListing {
  path: string;
  payload: ListingPayload;
  /** File name stem under data/, e.g. "blog/tags/api". */
  name: string;
  description: string;
  unlisted?: boolean;
  /** The docs sidebar shown beside the page (a generated index page's). */
  sidebar?: string;
  /** Front matter-like `keywords` and `image` (the og:image: a URL, or a path made absolute) for the page's `<head>`. */
  keywords?: string[];
  image?: string;
}
