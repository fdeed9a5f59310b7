import { describe, expect, it } from 'vitest';
import type { SearchSectionEntry } from '../../../format/site-format.ts';
import { SectionColumns } from '../../../cli/search/section-columns.ts';

describe('SectionColumns', () => {
  // Past the first 1,024 rows, so that the columns grow; a hash now and then, headings repeated from page to page.
  const entries = Array.from(
    { length: 3000 },
    (_, id): SearchSectionEntry => [
      Math.floor(id / 5),
      id % 5 ? `Parâmetros ${id % 3}` : '',
      id % 7 ? '' : `id-${id}`,
      id % 5 ? id - (id % 5) : -1,
    ],
  );
  const columns = new SectionColumns();
  for (const entry of entries) columns.push([...entry]);

  it('gives back every entry as it was pushed, by id, in order, and as a list', () => {
    expect(columns.length).toBe(entries.length);
    expect(entries.map((_, id) => columns.at(id))).toEqual(entries);
    const seen: [SearchSectionEntry, number][] = [];
    columns.forEach((entry, id) => seen.push([entry, id]));
    expect(seen).toEqual(entries.map((entry, id) => [entry, id]));
    expect(columns.list()).toEqual(entries);
  });

  it('has nothing outside its ids', () => {
    expect(columns.at(-1)).toBeUndefined();
    expect(columns.at(entries.length)).toBeUndefined();
  });
});
