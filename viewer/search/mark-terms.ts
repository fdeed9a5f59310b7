import { termsOfWord, wordsAt } from '../../format/search/terms.ts';
import type { SearchLanguage } from '../../format/search/language.ts';

export interface TextPart {
  text: string;
  /** A word whose search term is one of the matched terms. */
  match: boolean;
}

/**
 * Whether a word of the page is one the reader searched for, after the same folding and stemming as the index, in the
 * index's language.
 */
export function matcherFor(terms: readonly string[], language: SearchLanguage): (word: string) => boolean {
  const wanted = new Set(terms);
  return (word) => termsOfWord(word, language).some((term) => wanted.has(term));
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
