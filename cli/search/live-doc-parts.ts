import { contentHash } from '../util/content-hash.ts';
import type {
  SearchDocPart,
  SearchExcerptPart,
  SearchPageEntry,
  SearchSectionEntry,
} from '../../format/site-format.ts';
import { docPartName, excerptPartName } from '../../format/search/parts.ts';
import type { SplitFile } from './split-index.ts';

/** What the doc parts are cut from: the index's pages and documents, and where each page's documents are. */
export interface DocPartSource {
  pages: readonly SearchPageEntry[];
  sections: readonly SearchSectionEntry[];
  excerpts: readonly string[];
  firstIds: readonly number[];
  counts: readonly number[];
}

interface DocPart {
  /** Pages [from, to) of the index. */
  from: number;
  to: number;
  documents: number;
  doc: string;
  excerpt: string;
  /** contentHash of doc: the doc parts' shared hash, which the excerpt parts' names take too, is a hash of these. */
  docHash: string;
}

export interface DocPartsUpdate {
  hash: string;
  sizes: number[];
  written: SplitFile[];
  renamed: [from: string, to: string][];
  removed: string[];
}

/**
 * The doc and excerpt parts of watch's incremental index (LiveSearchIndex), cut as splitIndex cuts them: pages in
 * order, a part closed before the page that would take it over docPartBytes of JSON. A part whose pages are the same
 * and unchanged keeps its JSON; since the parts' names carry one hash of all the doc parts, such a part is renamed
 * rather than written again when another doc part changed. An excerpt part changed alone keeps its name.
 */
export class LiveDocParts {
  private parts: DocPart[] = [];
  private hash = '';
  /** Per page, the size splitIndex measures it by: its entry and its documents' rows, as JSON. */
  private readonly pageSizes: number[] = [];

  constructor(
    private readonly base: string,
    private readonly limit: number,
  ) {}

  /** Takes back the prototype of a deserialized LiveDocParts (see LiveSearchIndex.revive). */
  static revive(state: unknown): LiveDocParts {
    const parts = Object.setPrototypeOf(state, LiveDocParts.prototype) as LiveDocParts;
    if (!Array.isArray(parts.parts) || !Array.isArray(parts.pageSizes)) throw new Error('not a doc parts snapshot');
    return parts;
  }

  /** The doc and excerpt parts as they are now, as update() wrote or renamed them. */
  files(): SplitFile[] {
    return this.parts.flatMap((part, k) => {
      const [doc, excerpt] = this.paths(this.hash, k);
      return [
        { path: doc, json: part.doc },
        { path: excerpt, json: part.excerpt, revalidated: true as const },
      ];
    });
  }

  /** The doc part and excerpt part `k` of the parts whose shared hash is `hash`. */
  private paths(hash: string, k: number): readonly [doc: string, excerpt: string] {
    return [`${this.base}/${docPartName(hash, k)}.json`, `${this.base}/${excerptPartName(hash, k)}.json`];
  }

  update(source: DocPartSource, isDirtyPage: (p: number) => boolean): DocPartsUpdate {
    const previous = new Map(this.parts.map((part, k) => [part.from, { part, k }]));
    const parts: DocPart[] = [];
    const reused = new Map<DocPart, number>();
    let from = -1;
    let bytes = 0;
    let dirty = false;
    const close = (to: number) => {
      if (from < 0) return;
      const old = previous.get(from);
      if (old && old.part.to === to && !dirty) {
        parts.push(old.part);
        reused.set(old.part, old.k);
      } else parts.push(this.part(source, from, to));
      from = -1;
      bytes = 0;
      dirty = false;
    };
    source.pages.forEach((page, p) => {
      if (!source.counts[p]) return;
      if (isDirtyPage(p) || this.pageSizes[p] === undefined)
        this.pageSizes[p] = JSON.stringify([page, rowsOf(source, p)]).length;
      const size = this.pageSizes[p]!;
      if (bytes && bytes + size > this.limit) close(p);
      if (from < 0) from = p;
      dirty ||= isDirtyPage(p);
      bytes += size;
    });
    close(source.pages.length);
    const hash = contentHash(parts.map((part) => part.docHash).join(''));
    const sizes = parts.map((part) => part.documents);
    const update: DocPartsUpdate = { hash, sizes, written: [], renamed: [], removed: [] };
    if (hash !== this.hash) {
      parts.forEach((part, k) => {
        const [doc, excerpt] = this.paths(hash, k);
        const was = reused.get(part);
        if (was === undefined)
          update.written.push({ path: doc, json: part.doc }, { path: excerpt, json: part.excerpt, revalidated: true });
        else {
          const [oldDoc, oldExcerpt] = this.paths(this.hash, was);
          update.renamed.push([oldDoc, doc], [oldExcerpt, excerpt]);
        }
      });
      this.parts.forEach((part, k) => {
        if (!reused.has(part)) update.removed.push(...this.paths(this.hash, k));
      });
    } else {
      // The same doc parts in the same order: only excerpts may have changed, under the same names.
      parts.forEach((part, k) => {
        if (part.excerpt !== this.parts[k]!.excerpt)
          update.written.push({
            path: this.paths(hash, k)[1],
            json: part.excerpt,
            revalidated: true,
          });
      });
    }
    this.parts = parts;
    this.hash = hash;
    return update;
  }

  private part(source: DocPartSource, from: number, to: number): DocPart {
    const part: SearchDocPart = { pages: [], sections: [] };
    const text: SearchExcerptPart = { excerpts: [] };
    for (let p = from; p < to; p++) {
      if (!source.counts[p]) continue;
      const local = part.pages.length;
      part.pages.push(source.pages[p]!);
      for (const [, heading, hash, parent] of rowsOf(source, p)) part.sections.push([local, heading, hash, parent]);
      const first = source.firstIds[p]!;
      text.excerpts.push(...source.excerpts.slice(first, first + source.counts[p]!));
    }
    const doc = JSON.stringify(part);
    const excerpt = JSON.stringify(text);
    return {
      from,
      to,
      documents: part.sections.length,
      doc,
      excerpt,
      docHash: contentHash(doc),
    };
  }
}

function rowsOf(source: DocPartSource, p: number): SearchSectionEntry[] {
  const first = source.firstIds[p]!;
  return source.sections.slice(first, first + source.counts[p]!);
}
