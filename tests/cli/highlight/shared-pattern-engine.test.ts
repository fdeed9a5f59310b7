import type { HighlighterCore, RegexEngine } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharePatterns } from '../../../cli/highlight/shared-pattern-engine.ts';
import { codeSamples, sampleHighlighter, sampleTokens as tokens } from '../../helpers/code-samples.ts';

let plain: HighlighterCore;
let shared: HighlighterCore;
/** Expressions the wrapped engine compiled, one list per scanner it was asked for. */
const compiledLists: string[][] = [];

beforeAll(async () => {
  const engine = await createOnigurumaEngine(import('shiki/wasm'));
  const counting: RegexEngine = {
    createString: (s) => engine.createString(s),
    createScanner: (patterns) => {
      compiledLists.push(patterns.map(String));
      return engine.createScanner(patterns);
    },
  };
  [plain, shared] = await Promise.all([
    sampleHighlighter(createOnigurumaEngine(import('shiki/wasm'))),
    sampleHighlighter(sharePatterns(counting)),
  ]);
});

describe('sharePatterns', () => {
  const samples: [string, string][] = [
    ...codeSamples(),
    // Over 1,000 characters: Oniguruma's scanner searches expression by expression there, and below it uses a RegSet.
    ['typescript', `const longa = [${Array.from({ length: 300 }, (_, i) => `'v${i}'`).join(', ')}]; // fim\n`],
    ['json', `{"a": [${Array.from({ length: 400 }, (_, i) => i).join(',')}], "b": "${'á'.repeat(600)}"}`],
  ];

  it.each(samples)('tokenizes %s exactly as the plain engine', (lang, code) => {
    expect(tokens(shared, code, lang)).toEqual(tokens(plain, code, lang));
  });

  it('finds what the plain engine finds when one string is searched from later and later starts', async () => {
    const engine = await createOnigurumaEngine(import('shiki/wasm'));
    const searches = (e: RegexEngine) => {
      // `\Gb` fails from 0 and matches from 1; `c` is found from 0 and still ahead from 1 and 2.
      const scanner = e.createScanner(['\\Gb', 'c', 'a']);
      const string = e.createString('abcabc');
      return [0, 1, 2, 3, 5, 6].map((start) => scanner.findNextMatchSync(string, start, 0));
    };
    const expected = searches(engine);
    expect(expected.map((m) => m?.index)).toEqual([2, 0, 1, 2, 1, undefined]);
    expect(searches(sharePatterns(engine))).toEqual(expected);
  });

  it('compiles each distinct expression once, however many scanners list it', () => {
    // Tokenizes here too, so that the test stands alone (run with -t) rather than counting on the ones above.
    for (const [lang, code] of samples) tokens(shared, code, lang);
    const all = compiledLists.flat();
    expect(all.length).toBeGreaterThan(100);
    expect(new Set(all).size).toBe(all.length);
    expect(compiledLists.every((list) => list.length === 1)).toBe(true);
  });
});
