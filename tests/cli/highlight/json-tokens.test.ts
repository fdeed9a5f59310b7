import fs from 'node:fs';
import fg from 'fast-glob';
import yaml from 'js-yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { highlight, highlightBlock, loadLanguages, resetHighlighter } from '../../../cli/highlight/highlight.ts';
import { jsonTokens } from '../../../cli/highlight/json-tokens.ts';

/** A deterministic generator (mulberry32), so that a failure is the same on every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRINGS = [
  '',
  'a b',
  'é ç ã',
  'x"y',
  'back\\slash',
  'line\nbreak',
  'tab\t',
  '\u0001',
  'http://x/{id}',
  '<b>&amp;',
];
const NUMBERS = [0, -1, 3.25, 1e21, -2.5e-7, 42];

function value(next: () => number, depth: number): unknown {
  const pick = next();
  if (depth > 3 || pick < 0.45) {
    const scalar = next();
    if (scalar < 0.4) return STRINGS[Math.floor(next() * STRINGS.length)];
    if (scalar < 0.7) return NUMBERS[Math.floor(next() * NUMBERS.length)];
    return [true, false, null][Math.floor(next() * 3)];
  }
  const size = Math.floor(next() * 4);
  if (pick < 0.7) return Array.from({ length: size }, () => value(next, depth + 1));
  return Object.fromEntries(
    Array.from({ length: size }, (_, i) => [STRINGS[(i + Math.floor(next() * 10)) % 10]!, value(next, depth + 1)]),
  );
}

/** What shiki gives against what the fast path gives, for one block. */
function both(code: string, lines: ReadonlySet<number> = new Set()) {
  return { fast: highlight(code, 'json', lines), shiki: highlightBlock(code, 'json', lines) };
}

describe('jsonTokens', () => {
  beforeAll(async () => {
    resetHighlighter();
    await loadLanguages(['json']);
  });

  it("gives shiki's HTML for 600 generated JSON texts, pretty-printed and compact", () => {
    const next = random(7);
    for (let i = 0; i < 300; i++) {
      const data = value(next, 0);
      for (const code of [
        JSON.stringify(data, null, 2),
        JSON.stringify(data),
        ` ${JSON.stringify(data, null, '\t')}\n`,
      ]) {
        expect(jsonTokens(code), code).toBeDefined();
        const { fast, shiki } = both(code, new Set([1, 3]));
        expect(fast, code).toBe(shiki);
      }
    }
  });

  it("gives shiki's HTML for every example of the portal's eight descriptions, as the reference prints them", () => {
    const examples: unknown[] = [];
    const collect = (node: unknown): void => {
      if (typeof node !== 'object' || node === null) return;
      for (const [key, child] of Object.entries(node)) {
        if (key === 'example') examples.push(child);
        else if (key === 'examples' && typeof child === 'object' && child !== null)
          for (const named of Object.values(child)) examples.push((named as { value?: unknown }).value ?? named);
        collect(child);
      }
    };
    for (const file of fg.sync('content/openapi/*.yaml')) collect(yaml.load(fs.readFileSync(file, 'utf8')));
    expect(examples.length).toBeGreaterThan(100);
    for (const example of examples) {
      const code = JSON.stringify(example, null, 2);
      if (code === undefined) continue;
      expect(jsonTokens(code), code).toBeDefined();
      const { fast, shiki } = both(code);
      expect(fast, code).toBe(shiki);
    }
  });

  it('leaves to shiki what it does not read exactly as the grammar does', () => {
    for (const code of ['{"a": 1,}', '// c\n{}', '{"a":\r\n1}', '{a: 1}', "{'a': 1}", '[1, 2', 'NaN', '\ufeff{}']) {
      expect(jsonTokens(code), code).toBeUndefined();
      expect(highlight(code, 'json', new Set())).toBe(highlightBlock(code, 'json', new Set()));
    }
  });
});
