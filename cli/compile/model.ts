/**
 * The compiler's model: what the compile stages hand each other and what the
 * emit and watch stages take from a compile. Kept apart from the orchestrator
 * so that stages import types, not the pipeline that runs them.
 */
import fs from 'node:fs';
import type { AssetRegistry, Asset } from '../assets/asset-registry.ts';
import type { LoadedConfig } from '../config/load-config.ts';
import type { PageContext } from './doc-page.ts';
import type { LinkSite } from '../links/check-links.ts';
import type { FeedLink } from '../blog/feeds.ts';
import type { DocSource } from '../parse/doc.ts';
import type { SearchIndexTarget } from '../search/build-index.ts';
import type { PageSections } from '../search/sections.ts';
import type { Manifest } from '../../format/site-format.ts';
import { SEARCH_ROUTE } from '../../format/routes.ts';

export interface CompileOptions {
  /** Keep draft docs (watch mode). */
  drafts: boolean;
  cwd: string;
  /**
   * Called with every page route once the sources are parsed, and with every
   * payload as soon as it is rendered, so the caller can write files while
   * rendering goes on. On failure the caller discards what it was given.
   */
  onRoutes?(paths: string[]): void;
  onPayload?(file: string, json: string): void;
  /**
   * Name payloads `data/<id>.json` (listings `data/<name>.json`) instead of by
   * content hash, so that editing a page leaves the manifest unchanged (watch
   * mode serves with no-cache); see payloadFileName.
   */
  stableNames?: boolean;
  /** Hashed copies of referenced files; watch mode keeps one across rebuilds. */
  assets?: AssetRegistry;
  /**
   * Leave the search index out (its sections are still in the state): watch
   * mode serves the site first and builds the index right after.
   */
  deferSearch?: boolean;
  /**
   * The access gate, as the command asked for it: `false` for a preview,
   * `true` to force it on, absent to follow the config (see gateSettings).
   */
  gate?: boolean;
}

/** What incremental rebuilds need to redo one page without recompiling the rest. */
export interface CompileState {
  docs: DocSource[];
  /** What the pages rendered with, but highlighting in place: the compile's worker is gone once it returns. */
  pages: PageContext;
  routes: Set<string>;
  anchorsByRoute: Map<string, ReadonlySet<string>>;
  /** Every link found in content, with where it was written. */
  linkSites: LinkSite[];
  /** Links from docs.config.json (navbar, footer, home, sidebars). */
  configLinkSites: LinkSite[];
  searchPages: Map<string, PageSections>;
  searchTarget: SearchIndexTarget;
}

/** What the HTML shell of one route needs. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  payload?: string;
  /** og:image and twitter:image, an absolute URL. */
  image?: string;
  noindex?: boolean;
}

export interface CompiledSite {
  manifest: Manifest;
  /** Files referenced relatively from pages, by their hashed path in the site. */
  assets: Map<string, Asset>;
  /** content/static, copied to the site root as it is. */
  staticDir: string;
  /** The files under staticDir, relative to it (see staticFiles). */
  staticFiles: string[];
  /** Payload JSON by file name relative to the site root. */
  payloadFiles: Map<string, string>;
  /** Files written as they are, never cached for good: the blog's feeds, redirect pages, the nginx redirects. */
  generatedFiles: Map<string, string>;
  /** The blog's feeds, linked from every page's head as Docusaurus links them. */
  feedLinks: FeedLink[];
  pages: PageMeta[];
}

/** Routes the viewer renders by itself; links may point at them. */
export const VIEWER_ROUTES = ['/', SEARCH_ROUTE];

/**
 * The folders a build may read and publish files from: the config's folder and the content folder it names (which
 * may lie elsewhere), as real paths, so that a file's real path is compared with them as it is. A link, an image or a
 * symlink that leads anywhere else is an error, never a copied file.
 */
export function projectRoots(loaded: Pick<LoadedConfig, 'rootDir' | 'contentDir'>): string[] {
  return [loaded.rootDir, loaded.contentDir].map((dir) => (fs.existsSync(dir) ? fs.realpathSync(dir) : dir));
}
