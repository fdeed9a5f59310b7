import type { ListingPayload } from '../site-format.ts';

/** A page beyond docs (blog post, list, tag page) before its payload gets a hashed file name. */
export interface BuiltListing {
  path: string;
  payload: ListingPayload;
  /** File name stem under data/, e.g. "blog/tags/api". */
  name: string;
  description: string;
  unlisted?: boolean;
}

/** "/x" with baseUrl, as every href in the site format. */
export function withBase(baseUrl: string, route: string): string {
  return `${baseUrl.replace(/\/$/, '')}${route}`;
}
