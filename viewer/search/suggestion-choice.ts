/**
 * The option the reader chose among a query's suggestions, with the arrow keys or the mouse: an index in the list of
 * options (each hit, then "see all results"), or the last option, chosen with ArrowUp before the list came. Kept with
 * the query it was made for, so that suggestions arriving after the keys were pressed do not undo them: the reader
 * who types and presses ArrowUp, then Enter, gets the results page, not the first hit that arrived in between.
 */
export interface SuggestionChoice {
  query: string;
  option: number | 'last';
}

/**
 * The option selected among `options` answering `answered`: the reader's choice for that query when there is one,
 * else the first; none when there is no option.
 */
export function selectedOption(choice: SuggestionChoice | undefined, answered: string, options: number): number {
  if (!options) return -1;
  if (choice?.query !== answered) return 0;
  return choice.option === 'last' ? options - 1 : Math.min(choice.option, options - 1);
}

/**
 * The choice after an arrow key (`step` 1 down, -1 up) on `query`: a move through the options of its answer, wrapping
 * around; before that answer came, the first option (down) or the last (up), once it comes.
 */
export function movedChoice(query: string, answered: string, selected: number, options: number, step: 1 | -1) {
  if (answered !== query || !options) return { query, option: step > 0 ? 0 : 'last' } satisfies SuggestionChoice;
  const option = selected < 0 && step < 0 ? options - 1 : (selected + step + options) % options;
  return { query, option } satisfies SuggestionChoice;
}
