import { createLiveSearchIndexer, type LiveSearchIndexer } from '../search/live-indexer.ts';
import type { SearchIndexTarget } from '../search/build-index.ts';
import type { LiveIndexUpdate } from '../search/live-index.ts';
import type { PageSections } from '../search/sections.ts';
import type { SearchLanguage } from '../../format/search/language.ts';
import type { SearchIndexRef } from '../../format/site-format.ts';

/** Where the index goes: the served files and the manifest that names its entry. */
export interface SearchTarget {
  payloads: Map<string, string>;
  setSearch(ref: SearchIndexRef): void;
}

/**
 * The search index `docsgen watch` serves: built on the index worker from the pages a full compile hands it as it
 * renders them, served once built, then kept up to date page by page (LiveSearchIndex), the page first and its index
 * right after. Saves that come while the worker is busy are taken together.
 */
export class WatchSearch {
  private readonly indexer: LiveSearchIndexer;
  /** Every file of the index as the worker last left it. */
  private readonly files = new Map<string, string>();
  /** The files last copied into the served site. */
  private served = new Set<string>();
  private ref?: SearchIndexRef;
  private target?: SearchIndexTarget;
  private built?: Promise<void>;
  private readonly queue = new Map<string, PageSections>();
  private draining?: Promise<void>;
  /** The index changed since it was last served. */
  private changed = false;

  /** An index of the site's `language` (see SearchIndexEntry.language). */
  constructor(language: SearchLanguage) {
    this.indexer = createLiveSearchIndexer(language);
  }

  /** For compileSite's `indexPage`: the pages as they are rendered. */
  readonly add = (page: PageSections): void => this.indexer.add(page);

  /**
   * Every page is in: the index is built at the first serve() or replace(), so that a start serves its first page
   * and has its file watcher ready before the worker takes a core.
   */
  pagesAdded(target: SearchIndexTarget): void {
    this.target = target;
  }

  private build(): Promise<void> {
    this.built ??= this.indexer.build(this.target!).then((built) => {
      for (const { path, json } of built.files) this.files.set(path, json);
      this.ref = built.ref;
      this.changed = true;
    });
    return this.built;
  }

  /** A page's new sections; the index takes them once it is free. */
  replace(page: PageSections): void {
    this.queue.set(page.url, page);
    // A failed update leaves the index as it was, until the next full compile builds a new one.
    this.draining ??= this.drain().catch(() => {});
  }

  /** Whether serve() has something new to serve. */
  get stale(): boolean {
    return this.built === undefined || this.changed || this.queue.size > 0 || this.draining !== undefined;
  }

  /** Waits for the pending updates, then copies the index into `site`; returns whether anything changed there. */
  async serve(site: () => SearchTarget | undefined): Promise<boolean> {
    await this.build();
    for (let pending = this.draining; pending !== undefined; pending = this.draining) await pending;
    const target = site();
    if (!this.changed || !this.ref || !target) return false;
    for (const path of this.served) if (!this.files.has(path)) target.payloads.delete(path);
    for (const [path, json] of this.files) target.payloads.set(path, json);
    this.served = new Set(this.files.keys());
    target.setSearch(this.ref);
    this.changed = false;
    return true;
  }

  close(): void {
    this.indexer.close();
  }

  private async drain(): Promise<void> {
    try {
      await this.build();
      while (this.queue.size) {
        const pages = [...this.queue.values()];
        this.queue.clear();
        // Undefined for a page the index does not hold (two pages at one URL): the next full compile places it.
        const update = await this.indexer.replace(pages);
        if (update) this.apply(update);
      }
    } finally {
      this.draining = undefined;
    }
  }

  private apply(update: LiveIndexUpdate): void {
    const moved = update.renamed.map(([from, to]) => [to, this.files.get(from)!] as const);
    for (const [from] of update.renamed) this.files.delete(from);
    for (const path of update.removed) this.files.delete(path);
    for (const [to, json] of moved) this.files.set(to, json);
    for (const { path, json } of update.written) this.files.set(path, json);
    this.ref = update.ref;
    this.changed = true;
  }
}
