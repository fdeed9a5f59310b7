import { describe, expect, it } from 'vitest';
import { routeShardCount, routeShardFile, routeShardIndex } from '../../format/route-shards.ts';

describe('routeShardCount', () => {
  it('is a power of two that keeps the average shard between half the target and the target', () => {
    expect(routeShardCount(0, 256)).toBe(1);
    expect(routeShardCount(256, 256)).toBe(1);
    expect(routeShardCount(257, 256)).toBe(2);
    expect(routeShardCount(1_000, 256)).toBe(4);
    expect(routeShardCount(10_000, 256)).toBe(64);
    expect(routeShardCount(100_000, 256)).toBe(512);
    for (const n of [300, 1_000, 5_000, 10_000, 100_000]) {
      const average = n / routeShardCount(n, 256);
      expect(average, String(n)).toBeGreaterThan(128);
      expect(average, String(n)).toBeLessThanOrEqual(256);
    }
  });
});

describe('routeShardIndex', () => {
  it('depends on the path and the count only, and falls inside the count', () => {
    const paths = Array.from({ length: 5_000 }, (_, i) => `/docs/secao-${i % 7}/página-${i}`);
    for (const p of paths) {
      const index = routeShardIndex(p, 64);
      expect(index).toBe(routeShardIndex(p, 64));
      expect(index >= 0 && index < 64).toBe(true);
    }
    // FNV-1a's published test vectors: the hash is the standard one, which any other implementation can reproduce.
    expect(routeShardIndex('a', 2 ** 32)).toBe(0xe40c292c);
    expect(routeShardIndex('foobar', 2 ** 32)).toBe(0xbf9cf968);
    expect(routeShardIndex('/', 1)).toBe(0);
  });

  it('spreads routes evenly enough that no shard holds twice the average', () => {
    const paths = Array.from({ length: 10_000 }, (_, i) => `/docs/api/grupo-${i % 40}/operacao-${i}`);
    const count = routeShardCount(paths.length, 256);
    const sizes = new Array<number>(count).fill(0);
    for (const p of paths) sizes[routeShardIndex(p, count)]!++;
    expect(Math.max(...sizes)).toBeLessThan((2 * paths.length) / count);
    expect(Math.min(...sizes)).toBeGreaterThan(0);
  });

  it('names the shard file from the reference', () => {
    const ref = { count: 4, prefix: 'routes/abc-' };
    expect(routeShardFile(ref, '/docs/x')).toBe(`routes/abc-${routeShardIndex('/docs/x', 4)}.json`);
  });
});
