import { describe, expect, it } from 'vitest';
import {
  highlight,
  highlightBlock,
  loadLanguages,
  primeHighlightCache,
  resetHighlighter,
  takeUsedHighlights,
} from '../../../cli/highlight/highlight.ts';
import { loadLanguageNames, resetLanguageNames, unknownLanguage } from '../../../cli/highlight/language-names.ts';

// tests/setup/fresh-module-state.ts calls these before each test file: a file must find these modules as a new process
// has them, not with the grammars, blocks and names another file left there.
const noLines = new Set<number>();
const tokens = 'class="t-';

describe('the resets the unit tests start each file with', () => {
  it('leave the highlighter without grammars, cached blocks or blocks to persist', async () => {
    await loadLanguages(['python']);
    expect(highlight('x = 1', 'python', noLines)).toContain(tokens);
    const persisted = takeUsedHighlights();
    expect(Object.keys(persisted)).toHaveLength(1);
    highlight('x = 1', 'python', noLines);
    resetHighlighter();
    expect(() => highlightBlock('x = 1', 'python', noLines)).toThrow('loadLanguages() must run before');
    // A block used before the reset is not persisted by a build after it, though an earlier build's cache holds it.
    primeHighlightCache(persisted);
    expect(takeUsedHighlights()).toEqual({});
    resetHighlighter();
    await loadLanguages(['json']);
    // Neither the grammar nor the block highlighted with it before the reset.
    expect(highlight('x = 1', 'python', noLines)).not.toContain(tokens);
  });

  it('leave the language names unloaded', async () => {
    await loadLanguageNames();
    expect(unknownLanguage('pyhton')).toMatch(/did you mean "python"/);
    resetLanguageNames();
    expect(() => unknownLanguage('pyhton')).toThrow('loadLanguageNames() must run before');
  });
});
