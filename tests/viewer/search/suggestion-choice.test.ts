import { describe, expect, it } from 'vitest';
import { movedChoice, selectedOption } from '../../../viewer/search/suggestion-choice.ts';

describe("the reader's choice among the search box's suggestions", () => {
  it('selects the first option of an answer the reader has not moved in, and none without options', () => {
    expect(selectedOption(undefined, 'soja', 4)).toBe(0);
    expect(selectedOption({ query: 'milho', option: 2 }, 'soja', 4)).toBe(0);
    expect(selectedOption(undefined, 'soja', 0)).toBe(-1);
  });

  it('moves through the options with the arrows, wrapping around at both ends', () => {
    let choice = movedChoice('soja', 'soja', 0, 4, 1);
    expect(selectedOption(choice, 'soja', 4)).toBe(1);
    choice = movedChoice('soja', 'soja', 0, 4, -1);
    expect(selectedOption(choice, 'soja', 4)).toBe(3);
    choice = movedChoice('soja', 'soja', 3, 4, 1);
    expect(selectedOption(choice, 'soja', 4)).toBe(0);
  });

  it('keeps an ArrowUp pressed before the suggestions came: the last option, "see all results", once they do', () => {
    // The reader typed "token" and pressed ArrowUp while the last answer was still for "toke", or there was none.
    const up = movedChoice('token', 'toke', 1, 3, -1);
    expect(selectedOption(up, 'token', 6)).toBe(5);
    expect(selectedOption(movedChoice('token', '', -1, 0, -1), 'token', 6)).toBe(5);
    expect(selectedOption(movedChoice('token', 'toke', 1, 3, 1), 'token', 6)).toBe(0);
  });

  it('keeps the choice when the same query is answered again with another number of options', () => {
    const seeAll = movedChoice('soja', 'soja', 0, 5, -1);
    expect(selectedOption(seeAll, 'soja', 5)).toBe(4);
    expect(selectedOption(seeAll, 'soja', 3)).toBe(2);
    expect(selectedOption({ query: 'soja', option: 4 }, 'soja', 3)).toBe(2);
  });
});
