import type { Grammar } from 'shiki/core';
import type { ITokenizeLineResult2, StateStack, StateStackImpl } from 'shiki/textmate';

/** Lines remembered per grammar before the cache starts over, so that a long watch session stays bounded (tens of MB at most). */
const LINE_LIMIT = 50_000;

const cached = new WeakSet<Grammar>();

/**
 * Makes a grammar tokenize each distinct line once per state it starts in.
 *
 * Documentation repeats itself: across the 1,000-page bench corpus's
 * distinct code blocks, 1,191 of 4,656 lines are distinct, and most GraphQL
 * and JSON lines recur in the same state (1,056 of 1,197 GraphQL lines were
 * cache hits). A line's tokens and the state after it depend only on its
 * text and the state before it, so both are remembered under that pair, and
 * shiki's own `codeToTokens` keeps doing everything else. States are
 * compared by content (the frames vscode-textmate serializes them to),
 * not identity, so blocks that reach the same state by different lines share
 * their entries too. The position fields a state carries only matter within
 * a line, and vscode-textmate resets them before each line. Tests compare the
 * tokens with the uncached grammar's.
 *
 * Changes the grammar in place; a second call does nothing. After `limit`
 * lines the cache starts over.
 */
export function cacheTokenizedLines(grammar: Grammar, limit = LINE_LIMIT): void {
  if (cached.has(grammar)) return;
  cached.add(grammar);
  const tokenize = grammar.tokenizeLine2.bind(grammar);
  /** Each state object's key, and each key's number: a state's key is its parent's number and its own frame. */
  const stateNumbers = new WeakMap<StateStack, number>();
  const numbersByKey = new Map<string, number>();
  // Never reset, so that a number kept in stateNumbers after a reset cannot name another state.
  let lastNumber = 0;
  const numberOf = (state: StateStack | null): number => {
    if (state === null) return 0;
    let number = stateNumbers.get(state);
    if (number === undefined) {
      const impl = state as StateStackImpl;
      const { ruleId, beginRuleCapturedEOL, endRule, nameScopesList, contentNameScopesList } = impl.toStateStackFrame();
      // JSON, as an end rule holds text captured from the code, which may hold any separator.
      const key = JSON.stringify([
        numberOf(impl.parent),
        ruleId,
        beginRuleCapturedEOL,
        endRule,
        nameScopesList,
        contentNameScopesList,
      ]);
      number = numbersByKey.get(key);
      if (number === undefined) numbersByKey.set(key, (number = ++lastNumber));
      stateNumbers.set(state, number);
    }
    return number;
  };
  const lines = new Map<number, Map<string, ITokenizeLineResult2>>();
  let size = 0;
  grammar.tokenizeLine2 = (lineText, prevState, timeLimit) => {
    const state = numberOf(prevState);
    let byText = lines.get(state);
    const known = byText?.get(lineText);
    if (known) return known;
    const result = tokenize(lineText, prevState, timeLimit);
    // A line cut short by the time limit would be remembered cut short.
    if (result.stoppedEarly) return result;
    if (size >= limit) {
      lines.clear();
      numbersByKey.clear();
      size = 0;
      byText = undefined;
    }
    if (!byText) lines.set(state, (byText = new Map()));
    byText.set(lineText, result);
    size++;
    return result;
  };
}
