import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as portugueseStemmer } from '@orama/stemmers/portuguese';
import { ENGLISH_STOP_WORDS, PORTUGUESE_STOP_WORDS } from './stop-words.ts';
import type { SearchLanguage } from './language.ts';

/**
 * Text to search terms, identical for the compiler (indexing) and the viewer
 * (querying, highlighting), so that both sides always agree on what a word is.
 *
 * Each index is in one language (SearchIndexEntry.language), and its terms
 * are that language's. Per word: lowercase, drop stop words, then in
 * Portuguese restore the accents of common suffixes when the word has none
 * and stem with Snowball's Portuguese stemmer, in English stem with Porter's
 * English stemmer; then fold accents. The order matters: Snowball's rules are written for
 * accented Portuguese ("autenticação" -> "autentic") and misfire on the
 * folded spelling ("autenticacao" -> "autenticaca"), so a reader who types
 * without accents would miss. Restoring the suffix first makes both
 * spellings, and the verb ("autenticar"), reach the same term.
 */

/**
 * Letters, digits and "_" make words, and "-" joins them: identifiers such
 * as `page_size`, `X-Api-Key` or `map-exporter` stay whole, and their parts
 * are indexed too.
 */
const WORD = /[\p{L}\p{N}_]+(?:-[\p{L}\p{N}_]+)*/gu;
const JOINERS = /[-_]/;
const DIACRITICS = /\p{M}+/gu;

export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(DIACRITICS, '');
}

/** Splits text into raw words, in order. */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The words of a text with where each starts, to mark them in place. */
export function wordsAt(text: string): { word: string; index: number }[] {
  return [...text.matchAll(WORD)].map((m) => ({ word: m[0], index: m.index }));
}

/**
 * Suffixes whose accents Snowball needs, as a reader types them without
 * accents. Measured on content/docs: without these rules about a quarter of
 * the accented word forms reach another term once typed without accents;
 * with them, 6 of 395 do (short words such as "mantém", where typo
 * tolerance still helps).
 */
const ACCENT_RESTORES: [RegExp, string][] = [
  [/coes$/, 'ções'],
  [/cao$/, 'ção'],
  [/oes$/, 'ões'],
  [/aes$/, 'ães'],
  [/ao$/, 'ão'],
  [/encia(s?)$/, 'ência$1'],
  [/ancia(s?)$/, 'ância$1'],
  [/avel$/, 'ável'],
  [/aveis$/, 'áveis'],
  [/ivel$/, 'ível'],
  [/iveis$/, 'íveis'],
  // "incluído", "saída"; not "seguido", where the "u" is silent.
  [/([^gq]u|[aei])id([oa]s?)$/, '$1íd$2'],
  [/aria(s?)$/, 'ária$1'],
  [/orio(s?)$/, 'ório$1'],
];

function restoreAccents(word: string): string {
  for (const [suffix, accented] of ACCENT_RESTORES) if (suffix.test(word)) return word.replace(suffix, accented);
  return word;
}

/**
 * Snowball leaves "talhão" as "talhã" but "talhões" as "talhõ", so a plural
 * would never find its singular. Every "-ões" and "-ães" plural comes from
 * an "-ão" singular; stem that instead.
 */
function singularOfAo(word: string): string {
  return word.replace(/[õã]es$/, 'ão');
}

/** A word's stem in each language, from its lowercase spelling and that spelling with accents folded. */
const STEMS: Record<SearchLanguage, (lower: string, folded: string) => string> = {
  pt: (lower, folded) => portugueseStemmer(singularOfAo(folded === lower ? restoreAccents(lower) : lower)),
  en: (_lower, folded) => englishStemmer(folded),
};

const STOP_WORDS: Record<SearchLanguage, ReadonlySet<string>> = {
  pt: PORTUGUESE_STOP_WORDS,
  en: ENGLISH_STOP_WORDS,
};

function termOf(lower: string, language: SearchLanguage): string | null {
  const folded = foldAccents(lower);
  if (folded.length < 2 || STOP_WORDS[language].has(folded)) return null;
  if (/\d/.test(folded)) return folded;
  return foldAccents(STEMS[language](lower, folded));
}

/**
 * The index terms of one word. A joined word also yields its parts, so
 * `page_size` is found by "page_size", "page" and "size".
 */
export function termsOfWord(word: string, language: SearchLanguage): string[] {
  const cache = caches[language];
  let terms = cache.get(word);
  if (!terms) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    terms = computeTerms(word, language);
    cache.set(word, terms);
  }
  return terms;
}

/** Stemming dominates indexing time, and a corpus repeats a few thousand words: remember them, per language. */
const caches: Record<SearchLanguage, Map<string, string[]>> = { pt: new Map(), en: new Map() };
const CACHE_LIMIT = 100_000;

function computeTerms(word: string, language: SearchLanguage): string[] {
  const lower = word.toLowerCase();
  const out: string[] = [];
  const joined = JOINERS.test(lower);
  // A joined word with digits ("pagina-12", "2026-02-01", "fld_2Qm8Vn") is an identifier or a
  // date, unique and many: its parts find it, and the whole would only bloat the index.
  const whole = joined && /\d/.test(lower) ? null : termOf(lower, language);
  if (whole) out.push(whole);
  if (joined) {
    for (const part of lower.split(JOINERS)) {
      const term = part ? termOf(part, language) : null;
      if (term && !out.includes(term)) out.push(term);
    }
  }
  return out;
}

/** Distinct terms of a query, in the order typed. */
export function queryTerms(query: string, language: SearchLanguage): string[] {
  return [...new Set(tokenize(query).flatMap((word) => termsOfWord(word, language)))];
}
