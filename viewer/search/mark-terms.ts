import { termsOfWord, wordsAt } from '../../format/search/terms.ts';

export interface TextPart {
  text: string;
  /** A word whose search term is one of the matched terms. */
  match: boolean;
}

/** Whether a word of the page is one the reader searched for, after the same folding and stemming as the index. */
export function matcherFor(terms: readonly string[]): (word: string) => boolean {
  const wanted = new Set(terms);
  return (word) => termsOfWord(word).some((term) => wanted.has(term));
}

/** Splits a text into runs of plain text and matching words, in order. */
export function splitByTerms(text: string, matches: (word: string) => boolean): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const { word, index } of wordsAt(text)) {
    if (!matches(word)) continue;
    if (index > plainFrom) parts.push({ text: text.slice(plainFrom, index), match: false });
    parts.push({ text: word, match: true });
    plainFrom = index + word.length;
  }
  if (plainFrom < text.length) parts.push({ text: text.slice(plainFrom), match: false });
  return parts;
}
