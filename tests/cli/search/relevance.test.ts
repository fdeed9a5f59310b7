import { beforeAll, describe, expect, it } from 'vitest';
import type { SplitSearchEngine } from '../../../format/search/split-query.ts';
import { repoRoot } from '../../helpers/temp-project.ts';
import { FIRST, TOP_THREE } from './relevance-queries.ts';
import { compileWithSearch } from './search-site.ts';

describe('relevance on the portal content', () => {
  let engine: SplitSearchEngine;
  beforeAll(async () => {
    ({ engine } = await compileWithSearch(repoRoot));
  }, 60_000);

  const urls = async (query: string, limit: number) => (await engine.search(query, { limit })).map((hit) => hit.url);

  it.each(FIRST)('"%s" finds %s first', async (query, target) => {
    const found = await urls(query, 5);
    expect(found[0], found.join('\n')).toBe(target);
  });

  it.each(TOP_THREE)('"%s" finds %s in the first three', async (query, target) => {
    expect(await urls(query, 3), (await urls(query, 5)).join('\n')).toContain(target);
  });
});
