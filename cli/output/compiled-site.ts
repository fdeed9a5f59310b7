/** What the output stage takes from a compile: the site in memory, and what each route's HTML shell needs. */
import type { Asset } from '../assets/asset-registry.ts';
import type { FeedLink } from '../site/feeds.ts';
import type { Manifest } from '../../format/site-format.ts';
import type { RouteTable } from '../site/route-table.ts';

/** What the HTML shell of one route needs. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  payload?: string;
  /** The route's shard and sidebar file, which the shell preloads with the payload; set when the shells are written. */
  routeFiles?: string[];
  noindex?: boolean;
  /** Front matter `keywords`, for `<meta name="keywords">`. */
  keywords?: string[];
  /** Front matter `image`, as written: the page's social card (og:image). */
  image?: string;
  /** The page's Markdown export, baseUrl in front, which the head names for machine readers. */
  markdown?: string;
  /** A `<Head>`'s canonical URL, in place of the page's own. */
  canonical?: string;
  /** A `<Head>`'s other meta and link tags, as HTML. */
  headTags?: string[];
}

export interface CompiledSite {
  manifest: Manifest;
  /** Every route and sidebar, which the manifest names only by file (see routeTableFiles); for the HTML shells and tests. */
  table: RouteTable;
  /** For a page of a split sidebar, the file of the part that holds its entry, by the page's path (see routeTableFiles). */
  sidebarParts: Map<string, string>;
  /** Files referenced relatively from pages, by their hashed path in the site. */
  assets: Map<string, Asset>;
  /** The static folders' files, copied to the site root as they are: path in the site -> source (see staticFiles). */
  staticFiles: Map<string, string>;
  /** Payload JSON by file name relative to the site root. */
  payloadFiles: Map<string, string>;
  /**
   * The files of payloadFiles that keep their names from one build to the next, so that an edit of a page's text does
   * not rename them (route shards, the search index's entry and excerpts): left out of hashed-files.map.
   */
  revalidatedFiles: Set<string>;
  /**
   * Every page's Markdown export, llms.txt and llms-full.txt, by path relative to the site root (see markdownExports);
   * empty when a PayloadWriter took them.
   */
  markdownFiles: Map<string, string>;
  /** Files written as they are, never cached for good: the blog's feeds, redirect pages, the nginx redirects. */
  generatedFiles: Map<string, string>;
  /** The island bundle (scripts, styles, files they import) by path in the site, named by content; absent without islands. */
  islandFiles?: Map<string, Uint8Array>;
  /** The theme's style sheet and the files it names (see siteTheme), by path in the site; absent without a theme. */
  themeFiles?: Map<string, Uint8Array>;
  /** The theme's style sheets, which every page loads after the viewer's. */
  themeStyles?: string[];
  /** The blog's feeds, linked from every page's head as Docusaurus links them. */
  feedLinks: FeedLink[];
  pages: PageMeta[];
  /** Whether a page has a mermaid diagram; the viewer's mermaid chunks are written only then. */
  hasDiagrams: boolean;
}
