import { describe, expect, it } from 'vitest';
import {
  type FieldPostings,
  keyAtMargin,
  type PruneMargin,
  prunedPostings,
  selectionHolds,
  selectionKeepsDropped,
} from '../../../cli/search/prune.ts';

const FIELDS = ['title', 'heading', 'text', 'code'];
const COUNT = 3000;
const BUDGET = 700;
/** Field lengths from 0 to 40, so that BM25's weights spread over their range. */
const fieldLength = Array.from({ length: COUNT * FIELDS.length }, (_, i) => (i * 7919) % 41);
// Most postings in the text: the threshold falls among them, where a change of the averages can reorder them.
const decoded: FieldPostings[] = FIELDS.map((field, f) => {
  const ids = Array.from({ length: COUNT }, (_, id) => id).filter((id) => field === 'text' || id % (50 + f) === 0);
  return { ids, tfs: ids.map((id) => 1 + ((id * 31) % 5)) };
});
const isPage = (id: number) => id % 7 === 0;
const BASE = [3.2, 2.1, 16.5, 4];

function select(averageFieldLength: number[]): { kept: FieldPostings[]; margin: PruneMargin } {
  let margin: PruneMargin | undefined;
  const stats = { fields: FIELDS, fieldLength, averageFieldLength };
  const kept = prunedPostings(decoded, stats, BUDGET, isPage, (m) => (margin = m))!;
  return { kept, margin: margin! };
}

describe("a pruned term's margin (selectionHolds)", () => {
  it('says the postings kept stay the same only while they do, as the averages move', () => {
    const base = select(BASE);
    expect(base.margin.averages).toEqual(BASE);
    let held = 0;
    let changed = 0;
    // Up and down by up to a tenth, in small steps, and a few large moves.
    const steps = Array.from({ length: 100 }, (_, i) => Math.exp(0.001 * (i + 1)));
    for (const factor of [1, ...steps, ...steps.map((step) => 1 / step), 1.3, 2, 0.5]) {
      for (const field of [0, 2, 3]) {
        const averages = BASE.map((average, f) => (f === field ? average * factor : average));
        const { kept } = select(averages);
        const same = JSON.stringify(kept) === JSON.stringify(base.kept);
        if (!same) changed++;
        if (selectionHolds(base.margin, averages)) {
          held++;
          expect(kept).toEqual(base.kept);
        }
      }
    }
    // Neither side is empty: small moves hold, and some larger ones change what is kept.
    expect(held).toBeGreaterThan(3);
    expect(changed).toBeGreaterThan(0);
  });

  it('holds no longer than the worst case allows, where keys move most against those that do not', () => {
    // Kept: 500 postings of empty sections, whose key no average moves. Dropped just below them: 600 of frequency 20
    // in long sections, whose keys rise with the text's average about as fast as any key can.
    const fields = ['title', 'heading', 'text', 'code'];
    const length = Array.from({ length: 1100 * 4 }, (_, i) => (i % 4 === 2 && i >= 500 * 4 ? 140 : 0));
    const ids = Array.from({ length: 1100 }, (_, id) => id);
    const postings: FieldPostings[] = fields.map((field) =>
      field === 'text' ? { ids, tfs: ids.map((id) => (id < 500 ? 1 : 20)) } : { ids: [], tfs: [] },
    );
    const select = (text: number) => {
      let margin: PruneMargin | undefined;
      const stats = { fields, fieldLength: length, averageFieldLength: [3, 2, text, 4] };
      const kept = prunedPostings(
        postings,
        stats,
        500,
        () => false,
        (m) => (margin = m),
      )!;
      return { kept: kept[2]!.ids, margin: margin! };
    };
    const base = select(16.5);
    expect(base.kept).toEqual(ids.slice(0, 500));
    let crossed = false;
    for (let step = 1; step <= 100; step++) {
      const text = 16.5 * Math.exp(0.002 * step);
      const same = JSON.stringify(select(text).kept) === JSON.stringify(base.kept);
      crossed ||= !same;
      if (selectionHolds(base.margin, [3, 2, text, 4])) expect(same).toBe(true);
    }
    expect(crossed).toBe(true);
  });

  it('does not hold for averages it cannot compare, nor for a margin whose ties may split otherwise', () => {
    const { margin } = select(BASE);
    expect(selectionHolds(margin, BASE)).toBe(true);
    expect(selectionHolds(undefined, BASE)).toBe(false);
    expect(selectionHolds({ ...margin, stable: false }, BASE)).toBe(false);
    expect(selectionHolds(margin, [0, ...BASE.slice(1)])).toBe(false);
    expect(selectionHolds({ ...margin, averages: [] }, [3.3, ...BASE.slice(1)])).toBe(false);
  });

  it('keeps the selection after a few postings change only while the same postings rank first', () => {
    const base = select(BASE);
    const text = decoded[2]!;
    let kept = 0;
    let changed = 0;
    // One document's posting in the text gets another frequency and length, and the text's average moves a little.
    for (let trial = 0; trial < 600; trial++) {
      const at = (trial * 389) % text.ids.length;
      const id = text.ids[at]!;
      const tf = 1 + (trial % 6);
      const length = (trial * 13) % 45;
      const lengths = fieldLength.map((value, i) => (i === id * FIELDS.length + 2 ? length : value));
      const edited = decoded.map((postings, f) =>
        f === 2 ? { ids: postings.ids, tfs: postings.tfs.map((value, i) => (i === at ? tf : value)) } : postings,
      );
      const averages = BASE.map((average, f) => (f === 2 ? average * Math.exp(0.0005 * ((trial % 7) - 3)) : average));
      const stats = { fields: FIELDS, fieldLength: lengths, averageFieldLength: averages };
      const now = prunedPostings(edited, stats, BUDGET, isPage)!;
      const keyOf = (posting: { tf: number; length: number }) =>
        keyAtMargin(base.margin, FIELDS, 2, { isPage: isPage(id), ...posting });
      const highest = Math.max(
        keyOf({ tf: text.tfs[at]!, length: fieldLength[id * FIELDS.length + 2]! }),
        keyOf({ tf, length }),
      );
      const same = JSON.stringify(now) === JSON.stringify(base.kept);
      if (!same) changed++;
      if (selectionKeepsDropped(base.margin, averages, highest)) {
        kept++;
        expect(now).toEqual(base.kept);
      }
    }
    // Neither side is empty: most edits leave what is kept, and some change it.
    expect(kept).toBeGreaterThan(100);
    expect(changed).toBeGreaterThan(10);
  });
});
