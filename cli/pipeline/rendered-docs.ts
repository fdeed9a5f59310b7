import { replayAssetCalls } from '../assets/asset-registry.ts';
import type { DocPage } from '../page/doc-page.ts';
import type { PageContext } from '../page/page-context.ts';
import type { SearchPageInput } from '../search/packed-sections.ts';
import type { DocSource } from '../sources/doc.ts';
import { placedLinks } from './cached-doc.ts';
import { docPlaces, parsedDigest, readAnswers } from './doc-reads.ts';
import { EffectRecorder, type RenderEffects } from './render-effects.ts';

/**
 * What renderPages asks of a cache of rendered docs: the build's PageCache, kept on disk, or watch mode's
 * RenderedDocs, kept in memory.
 */
export interface DocRenderCache {
  /** Before the first doc: the docs of the compile, and the context each renders in. */
  begin(docs: readonly DocSource[], contextOf: (doc: DocSource) => PageContext): void;
  /** A placement's context, through which its docs' renders are recorded. */
  watching(ctx: PageContext): PageContext;
  /** `doc` as rendered before, when it can be reused; else `render`'s page. */
  page(doc: DocSource, ctx: PageContext, render: () => DocPage): DocPage;
  /** Once every doc is rendered or reused. */
  rendered(): void;
  readonly counts: { reused: number; rendered: number };
}

/** A doc as watch mode's last compile rendered it. */
interface RenderedDoc {
  /** A digest of the doc as parsed, less the excerpt a render may add (see sourceKey). */
  source: string;
  page: DocPage;
  /** Its sections, which the compile hands to the index and takes from the page. */
  search: SearchPageInput | undefined;
  effects: RenderEffects;
  /** Its questions (see DocReads) and their answers then. */
  reads: string;
  answers: string;
}

/**
 * The docs watch mode's last full compile rendered, kept in memory so that its next full compile renders only the
 * docs that changed or show what changed: a new title in the config's sidebar renders that page, its neighbours in
 * the pager and the pages whose cards show it, as a build's PageCache does. A doc is reused when it parses the same,
 * every doc keeps its place (see docPlace), and what its render asked of the rest of the site is answered the same
 * (see DocReads). What else a doc is drawn from (the config, partials, images, components) the session tells by
 * `forget`, which it calls for any change other than docs edited in place and category files (see docsReusableAfter).
 */
export class RenderedDocs implements DocRenderCache {
  private last = new Map<string, RenderedDoc>();
  private next = new Map<string, RenderedDoc>();
  /** The docs of a compile that rendered them all, until the session says whether it published them (see commit). */
  private pending = new Map<string, RenderedDoc>();
  private context = '';
  private readonly recorder = new EffectRecorder();
  counts = { reused: 0, rendered: 0 };

  /** Lets every doc go: the next compile renders them all. */
  forget(): void {
    this.last.clear();
    this.pending.clear();
    this.context = '';
  }

  /**
   * Keeps the docs of the compile that just ended for the next one, once it published them: its payloads are finished
   * then (their code highlighted). A compile that failed may have left them unfinished, and the last ones stay.
   */
  commit(): void {
    this.last = this.pending;
    this.pending = new Map();
  }

  begin(docs: readonly DocSource[], contextOf: (doc: DocSource) => PageContext): void {
    const context = docPlaces(docs, contextOf);
    if (context !== this.context) this.last.clear();
    this.pending.clear();
    this.context = context;
    this.next = new Map();
    this.counts = { reused: 0, rendered: 0 };
  }

  watching(ctx: PageContext): PageContext {
    return this.recorder.watching(ctx);
  }

  page(doc: DocSource, ctx: PageContext, render: () => DocPage): DocPage {
    const source = sourceKey(doc, ctx);
    const last = this.last.get(doc.file);
    if (last && last.source === source && readAnswers(last.reads, ctx) === last.answers) {
      if (replayAssetCalls(ctx.assets, last.effects.assets)) {
        for (const [file, diagram] of last.effects.diagrams) ctx.checkDiagram?.(file, diagram);
        this.counts.reused++;
        return this.keep(doc, ctx, last);
      }
    }
    this.counts.rendered++;
    const { page, effects } = this.recorder.record(doc, ctx, render);
    const reads = effects.reads.questions;
    this.next.set(doc.file, { source, page, search: page.search, effects, reads, answers: readAnswers(reads, ctx) });
    return page;
  }

  rendered(): void {
    this.pending = this.next;
    this.next = new Map();
  }

  /**
   * A copy of the page the last compile finished (its payload's code highlighted then), for this compile to finish
   * again; kept for the next one in its place.
   */
  private keep(doc: DocSource, ctx: PageContext, last: RenderedDoc): DocPage {
    const { routeByRelPath, markdownLookup } = ctx;
    // Its links resolve against this compile's maps, equal to the last one's since every doc kept its place.
    const linkSites = placedLinks(last.page.linkSites, { routeByRelPath, markdownLookup });
    const page: DocPage = { ...last.page, doc, nav: ctx.navigation.get(doc.id), search: last.search, linkSites };
    this.next.set(doc.file, { ...last, page });
    return page;
  }
}

/** What a doc is rendered from of its own: what it parsed to (see parsedDigest), and its last commit. */
function sourceKey(doc: DocSource, ctx: PageContext): string {
  return `${parsedDigest(doc)}\0${JSON.stringify(ctx.lastCommits?.get(doc.relPath) ?? null)}`;
}
