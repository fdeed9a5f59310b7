/**
 * Pieces of a page payload that doc pages and listing pages share, re-exported by site-format.ts: import them from
 * there. A file of their own so that listing-format.ts can use them without importing site-format.ts back.
 */

export interface TocItem {
  id: string;
  text: string;
  level: number;
}

export interface BreadcrumbItem {
  label: string;
  href?: string;
}

export interface PagerLink {
  label: string;
  href: string;
}

export interface Tag {
  label: string;
  slug: string;
  /** The tag's page, when the site has tag pages. */
  href?: string;
}
