import type { ListingPayload } from '../../format/site-format.ts';

/** A page beyond docs (blog post, list, tag page) before its payload gets a hashed file name. */
export interface BuiltListing {
  path: string;
  payload: ListingPayload;
  /** File name stem under data/, e.g. "blog/tags/api". */
  name: string;
  description: string;
  /** The page's og:image, an absolute URL. */
  image?: string;
  unlisted?: boolean;
}
