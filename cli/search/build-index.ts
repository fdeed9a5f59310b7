import { slug } from 'github-slugger';
import {
  FORMAT_VERSION,
  type SearchIndexFile,
  type SearchIndexRef,
  type SearchPageEntry,
  type SearchSectionEntry,
} from '../../format/site-format.ts';
import type { SearchLanguage } from '../../format/search/language.ts';
import { EngineBuilder, engineData, type PackedEngine } from './engine-builder.ts';
import { ExcerptStore } from './excerpt-store.ts';
import { pruneEngine, pruneStreamed } from './prune.ts';
import { Interned } from './interned.ts';
import { SectionColumns } from './section-columns.ts';
import type { PageSections } from './sections.ts';
import {
  excerptOf,
  PART_SIZES,
  pageDocumentTest,
  splitIndex,
  type IndexContent,
  type PartSizes,
  type SplitFile,
} from './split-index.ts';

/** See pruneEngine; with it, query time on the 10,000-page bench corpus stays within a few times that at 1,000 pages. */
export const MAX_POSTINGS_PER_TERM = 1000;

export interface BuiltSearchIndex {
  /** Names the entry file, the first of `files`. */
  ref: SearchIndexRef;
  /** The entry, then its parts. */
  files: SplitFile[];
  /** Parts handed to the files sink as they were written, which `files` leaves out (see createSearchIndexer). */
  handedOver?: HandedOverPart[];
}

/** A part the files sink has already: its path, and whether it is revalidated (see SplitFile). */
export type HandedOverPart = Omit<SplitFile, 'json'>;

export interface SearchIndexTarget {
  version: string;
  locale: string;
  /** The language of the locale's pages, whose stemmer makes the terms (see SearchIndexEntry.language). */
  language: SearchLanguage;
}

/**
 * One version's index, fed page by page (see sectionsOfPage) so that it can
 * grow while the pages render. Only what a hit needs to render is stored:
 * titles, headings, ids, URLs and the opening words of each section for
 * its excerpt. It is written split (see splitIndex) so that a query loads
 * only what it needs.
 */
export class SearchIndexBuilder {
  private readonly engine: EngineBuilder;
  private readonly pages: SearchPageEntry[] = [];
  private readonly sections = new SectionColumns();
  private readonly excerpts = new ExcerptStore();
  /**
   * Values many pages share, kept once: each page's came from the pages' bytes on their own (see packSections), and a
   * 100,000-page site's crumbs and kinds were 20 MB of the index worker's heap where a few hundred are different.
   */
  private readonly shared = new Interned();
  private readonly sharedCrumbs = new Map<string, string[]>();

  constructor(language: SearchLanguage) {
    this.engine = new EngineBuilder(language);
  }

  add(page: PageSections): void {
    const pageIndex = this.pages.length;
    this.pages.push({
      kind: this.shared.of(page.kind),
      title: page.title,
      url: page.url,
      crumbs: this.sameCrumbs(page.crumbs),
      ...(page.method ? { method: page.method } : {}),
      ...(page.reference ? { reference: true as const } : {}),
      ...(page.version ? { version: page.version } : {}),
    });
    const firstId = this.sections.length;
    page.sections.forEach((section, i) => {
      const id = this.sections.length;
      // Most ids are the heading's slug; the viewer recomputes those with the same slugger instead of downloading them.
      const hash = section.hash === slug(section.heading) ? '' : section.hash;
      this.sections.push([pageIndex, section.heading, hash, section.parent < 0 ? -1 : firstId + section.parent]);
      this.excerpts.push(excerptOf(section.text));
      // The page's own document also answers to its keywords, like a second title.
      const title = i === 0 ? [page.title, ...page.keywords].join(' ') : page.title;
      this.engine.add({ id, title, heading: section.heading, text: section.text, code: section.code });
    });
  }

  private sameCrumbs(crumbs: string[]): string[] {
    const key = crumbs.join('\0');
    let kept = this.sharedCrumbs.get(key);
    if (kept === undefined) this.sharedCrumbs.set(key, (kept = crumbs.map((crumb) => this.shared.of(crumb))));
    return kept;
  }

  /** With `onPart`, each part goes to it as soon as it is written, and `files` holds the entry alone. */
  finish(
    target: SearchIndexTarget,
    sizes: PartSizes = PART_SIZES,
    onPart?: (file: SplitFile) => void,
  ): BuiltSearchIndex {
    const files: SplitFile[] = [];
    const base = indexBase(target);
    const excerptPart = (from: number, to: number) => this.excerpts.partJson(from, to);
    const isPageDocument = pageDocumentTest(this.sections);
    const engine = pruneStreamed(this.engine.streamed(), MAX_POSTINGS_PER_TERM, isPageDocument);
    const entry = splitIndex(
      { engine, pages: this.pages, sections: this.sections, isPageDocument, excerptPart },
      target,
      base,
      onPart ?? ((file) => files.push(file)),
      sizes,
    );
    this.excerpts.close();
    return { ref: { version: target.version, locale: target.locale, file: entry.path }, files: [entry, ...files] };
  }

  /** What was added, its index not pruned, every excerpt read back: watch's incremental index starts from it. */
  contents(): Omit<IndexContent, 'excerptPart' | 'engine' | 'sections' | 'isPageDocument'> & {
    engine: PackedEngine;
    sections: SearchSectionEntry[];
    excerpts: string[];
  } {
    const { engine, pages, sections } = this;
    return { engine: engine.packed(), pages, sections: sections.list(), excerpts: this.excerpts.list() };
  }

  /** The same index in one file, as the search engine of query.ts reads it: the reference the split index is tested against. */
  unsplit(target: SearchIndexTarget): SearchIndexFile {
    return {
      formatVersion: FORMAT_VERSION,
      version: target.version,
      locale: target.locale,
      language: target.language,
      pages: this.pages,
      sections: this.sections.list(),
      engine: engineData(this.prunedEngine()),
    };
  }

  private prunedEngine(): PackedEngine {
    return pruneEngine(this.engine.packed(), MAX_POSTINGS_PER_TERM, pageDocumentTest(this.sections));
  }
}

export function buildSearchIndex(
  pages: Iterable<PageSections>,
  target: SearchIndexTarget,
  sizes: PartSizes = PART_SIZES,
): BuiltSearchIndex {
  const builder = new SearchIndexBuilder(target.language);
  for (const page of pages) builder.add(page);
  return builder.finish(target, sizes);
}

/** The folder of the site every search index is in. */
export const SEARCH_INDEX_FOLDER = 'search-index';

/** The entry's path without its hash and extension ("search-index/current/pt-BR"); its parts go into the folder of that name. */
export function indexBase(target: SearchIndexTarget): string {
  return `${SEARCH_INDEX_FOLDER}/${pathSegment(target.version)}/${pathSegment(target.locale)}`;
}

/**
 * Whether `file` is one of an index's parts (in its entry's folder, see indexBase) rather than an entry: a part is
 * fetched only as a reader searches, and gets no compressed copies (see COMPRESSED_PER_REQUEST).
 */
export function isIndexPart(file: string): boolean {
  return /^search-index\/[^/]+\/[^/]+\/[^/]+$/.test(file);
}

/** Version and locale names become folder and file names; keep them to characters every host serves as-is. */
function pathSegment(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '-') || '-';
}
