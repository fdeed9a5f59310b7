import { describe, expect, it } from 'vitest';
import { KEPT_PAYLOADS_BELOW_ROUTES, KeptPayloads } from '../../../cli/output/kept-payloads.ts';

describe('KeptPayloads', () => {
  it('keeps payloads while they fit in the budget, and passes over one that does not', () => {
    const kept = new KeptPayloads(10);
    kept.keep('data/a.json', '{"a":1}');
    kept.keep('data/b.json', '{"bb":22}');
    kept.keep('data/c.json', '{}');
    expect(kept.text('data/a.json')).toBe('{"a":1}');
    expect(kept.text('data/b.json')).toBeUndefined();
    expect(kept.text('data/c.json')).toBe('{}');
    // Only the one passed over is read back once written; one never handed over is in the site already.
    expect(['data/a.json', 'data/b.json', 'data/c.json', 'data/d.json'].map((f) => kept.readsBack(f))).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });

  it("keeps none for a site of KEPT_PAYLOADS_BELOW_ROUTES docs' routes or more", () => {
    const small = new KeptPayloads(10);
    small.fitTo(KEPT_PAYLOADS_BELOW_ROUTES - 1);
    small.keep('data/a.json', '{}');
    expect(small.text('data/a.json')).toBe('{}');
    const large = new KeptPayloads(10);
    large.fitTo(KEPT_PAYLOADS_BELOW_ROUTES);
    large.keep('data/a.json', '{}');
    expect(large.text('data/a.json')).toBeUndefined();
    expect(large.readsBack('data/a.json')).toBe(true);
  });
});
