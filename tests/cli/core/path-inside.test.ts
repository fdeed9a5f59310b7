import { describe, expect, it } from 'vitest';
import { isInside } from '../../../cli/core/path-inside.ts';

describe('isInside', () => {
  it('compares whole segments', () => {
    expect(isInside('/a/b', '/a/b')).toBe(true);
    expect(isInside('/a/b/c', '/a/b')).toBe(true);
    expect(isInside('/a/bc', '/a/b')).toBe(false);
    expect(isInside('/a', '/a/b')).toBe(false);
    expect(isInside('/a/b/..c', '/a/b')).toBe(true);
  });
});
