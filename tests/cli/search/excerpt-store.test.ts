import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ExcerptStore } from '../../../cli/search/excerpt-store.ts';

/** Excerpts a page may have: accents, quotes and backslashes, an emoji, a lone surrogate (escaped by JSON), none. */
const EXCERPTS = ['Colheita da safra', 'Talhão "norte" \\ sul', 'Irrigação 💧 por gotejamento', 'meio \ud800 par', ''];

const spillFiles = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('docsgen-excerpts-'));

/** The files this process holds open whose names were deleted (Linux names them so in /proc). */
const openDeletedSpills = () =>
  fs
    .readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return '';
      }
    })
    .filter((target) => target.includes('docsgen-excerpts-') && target.endsWith('(deleted)'));

describe('the excerpts of an index being built', () => {
  it('writes the same excerpt parts and gives back the same excerpts from its file as from its strings', () => {
    const excerpts = Array.from({ length: 3000 }, (_, i) =>
      `${EXCERPTS[i % EXCERPTS.length]} ${i}`.repeat(1 + (i % 3)),
    );
    const before = spillFiles();
    const inMemory = new ExcerptStore(Number.MAX_SAFE_INTEGER);
    const spilled = new ExcerptStore(1000);
    for (const excerpt of excerpts) {
      inMemory.push(excerpt);
      spilled.push(excerpt);
    }
    // Nothing is left under the file's name while it is written, not even by a build that is killed.
    expect(spillFiles()).toEqual(before);
    expect(openDeletedSpills()).toHaveLength(1);
    expect(spilled.length).toBe(excerpts.length);
    for (const [from, to] of [
      [0, 1],
      [0, 0],
      [17, 400],
      [2999, 3000],
      [0, 3000],
    ] as const) {
      const expected = JSON.stringify({ excerpts: excerpts.slice(from, to) });
      expect(inMemory.partJson(from, to)).toBe(expected);
      expect(spilled.partJson(from, to)).toBe(expected);
    }
    expect(spilled.list()).toEqual(excerpts);
    expect(inMemory.list()).toEqual(excerpts);
    spilled.close();
    inMemory.close();
    expect(openDeletedSpills()).toHaveLength(0);
  });

  it('keeps a few excerpts as strings and takes them all to the file once they pass its size', () => {
    const store = new ExcerptStore(20);
    store.push('Plantio direto');
    expect(store.partJson(0, 1)).toBe('{"excerpts":["Plantio direto"]}');
    store.push('Rotação de culturas');
    store.push('Adubação');
    expect(store.partJson(0, 3)).toBe('{"excerpts":["Plantio direto","Rotação de culturas","Adubação"]}');
    expect(store.partJson(1, 2)).toBe('{"excerpts":["Rotação de culturas"]}');
    store.close();
  });
});
