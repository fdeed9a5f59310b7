import { hash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { HighlighterCore } from 'shiki/core';
import type { bundledLanguages as BundledLanguages } from 'shiki/langs';
import { tokensToHtml } from './code-html.ts';
import { jsonTokens } from './json-tokens.ts';
import { grammarName, loadLanguageNames } from './language-names.ts';
import { cacheTokenizedLines } from './line-cache.ts';
import { sharePatterns } from './shared-pattern-engine.ts';
import { maskStrings, unmaskStrings } from './string-shapes.ts';
import type { CodeHighlighter } from '../core/render-env.ts';

const require = createRequire(import.meta.url);

/** Changes whenever the HTML produced for the same block, or the key it is cached under, would change. */
export const HIGHLIGHT_VERSION = `shiki-${(require('shiki/package.json') as { version: string }).version}/oniguruma/css-variables/6`;

let highlighter: HighlighterCore | undefined;
let styleOf: Parameters<typeof tokensToHtml>[3] = () => '';
let bundledLanguages: typeof BundledLanguages = {} as typeof BundledLanguages;
let creating: Promise<HighlighterCore> | undefined;
/** Highlighted HTML by block key; survives watch-mode rebuilds and is persisted by the build. */
const cache = new Map<string, string>();
const used = new Set<string>();
/** Highlighted HTML of generated code's shapes (see string-shapes.ts), by language, lines and shape. */
const shapes = new Map<string, string>();

/**
 * Oniguruma compiled to WebAssembly, the regex engine TextMate grammars are
 * written for. Shiki's JavaScript engine first translates each expression to
 * a JavaScript RegExp and emulates what RegExp lacks; on the portal's own
 * code samples that made a cold build 0.9 s slower (3.9 s against 3.0 s),
 * for the same HTML.
 */
function createHighlighter(): Promise<HighlighterCore> {
  // Imported on first use: a build that highlights on a worker thread never loads shiki on its main thread.
  creating ??= Promise.all([import('shiki/core'), import('shiki/engine/oniguruma'), import('shiki/langs')]).then(
    async ([core, oniguruma, langs]) => {
      bundledLanguages = langs.bundledLanguages;
      styleOf = (token) => core.stringifyTokenStyle(core.getTokenStyleObject(token));
      // One theme made of CSS variables: each block is tokenized once and the viewer's stylesheet colours it for
      // light and dark mode. Real dual themes would tokenize every block twice, and highlighting dominates build time.
      const theme = core.createCssVariablesTheme({ name: 'docsgen', variablePrefix: '--code-', fontStyle: true });
      // Oniguruma from the .wasm file shiki ships, rather than from `shiki/wasm`: that module holds it as gzipped
      // base64 and unpacks it through web streams, which cost 100 to 150 ms of a worker's start-up against 10 ms
      // here. An instantiator, rather than the bytes, also keeps shiki from testing for `Response`, whose first use
      // loads Node's fetch implementation.
      const instantiator = async (imports?: WebAssembly.Imports) =>
        WebAssembly.instantiate(await fs.readFile(require.resolve('shiki/onig.wasm')), imports);
      return (highlighter = await core.createHighlighterCore({
        themes: [theme],
        langs: [],
        engine: oniguruma.createOnigurumaEngine({ instantiator }).then(sharePatterns),
      }));
    },
  );
  return creating;
}

/**
 * Forgets the highlighter, the grammars it loaded and the blocks it highlighted, as a new process starts without them.
 * For the unit tests, whose files share modules (vitest.config.ts): the grammars loaded decide whether a block is
 * highlighted or plain text, and a block cached under another test file's grammars would keep that file's HTML.
 */
export function resetHighlighter(): void {
  highlighter = undefined;
  creating = undefined;
  cache.clear();
  used.clear();
  shapes.clear();
}

function getHighlighter(): HighlighterCore {
  if (!highlighter) throw new Error('docsgen: loadLanguages() must run before code is highlighted');
  return highlighter;
}

/**
 * Loads the grammars a build needs, and only those: grammar modules are
 * large, so loading all of them would dominate the start-up of small builds.
 * Unknown names are ignored; their blocks render as plain text. The names of
 * all grammars load too, for fences to be checked against.
 */
export async function loadLanguages(names: Iterable<string>): Promise<void> {
  const [h] = await Promise.all([createHighlighter(), loadLanguageNames()]);
  const loaded = new Set(h.getLoadedLanguages());
  for (const name of new Set([...names].map(grammarName))) {
    if (loaded.has(name) || !(name in bundledLanguages)) continue;
    try {
      await h.loadLanguage(bundledLanguages[name as keyof typeof bundledLanguages]);
    } catch {
      // A grammar that fails to load: its blocks stay plain text.
    }
    for (const l of h.getLoadedLanguages()) loaded.add(l);
  }
  // Grammars loaded as another's dependency (css with html) highlight blocks of their own too.
  for (const l of loaded) cacheTokenizedLines(h.getLanguage(l));
}

function resolveLanguage(lang: string): string {
  const wanted = grammarName(lang);
  return getHighlighter().getLoadedLanguages().includes(wanted) ? wanted : 'text';
}

/** A block left for a deferred highlighter (see deferringHighlighter), with its language as written, lowercased. */
export interface PendingBlock {
  key: string;
  code: string;
  lang: string;
  lines: number[];
  /** Code docsgen wrote itself (see CodeHighlighter). */
  generated?: boolean;
}

/**
 * Highlights a block to HTML. Identical blocks (same language, lines and code)
 * are highlighted once, and across builds when the cache was primed. The key
 * holds the language as written, so that a block can be deferred before any
 * grammar has loaded; which grammar that name resolves to is fixed by the
 * shiki version in HIGHLIGHT_VERSION.
 */
export const highlight: CodeHighlighter = (code, lang, highlightedLines, generated) =>
  highlightOrDefer(code, lang, highlightedLines, generated, undefined);

/**
 * A highlighter that hands each block missing from the cache to `take`; the
 * text `take` returns (a marker) stands in for the block's HTML until the
 * caller swaps the real HTML in.
 */
export function deferringHighlighter(take: (block: PendingBlock) => string): CodeHighlighter {
  return (code, lang, highlightedLines, generated) => highlightOrDefer(code, lang, highlightedLines, generated, take);
}

/** Told of every block's key as it is highlighted, for a build that keeps its pages to reuse (see PageCache). */
let observer: ((key: string) => void) | undefined;

/** Tells `listener` of each block highlighted until it is unset. */
export function observeHighlights(listener: ((key: string) => void) | undefined): void {
  observer = listener;
}

/**
 * Counts blocks as used without highlighting them: those of a page reused from the last build, which keep their place
 * in the persisted cache (see takeUsedHighlights) for the next build that renders the page.
 */
export function markHighlightsUsed(keys: readonly string[]): void {
  for (const key of keys) used.add(key);
}

function highlightOrDefer(
  code: string,
  lang: string,
  highlightedLines: ReadonlySet<number>,
  generated: boolean | undefined,
  defer: ((block: PendingBlock) => string) | undefined,
): string {
  const language = lang.toLowerCase();
  const key = hash('sha1', `${language}\0${[...highlightedLines].join(',')}\0${code}`, 'base64url');
  used.add(key);
  observer?.(key);
  let out = cache.get(key);
  if (out === undefined && language === 'json') {
    out = jsonHtml(code, highlightedLines);
    if (out !== undefined) cache.set(key, out);
  }
  if (out === undefined) {
    if (defer)
      return defer({ key, code, lang: language, lines: [...highlightedLines], ...(generated && { generated }) });
    out = highlightBlock(code, language, highlightedLines, generated);
    cache.set(key, out);
  }
  return out;
}

/**
 * Lines this long or longer are left plain, as VS Code leaves lines past its `maxTokenizationLineLength`: they are
 * data (a base64 key, a minified script), and a grammar's expressions take time that grows with the square of a line's
 * length. One 4,755-character string in a sample of GitHub's REST description took 2.4 s to highlight in JavaScript.
 */
export const MAX_TOKENIZED_LINE = 1000;

/** Shiki itself, after loadLanguages(), with no block cache (each grammar caches its lines). A language that did not load is highlighted as plain text. */
export function highlightBlock(
  code: string,
  lang: string,
  highlightedLines: ReadonlySet<number>,
  generated = false,
): string {
  const language = resolveLanguage(lang);
  const shaped = generated ? shapedHighlight(code, language, highlightedLines) : undefined;
  if (shaped !== undefined) return shaped;
  // Shiki stops tokenizing a line after 500 ms by default and emits the rest as one token; the first line of a
  // language compiles its grammar's expressions and can take that long on a busy machine, which made output vary.
  const { tokens, themeName } = getHighlighter().codeToTokens(code, {
    lang: language,
    theme: 'docsgen',
    tokenizeTimeLimit: 0,
    tokenizeMaxLineLength: MAX_TOKENIZED_LINE,
  });
  return tokensToHtml(tokens, themeName ?? 'docsgen', highlightedLines, styleOf);
}

/**
 * The first `maxLines` lines of a valid JSON block as shiki highlights them when given only those lines, which are not
 * valid JSON (see jsonTokens): a line's colours depend on the lines before it, never after. Undefined for any other.
 */
export function highlightJsonHead(code: string, maxLines: number): string | undefined {
  const lines = jsonTokens(code);
  return lines && tokensToHtml(lines.slice(0, maxLines), 'docsgen', new Set(), (token) => `color:${token.color}`);
}

/** A valid JSON block's HTML, as shiki gives it, without shiki (see jsonTokens); undefined for any other. */
function jsonHtml(code: string, highlightedLines: ReadonlySet<number>): string | undefined {
  const lines = jsonTokens(code);
  return lines && tokensToHtml(lines, 'docsgen', highlightedLines, (token) => `color:${token.color}`);
}

/**
 * Generated code highlighted by its shape, or undefined when it has none to reuse: no string to take out, or a line
 * long enough to be left plain (MAX_TOKENIZED_LINE), which its shape would not be.
 */
function shapedHighlight(code: string, language: string, highlightedLines: ReadonlySet<number>): string | undefined {
  if (code.split('\n').some((line) => line.length >= MAX_TOKENIZED_LINE)) return undefined;
  const masked = maskStrings(code, language);
  if (!masked) return undefined;
  const key = `${language}\0${[...highlightedLines].join(',')}\0${masked.shape}`;
  let html = shapes.get(key);
  if (html === undefined) {
    html = highlightBlock(masked.shape, language, highlightedLines);
    shapes.set(key, html);
  }
  return unmaskStrings(html, masked.texts);
}

/** Adds blocks highlighted elsewhere (a worker) to the cache. */
export function addHighlights(entries: Iterable<[string, string]>): void {
  for (const [key, html] of entries) cache.set(key, html);
}

/** HTML of a block already in the cache. */
export function cachedHighlight(key: string): string | undefined {
  return cache.get(key);
}

/** Seeds the cache with blocks highlighted by an earlier build. */
export function primeHighlightCache(entries: Record<string, string>): void {
  for (const [key, html] of Object.entries(entries)) if (!cache.has(key)) cache.set(key, html);
}

/** The keys of the blocks used since the last takeUsedHighlights. */
export function usedHighlightKeys(): ReadonlySet<string> {
  return used;
}

/** The blocks used since the last call, to persist; unused entries are dropped so the cache never grows stale. */
export function takeUsedHighlights(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of [...used].sort()) {
    const html = cache.get(key);
    if (html !== undefined) out[key] = html;
  }
  used.clear();
  return out;
}
