import { nearMiss } from '../util/near-miss.ts';

/** What a writer writes to mean plain text (shiki's plain languages), or no language at all. */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

/**
 * Languages Docusaurus highlights with Prism for which shiki has no grammar of its own, by the grammar that reads them:
 * Flow is JavaScript with type annotations, which shiki's JavaScript grammar (made from TypeScript's) colours.
 * Prettier's blog names `flow` in 60 code blocks.
 */
const PRISM_LANGUAGES: Readonly<Record<string, string>> = { flow: 'javascript' };

/** The grammar a fence's language names: lowercased, as Docusaurus does, and Prism's own names mapped to shiki's. */
export function grammarName(lang: string): string {
  const name = lang.toLowerCase();
  return Object.hasOwn(PRISM_LANGUAGES, name) ? PRISM_LANGUAGES[name]! : name;
}

let names: Set<string> | undefined;
/** The verdict for each language written, since a site names a handful of them thousands of times. */
const verdicts = new Map<string, string | undefined>();

/**
 * Loads the names of the highlighter's grammars and their aliases. It is a small module of names, so that the main
 * thread checks fences while a worker loads shiki itself.
 */
export async function loadLanguageNames(): Promise<void> {
  names ??= new Set(Object.keys((await import('shiki/langs')).bundledLanguages));
}

/** Forgets the names, as a new process starts without them: for the unit tests, whose files share modules. */
export function resetLanguageNames(): void {
  names = undefined;
  verdicts.clear();
}

/** Why a fence's language will show as plain text though the writer named one; undefined when it will not. */
export function unknownLanguage(lang: string): string | undefined {
  if (!names) throw new Error('docsgen: loadLanguageNames() must run before code is rendered');
  if (!verdicts.has(lang)) verdicts.set(lang, verdictOf(lang, names));
  return verdicts.get(lang);
}

function verdictOf(lang: string, names: ReadonlySet<string>): string | undefined {
  const name = grammarName(lang);
  if (PLAIN.has(name) || names.has(name)) return undefined;
  const guess = nearMiss(name, [...names].sort());
  const expected = guess
    ? `did you mean "${guess}"?`
    : 'expected a language such as "bash", "json" or "typescript", or "text" for plain text';
  return `unknown code block language "${lang}", shown as plain text: ${expected}`;
}
