import type { Grammar, HighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { beforeAll, describe, expect, it } from 'vitest';
import { cacheTokenizedLines } from '../../../cli/highlight/line-cache.ts';
import {
  codeSamples,
  SAMPLE_LANGUAGES,
  sampleHighlighter,
  sampleTokens as tokens,
} from '../../helpers/code-samples.ts';

const highlighter = () => sampleHighlighter(createOnigurumaEngine(import('shiki/wasm')));

let plain: HighlighterCore;
let cached: HighlighterCore;
/** Lines the cached highlighter's grammars really tokenized, by language. */
const tokenized = new Map<string, string[]>();

beforeAll(async () => {
  [plain, cached] = await Promise.all([highlighter(), highlighter()]);
  for (const lang of SAMPLE_LANGUAGES) {
    const grammar: Grammar = cached.getLanguage(lang);
    tokenized.set(lang, recordLines(grammar));
    cacheTokenizedLines(grammar);
  }
});

/** Records each line the grammar really tokenizes, below any cache added later. */
function recordLines(grammar: Grammar): string[] {
  const seen: string[] = [];
  const tokenize = grammar.tokenizeLine2.bind(grammar);
  grammar.tokenizeLine2 = (line, state, limit) => {
    seen.push(line);
    return tokenize(line, state, limit);
  };
  return seen;
}

/** Tokenizes the blocks in order, so that later blocks meet lines the cache already holds. */
const tokensOfBlocks = (h: HighlighterCore, blocks: string[], lang: string) =>
  blocks.map((code) => tokens(h, code, lang));
const linesTokenized = (lang: string, run: () => void) => {
  const seen = tokenized.get(lang)!;
  const before = seen.length;
  run();
  return seen.slice(before);
};

describe('cacheTokenizedLines', () => {
  const samples = codeSamples();

  // The whole text first, then its halves and its lines one by one: the same lines again, in other states.
  it.each(samples)('tokenizes %s exactly as the uncached grammar', (lang, code) => {
    const lines = code.split('\n');
    const middle = Math.floor(lines.length / 2);
    const blocks = [code, lines.slice(0, middle).join('\n'), lines.slice(middle).join('\n'), ...lines];
    expect(tokensOfBlocks(cached, blocks, lang)).toEqual(tokensOfBlocks(plain, blocks, lang));
  });

  it('keys a line by the state it starts in, not by its text alone', () => {
    const inComment = tokens(cached, '/*\nconst a = 1;\n*/', 'typescript')[1]!;
    const alone = tokens(cached, 'const a = 1;', 'typescript')[0]!;
    expect(alone).toEqual(tokens(plain, 'const a = 1;', 'typescript')[0]);
    expect(alone.map((t) => t.color)).not.toEqual(inComment.map((t) => t.color));
  });

  it('tokenizes a line once per state, even when blocks reach that state through different lines', () => {
    const block = (first: string) => `/* ${first}\nlinha repetida do talhão\nfim da nota */\nlet safra = 2026;`;
    expect(linesTokenized('typescript', () => tokens(cached, block('um'), 'typescript'))).toEqual([
      '/* um',
      'linha repetida do talhão',
      'fim da nota */',
      'let safra = 2026;',
    ]);
    expect(linesTokenized('typescript', () => tokens(cached, block('dois'), 'typescript'))).toEqual(['/* dois']);
    expect(linesTokenized('typescript', () => tokens(cached, block('um'), 'typescript'))).toEqual([]);
  });

  it('starts over once it holds its limit of lines, and still tokenizes as the uncached grammar', async () => {
    const small = await highlighter();
    const grammar: Grammar = small.getLanguage('json');
    const seen = recordLines(grammar);
    cacheTokenizedLines(grammar, 2);
    const blocks = [
      '{ "a": 1,\n  "b": "talhão" }',
      '{ "a": 1,\n  "b": "talhão" }',
      '[1, 2]',
      '{ "a": 1,\n  "b": "talhão" }',
    ];
    expect(tokensOfBlocks(small, blocks, 'json')).toEqual(tokensOfBlocks(plain, blocks, 'json'));
    // The first block fills the cache and the second is served from it; the third line empties it, so the last block is tokenized again.
    expect(seen).toEqual(['{ "a": 1,', '  "b": "talhão" }', '[1, 2]', '{ "a": 1,', '  "b": "talhão" }']);
  });

  it('wraps a grammar once, however often it is asked to', () => {
    const grammar: Grammar = cached.getLanguage('json');
    const wrapped = grammar.tokenizeLine2;
    cacheTokenizedLines(grammar);
    expect(grammar.tokenizeLine2).toBe(wrapped);
  });
});
