import type { SearchSectionEntry } from '../../format/site-format.ts';
import { doubled } from '../util/typed-arrays.ts';
import { Interned } from './interned.ts';

/** What the split index reads of the sections (see splitIndex): an array of them, or a builder's SectionColumns. */
export interface SectionList {
  readonly length: number;
  at(id: number): SearchSectionEntry | undefined;
  forEach(each: (entry: SearchSectionEntry, id: number) => void): void;
}

/**
 * An index's sections as they are added, a column per field, each entry made again when it is read: a 100,000-page
 * site has 600,000 sections, and an array of four for each took 80 bytes besides its heading, about 48 MB of the
 * index worker's heap when the build peaks. Headings repeat from page to page ("Exemplo", "Parâmetros") and are kept
 * once; hashes are nearly all empty (the viewer slugs the heading) and are kept apart.
 */
export class SectionColumns implements SectionList {
  private pages = new Int32Array(1024);
  private parents = new Int32Array(1024);
  private readonly headings: string[] = [];
  private readonly hashes = new Map<number, string>();
  private readonly sameHeadings = new Interned();
  length = 0;

  push([page, heading, hash, parent]: SearchSectionEntry): void {
    const id = this.length++;
    if (id === this.pages.length) {
      this.pages = doubled(this.pages);
      this.parents = doubled(this.parents);
    }
    this.pages[id] = page;
    this.parents[id] = parent;
    this.headings.push(this.sameHeadings.of(heading));
    if (hash) this.hashes.set(id, hash);
  }

  at(id: number): SearchSectionEntry | undefined {
    if (id < 0 || id >= this.length) return undefined;
    return [this.pages[id]!, this.headings[id]!, this.hashes.get(id) ?? '', this.parents[id]!];
  }

  forEach(each: (entry: SearchSectionEntry, id: number) => void): void {
    for (let id = 0; id < this.length; id++) each(this.at(id)!, id);
  }

  /** Every entry, as an array: for watch's index (see SearchIndexBuilder.contents). */
  list(): SearchSectionEntry[] {
    return Array.from({ length: this.length }, (_, id) => this.at(id)!);
  }
}
