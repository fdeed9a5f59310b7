import type { AsPlainObject } from 'minisearch';
import type { SearchIndexEntry, SearchTermPart } from '../site-format.ts';
import { firstAbove } from './sorted-search.ts';

/**
 * Where the parts of a split index are, and how a term part becomes a
 * MiniSearch index: shared by the compiler that writes them and the viewer
 * that reads them.
 */

/**
 * A part's path, from its entry's: "search-index/current/pt-BR.json" has its parts in "search-index/current/pt-BR/".
 * An entry named by its content ("pt-BR.<hash>.json", as watch mode's live index names it) has them in the same place.
 */
export function searchPartFile(entryFile: string, name: string): string {
  return `${entryFile.replace(/(\.[0-9a-f]{10})?\.json$/, '')}/${name}.json`;
}

/** The names of doc part k and of its excerpts (see SearchIndexEntry's docParts). */
export function docPartName(hash: string, k: number): string {
  return `d-${hash}-${k}`;
}

export function excerptPartName(hash: string, k: number): string {
  return `x-${hash}-${k}`;
}

/** The last position whose key is at or below `value` in ascending keys (0 when none is). */
export function partAt<T>(firsts: readonly T[], value: T): number {
  return Math.max(0, firstAbove(firsts, value) - 1);
}

/** The term parts whose terms may start with `prefix`: from the one `prefix` falls in to the last that starts below `prefix` + U+FFFF. */
export function partsStartingWith(firsts: readonly string[], prefix: string): { from: number; to: number } {
  return { from: partAt(firsts, prefix), to: partAt(firsts, `${prefix}\uffff`) };
}

/** A term part as MiniSearch reads it, with the ids of the pages' own documents among its postings. */
export interface UnpackedTermPart {
  index: AsPlainObject['index'];
  fieldLength: Map<number, number[]>;
  pageDocuments: Set<number>;
}

export function unpackTermPart(part: SearchTermPart, width: number): UnpackedTermPart {
  const fieldLength = new Map<number, number[]>();
  const pageDocuments = new Set<number>();
  const index: AsPlainObject['index'] = part.terms.map(([term, postings]) => {
    const byField: Record<string, Record<number, number>> = {};
    postings.forEach((run, f) => {
      if (!run.length) return;
      const docs: Record<number, number> = {};
      let id = 0;
      for (let i = 0; i < run.length; ) {
        id += run[i]!;
        const meta = run[i + 1]!;
        i += 2;
        let tf = 1;
        if (i < run.length && run[i]! < 0) tf = -run[i++]!;
        docs[id] = tf;
        let lengths = fieldLength.get(id);
        if (!lengths) fieldLength.set(id, (lengths = new Array<number>(width).fill(0)));
        lengths[f] = meta >> 1;
        if (meta & 1) pageDocuments.add(id);
      }
      byField[f] = docs;
    });
    return [term, byField];
  });
  return { index, fieldLength, pageDocuments };
}

/** A term part's MiniSearch index, with the whole collection's statistics. */
export function termPartEngine(entry: SearchIndexEntry, part: UnpackedTermPart): AsPlainObject {
  const documentIds: Record<number, number> = {};
  const fieldLength: Record<number, number[]> = {};
  for (const [id, lengths] of part.fieldLength) {
    documentIds[id] = id;
    fieldLength[id] = lengths;
  }
  return {
    documentCount: entry.documentCount,
    nextId: entry.documentCount,
    documentIds,
    fieldIds: Object.fromEntries(entry.fields.map((name, f) => [name, f])),
    fieldLength,
    averageFieldLength: entry.averageFieldLength,
    storedFields: {},
    index: part.index,
    serializationVersion: 2,
  };
}
