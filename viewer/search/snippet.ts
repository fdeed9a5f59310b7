import type { SearchHit } from '../../format/search/query.ts';
import type { SplitSearchEngine } from '../../format/search/split-query.ts';
import { wordsAt } from '../../format/search/terms.ts';
import { matcherFor, splitByTerms, type TextPart } from './mark-terms.ts';

/** Words of context on each side of the first match, as the spec's context length. */
export const SNIPPET_CONTEXT_WORDS = 8;

/** The words around the first match, with the matches marked; the opening words when nothing matches. */
export function snippetParts(
  text: string,
  matches: (word: string) => boolean,
  context = SNIPPET_CONTEXT_WORDS,
): TextPart[] {
  const words = wordsAt(text);
  if (!words.length) return [];
  const first = words.findIndex(({ word }) => matches(word));
  const from = first < 0 ? 0 : Math.max(0, first - context);
  const to = Math.min(words.length - 1, first < 0 ? 2 * context : first + context);
  const start = from === 0 ? 0 : words[from]!.index;
  const last = words[to]!;
  const end = to === words.length - 1 ? text.length : last.index + last.word.length;
  const parts = splitByTerms(text.slice(start, end), matches);
  if (start > 0) parts.unshift({ text: '… ', match: false });
  if (end < text.length) parts.push({ text: ' …', match: false });
  return parts;
}

/** A hit's excerpt, from the index's parts, around its first matched word. */
export async function hitSnippet(engine: SplitSearchEngine, hit: SearchHit): Promise<TextPart[]> {
  return snippetParts(await engine.excerpt(hit.id), matcherFor(hit.terms, hit.language));
}
