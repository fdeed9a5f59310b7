import { describe, expect, it } from 'vitest';
import { remembered } from '../../../cli/util/remembered.ts';

describe('remembered', () => {
  it('makes each key once, and starts over once it holds its limit', () => {
    let made = 0;
    const square = remembered<number>(2);
    const of = (n: number) => square(String(n), () => (made++, n * n));
    expect([of(2), of(2), of(3), of(3)]).toEqual([4, 4, 9, 9]);
    expect(made).toBe(2);
    of(4); // the third key: the first two are let go
    of(2);
    expect(made).toBe(4);
  });
});
