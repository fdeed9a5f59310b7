/**
 * Fence and directive marker lines, as markdown-it reads them, for rules that pass over fenced code by scanning
 * source lines (admonitions, MDX's flow elements, `mdx-code-block` fences). Lines are given without indentation.
 */

/** A fence's opening, as markdown-it reads one: a backtick fence's info holds no backtick. */
const FENCE_OPEN = /^(`{3,}(?=[^`]*$)|~{3,})/;

/** The marker of the fence a line opens (```` ``` ````, `~~~~`), or "" when it opens none. */
export function fenceOpening(text: string): string {
  return FENCE_OPEN.exec(text)?.[1] ?? '';
}

/** How many times `char` repeats at the start of `text`: the size of a fence or directive marker. */
export function runLength(text: string, char: string): number {
  let n = 0;
  while (text[n] === char) n++;
  return n;
}

/** Whether the whole line is a run of at least `size` of `char`, as a closing fence or directive marker is. */
export function closesRun(text: string, char: string, size: number): boolean {
  const n = runLength(text, char);
  return n >= size && text.slice(n).trim() === '';
}
