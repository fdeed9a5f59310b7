import v8 from 'node:v8';
import type { AssetCall } from '../assets/asset-registry.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import type { DiagramRef } from '../core/render-env.ts';
import type { MarkdownPage } from '../markdown-export/page-markdown.ts';
import type { IslandUse } from '../mdx/mdx-context.ts';
import type { PageHead } from '../mdx/components/head.ts';
import type { PackedSections } from '../search/packed-sections.ts';
import type { LinkSite } from '../site/links/check-links.ts';
import type { LinkContext } from '../site/links/resolve.ts';
import type { DocPage } from '../page/doc-page.ts';
import { docOutline } from './doc-reads.ts';
import type { RenderEffects } from './render-effects.ts';

/** A link's context without the placement's maps, which a reused page takes from its placement again. */
export type OwnLinkContext = Omit<LinkContext, 'routeByRelPath' | 'markdownLookup'>;

/** One rendered doc as the cache keeps it: its DocPage without its payload, and what rendering it did besides. */
export interface CachedDoc {
  /** The doc's key (see PageCache.keys), which names its file: a mixed-up index gives no doc another's entry. */
  key: string;
  title: string;
  description: string;
  markdownHref: string | undefined;
  routes: string[];
  anchors: string[];
  connectOrigins: string[];
  linkSites: (Omit<LinkSite, 'context'> & { context: OwnLinkContext })[];
  /** Packed: a reused doc hands them to the index unread (see PackedSections). */
  search: PackedSections | undefined;
  markdown: MarkdownPage | undefined;
  islands: IslandUse[];
  diagnostics: Diagnostic[];
  head: PageHead | undefined;
  /** The files it published, in order (see AssetRegistry.setObserver). */
  assets: AssetCall[];
  /** Its mermaid diagrams, which the build's check gets again. */
  diagrams: [file: string, diagram: DiagramRef][];
  /** Its code blocks' keys in the highlight cache, which keep their blocks there (see markHighlightsUsed). */
  highlights: string[];
  /** The docs it includes as partials, with their sources' hashes: an edit of one renders it again. */
  partials: [file: string, hash: string][];
  /** What it asked of the rest of the site (see DocReads), and the answers (see readAnswers). */
  reads: string;
  answers: string;
  /** What of the doc reaches past its own payload (see docOutline): an edit that keeps it may only patch the site. */
  outline: string;
}

/** An entry as the cache file holds it; undefined for bytes that are not one (a damaged file). */
export function deserialized(bytes: Uint8Array): CachedDoc | undefined {
  try {
    const entry = v8.deserialize(bytes) as CachedDoc;
    const search = entry?.search === undefined || entry.search.bytes instanceof Uint8Array;
    const lists = Array.isArray(entry?.partials) && Array.isArray(entry.highlights) && typeof entry.reads === 'string';
    return search && lists ? entry : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A rendered doc's entry: `partials` with their sources' hashes, `answers` to its questions (see readAnswers), its
 * search sections packed once for the entry and the index.
 */
export function cachedEntry(
  key: string,
  page: DocPage,
  effects: RenderEffects,
  search: PackedSections | undefined,
  partials: CachedDoc['partials'],
  answers: string,
): CachedDoc {
  return {
    key,
    title: page.title,
    description: page.description,
    markdownHref: page.markdownHref,
    routes: page.routes,
    anchors: [...page.anchors],
    connectOrigins: page.connectOrigins,
    linkSites: ownLinks(page.linkSites),
    search,
    // As bytes: a reused doc's export is mostly kept (see KeptExports), and 40 MB of text at 10,000 docs, read back
    // as strings, cost the garbage collector more than anything else the cache holds.
    markdown: page.markdown && { ...page.markdown, markdown: '', text: Buffer.from(page.markdown.markdown) },
    islands: page.islands,
    diagnostics: page.diagnostics,
    head: page.head,
    assets: effects.assets,
    highlights: effects.highlights,
    diagrams: effects.diagrams,
    partials,
    reads: effects.reads.questions,
    answers,
    outline: docOutline(page.doc),
  };
}

/** A doc's links as its entry keeps them: without the placement's maps, each context once (see placedLinks). */
export function ownLinks(sites: readonly LinkSite[]): CachedDoc['linkSites'] {
  const owned = new Map<LinkContext, CachedDoc['linkSites'][number]['context']>();
  return sites.map(({ context, ...site }) => {
    let own = owned.get(context);
    if (!own) {
      const { routeByRelPath: _r, markdownLookup: _m, ...rest } = context;
      owned.set(context, (own = rest));
    }
    return { ...site, context: own };
  });
}

/**
 * A reused doc's links, their contexts given the placement's maps again: in place, the entry being this build's own,
 * and once per context, which the page's links share (v8 keeps an object two links name one object).
 */
export function placedLinks(
  sites: CachedDoc['linkSites'],
  maps: Pick<LinkContext, 'routeByRelPath' | 'markdownLookup'>,
) {
  const placed = new Map<object, LinkContext>();
  for (const site of sites) {
    let context = placed.get(site.context);
    if (!context) placed.set(site.context, (context = { ...site.context, ...maps }));
    site.context = context;
  }
  return sites as LinkSite[];
}
