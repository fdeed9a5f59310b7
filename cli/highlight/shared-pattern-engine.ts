import type { PatternScanner, RegexEngine, RegexEngineString } from 'shiki/core';

type Match = ReturnType<PatternScanner['findNextMatchSync']>;

/** One compiled expression and its last search, shared by every scanner that lists it. */
interface SharedPattern {
  scanner: PatternScanner;
  /** `\G` matches only at the search's start, so a result found from another start says nothing. */
  anchoredAtStart: boolean;
  lastString: RegexEngineString | undefined;
  lastStart: number;
  lastOptions: number;
  lastMatch: Match;
}

/**
 * Wraps a regex engine so that each distinct expression is compiled once.
 *
 * A TextMate grammar lists the same expressions in many rules, and the
 * tokenizer builds one scanner per rule: the TypeScript grammar's first code
 * block compiled 1,571 expressions, of which 225 were distinct, and those
 * compiles were 90 % of its 300 ms. Here each rule's scanner searches with
 * one single-expression scanner per distinct expression, and keeps the
 * earliest match, the first listed on a tie. That is what Oniguruma's own
 * scanner (vscode-oniguruma's onig.cc) does on lines of 1,000 characters or
 * more, including its cache: a search from a later start on the same string
 * reuses a result that starts at or after that start, unless the expression
 * holds `\G`. Tests compare the tokens with the plain engine's.
 *
 * Only for valid expressions: shiki's Oniguruma build does not reject an
 * invalid one, and a scanner holding one never matches, where a scanner of
 * its own matches empty. None of the 366,845 expressions of shiki's bundled
 * grammars, the only ones docsgen loads, is invalid.
 */
export function sharePatterns(engine: RegexEngine): RegexEngine {
  const compiled = new Map<string, SharedPattern>();
  const patternOf = (source: string): SharedPattern => {
    let pattern = compiled.get(source);
    if (!pattern) {
      pattern = {
        scanner: engine.createScanner([source]),
        anchoredAtStart: source.includes('\\G'),
        lastString: undefined,
        lastStart: 0,
        lastOptions: 0,
        lastMatch: null,
      };
      compiled.set(source, pattern);
    }
    return pattern;
  };
  const search = (pattern: SharedPattern, string: RegexEngineString, start: number, options: number): Match => {
    if (pattern.anchoredAtStart) return pattern.scanner.findNextMatchSync(string, start, options);
    const last = pattern.lastMatch;
    if (
      pattern.lastString === string &&
      pattern.lastOptions === options &&
      pattern.lastStart <= start &&
      (last === null || last.captureIndices[0]!.start >= start)
    )
      return last;
    pattern.lastString = string;
    pattern.lastStart = start;
    pattern.lastOptions = options;
    return (pattern.lastMatch = pattern.scanner.findNextMatchSync(string, start, options));
  };
  return {
    createString: (text) => engine.createString(text),
    createScanner(sources) {
      const patterns = sources.map((source) => patternOf(typeof source === 'string' ? source : source.source));
      return {
        findNextMatchSync(text, start, options = 0) {
          const string = typeof text === 'string' ? engine.createString(text) : text;
          let best: Match = null;
          let bestIndex = 0;
          for (let i = 0; i < patterns.length; i++) {
            const match = search(patterns[i]!, string, start, options);
            if (match === null) continue;
            const at = match.captureIndices[0]!.start;
            if (best === null || at < best.captureIndices[0]!.start) {
              best = match;
              bestIndex = i;
            }
            if (at === start) break;
          }
          if (typeof text === 'string') string.dispose?.();
          return best && { index: bestIndex, captureIndices: best.captureIndices };
        },
      };
    },
  };
}
