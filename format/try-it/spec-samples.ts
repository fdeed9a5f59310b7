import { type CodeSample, type CodeSampleId, SAMPLE_LANGUAGES } from './languages.ts';

/** An entry of an operation's `x-codeSamples` (Redocly's extension; `x-code-samples` is its older spelling). */
export interface SpecCodeSample {
  lang: string;
  label?: string;
  source: string;
}

/** What descriptions write in `lang`, lower-cased without spaces, for the languages docsgen also generates. */
const ALIASES: Record<string, CodeSampleId> = {
  curl: 'curl',
  shell: 'curl',
  sh: 'curl',
  bash: 'curl',
  zsh: 'curl',
  javascript: 'javascript',
  js: 'javascript',
  node: 'javascript',
  nodejs: 'javascript',
  'node.js': 'javascript',
  python: 'python',
  python3: 'python',
  py: 'python',
  go: 'go',
  golang: 'go',
  java: 'java',
  'c#': 'csharp',
  csharp: 'csharp',
  cs: 'csharp',
  '.net': 'csharp',
  dotnet: 'csharp',
  php: 'php',
  ruby: 'ruby',
  rb: 'ruby',
};

/** Other languages' names as the highlighter knows them. */
const GRAMMARS: Record<string, string> = {
  'c++': 'cpp',
  'objective-c': 'objective-c',
  objc: 'objective-c',
  'f#': 'fsharp',
  ts: 'typescript',
  typescript: 'typescript',
  kotlin: 'kotlin',
  swift: 'swift',
  rust: 'rust',
  powershell: 'powershell',
};

/**
 * A sample's language, id and grammar: `C#` is csharp, `Shell` and `cURL` are curl (grammar bash); a language docsgen
 * does not generate keeps its lower-cased name as both (the highlighter shows an unknown one as plain text).
 */
export function sampleLanguage(lang: string): { id: string; lang: string; label?: string } {
  const name = lang.trim().toLowerCase().replace(/\s+/g, '');
  const known = ALIASES[name];
  if (known) return { id: known, lang: SAMPLE_LANGUAGES[known].lang, label: SAMPLE_LANGUAGES[known].label };
  const grammar = GRAMMARS[name] ?? (/^[a-z0-9][\w+#.-]*$/.test(name) ? name : 'text');
  return { id: name.replace(/[^\w-]/g, '') || 'sample', lang: grammar };
}

/**
 * The description's own samples first, in its order, then the generated ones in a language it did not give. Entries
 * without a string `source` are left out, since a description is input: a writer's typo must not break a page.
 */
export function withSpecSamples(
  generated: readonly CodeSample[],
  xCodeSamples?: readonly SpecCodeSample[] | null,
): CodeSample[] {
  const given: CodeSample[] = [];
  const taken = new Set<string>();
  for (const entry of Array.isArray(xCodeSamples) ? xCodeSamples : []) {
    if (typeof entry?.source !== 'string') continue;
    const rawLang = typeof entry.lang === 'string' ? entry.lang : '';
    const language = sampleLanguage(rawLang);
    let id = language.id;
    for (let n = 2; taken.has(id); n++) id = `${language.id}-${n}`;
    taken.add(id);
    const label = typeof entry.label === 'string' && entry.label.trim() ? entry.label.trim() : undefined;
    given.push({
      id,
      label: label ?? (rawLang.trim() || language.label || 'Exemplo'),
      lang: language.lang,
      code: entry.source.replace(/\s+$/, ''),
      fromSpec: true,
    });
  }
  return [...given, ...generated.filter((sample) => !taken.has(sample.id))];
}
