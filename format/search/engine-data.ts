import type { AsPlainObject } from 'minisearch';
import type { SearchEngineData } from '../site-format.ts';

/**
 * The packed index (see EngineBuilder) in the shape MiniSearch.loadJS reads.
 * MiniSearch's own serialization spells every posting as `"1234":1`; most
 * of the index is postings, so gaps between sorted ids (`3,1,1,5`) make the
 * file about three times smaller after gzip. Document ids are the sections'
 * positions, so the id table is left out too.
 */
export function unpackEngine(data: SearchEngineData, documentCount: number): AsPlainObject {
  const width = data.fields.length;
  const documentIds: Record<number, number> = {};
  const fieldLength: Record<number, number[]> = {};
  for (let id = 0; id < documentCount; id++) {
    documentIds[id] = id;
    fieldLength[id] = data.fieldLength.slice(id * width, id * width + width);
  }
  const index: AsPlainObject['index'] = data.index.map(([term, postings]) => {
    const byField: Record<string, Record<number, number>> = {};
    postings.forEach((run, f) => {
      if (!run.length) return;
      const docs: Record<number, number> = {};
      let id = 0;
      for (const n of run) {
        if (n < 0) docs[id] = -n;
        else docs[(id += n)] = 1;
      }
      byField[f] = docs;
    });
    return [term, byField];
  });
  return {
    documentCount,
    nextId: documentCount,
    documentIds,
    fieldIds: Object.fromEntries(data.fields.map((name, f) => [name, f])),
    fieldLength,
    averageFieldLength: data.averageFieldLength,
    storedFields: {},
    index,
    serializationVersion: 2,
  };
}

/** Reads a posting run (see SearchEngineData) into ascending ids and their term frequencies. */
export function decodeRun(run: ArrayLike<number>): { ids: number[]; tfs: number[] } {
  const ids: number[] = [];
  const tfs: number[] = [];
  let id = 0;
  for (let i = 0; i < run.length; i++) {
    const n = run[i]!;
    if (n < 0) tfs[tfs.length - 1] = -n;
    else {
      ids.push((id += n));
      tfs.push(1);
    }
  }
  return { ids, tfs };
}

/** Writes ascending ids and their term frequencies as a run. */
export function encodeRun(ids: number[], tfs: number[]): number[] {
  const run: number[] = [];
  let previous = 0;
  ids.forEach((id, i) => {
    run.push(id - previous);
    previous = id;
    if (tfs[i]! > 1) run.push(-tfs[i]!);
  });
  return run;
}
